-- The outcomes figures over the status history, kept per filter for up to a day (decision 052): recomputed
-- daily and on a read that finds them older, so the page answers at 50,000 students within its budget.
CREATE TABLE IF NOT EXISTS "outcome_figures" (
  "filter_key" text PRIMARY KEY NOT NULL,
  "filter" jsonb NOT NULL,
  "figures" jsonb NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  "read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Enrolment rows by time: the students of one intake month.
CREATE INDEX IF NOT EXISTS "status_changes_enrolment_idx" ON "status_changes" USING btree ("at","user_id")
  WHERE "from_status" IS NULL;
