ALTER TABLE "quiz_draws" ADD COLUMN "draw_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;