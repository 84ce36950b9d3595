CREATE TABLE "sign_in_client_failures" (
	"user_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"consecutive" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_client_failures_user_id_client_key_pk" PRIMARY KEY("user_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_client_failures" ADD CONSTRAINT "sign_in_client_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
