-- Status history (decision 051): every move of a student's status from this migration on. Moves before it
-- were never recorded; the outcomes page says so rather than guessing them.
CREATE TABLE IF NOT EXISTS "status_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "from_status" text,
  "to_status" text NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "by_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "path" text NOT NULL,
  "reason" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "status_changes_user_idx" ON "status_changes" USING btree ("user_id","at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "status_changes_to_idx" ON "status_changes" USING btree ("to_status","at");
