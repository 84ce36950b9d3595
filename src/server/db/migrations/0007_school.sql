CREATE TABLE "policy_acceptances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"attendance_policy_status" boolean DEFAULT false NOT NULL,
	"attendance_accepted_at" timestamp with time zone,
	"training_policy_status" boolean DEFAULT false NOT NULL,
	"training_accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pre_enrollments" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"drug_test_status" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_enrollments" ADD CONSTRAINT "pre_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;