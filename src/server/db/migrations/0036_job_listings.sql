CREATE TABLE "job_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"weekly_pay_min" integer NOT NULL,
	"weekly_pay_max" integer NOT NULL,
	"cents_per_mile" integer,
	"home_time" text NOT NULL,
	"route_type" text NOT NULL,
	"equipment" text NOT NULL,
	"felony_friendly" boolean NOT NULL,
	"record_note" text,
	"new_drivers_welcome" boolean NOT NULL,
	"training" text,
	"summary" text NOT NULL,
	"apply_url" text,
	"apply_phone" text,
	"apply_instructions" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "job_listings_status_check" CHECK ("job_listings"."status" in ('open', 'closed')),
	CONSTRAINT "job_listings_pay_check" CHECK ("job_listings"."weekly_pay_min" <= "job_listings"."weekly_pay_max"),
	CONSTRAINT "job_listings_apply_check" CHECK (coalesce("job_listings"."apply_url", "job_listings"."apply_phone", "job_listings"."apply_instructions") is not null)
);
--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_listings_status_created_idx" ON "job_listings" USING btree ("status","created_at");
