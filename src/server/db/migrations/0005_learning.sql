CREATE TABLE "quiz_draws" (
	"user_id" uuid NOT NULL,
	"quiz" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_draws_user_id_quiz_pk" PRIMARY KEY("user_id","quiz")
);
--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;