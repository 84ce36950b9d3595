CREATE TABLE "attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"call_type" text DEFAULT 'zoom' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text,
	"join_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_active_uq" ON "attendances" USING btree ("user_id","name") WHERE "attendances"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "attendances_user_idx" ON "attendances" USING btree ("user_id");