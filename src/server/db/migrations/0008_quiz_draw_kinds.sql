ALTER TABLE "quiz_draws" ADD COLUMN "kind" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_draws" DROP CONSTRAINT "quiz_draws_user_id_quiz_pk";--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_user_id_quiz_kind_pk" PRIMARY KEY("user_id","quiz","kind");
