-- Speak your worth: a recording's length on its upload, and one practice answer per recording.
ALTER TABLE "uploads" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
CREATE TABLE "speak_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"words" text,
	"words_source" text,
	"feedback" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speak_attempts_upload_id_unique" UNIQUE("upload_id")
);--> statement-breakpoint
ALTER TABLE "speak_attempts" ADD CONSTRAINT "speak_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speak_attempts" ADD CONSTRAINT "speak_attempts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speak_attempts_user_idx" ON "speak_attempts" USING btree ("user_id","created_at");
