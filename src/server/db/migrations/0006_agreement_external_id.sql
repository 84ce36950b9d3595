ALTER TABLE "agreements" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_external_id_unique" UNIQUE("external_id");