CREATE TABLE "pre_enrollment_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"answers" jsonb NOT NULL,
	"drug_test_status" text NOT NULL,
	"outcome" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid REFERENCES "users"("id")
);--> statement-breakpoint
CREATE INDEX "pre_enrollment_rounds_user_idx" ON "pre_enrollment_rounds" ("user_id", "closed_at");--> statement-breakpoint
CREATE TABLE "stipend_payment_emails" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"set_by" uuid REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
