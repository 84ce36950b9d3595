ALTER TABLE "users" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "meeting_url" text;
