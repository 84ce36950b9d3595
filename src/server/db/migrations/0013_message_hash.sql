ALTER TABLE "messages" ADD COLUMN "text_sha256" text;--> statement-breakpoint
UPDATE "messages" SET "text_sha256" = encode(sha256(convert_to(coalesce("subject", '') || E'\n' || "text", 'UTF8')), 'hex'), "text" = '', "subject" = NULL WHERE "status" = 'sent' AND "text" <> '';
