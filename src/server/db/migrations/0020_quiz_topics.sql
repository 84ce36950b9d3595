-- The banks are reloaded from content/ at every start: drop the rows made before topics, then add the column.
DELETE FROM "quiz_questions";--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "topic" text NOT NULL;
