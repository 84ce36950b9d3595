CREATE TABLE "ride_location_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"reason" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_rides" (
	"request_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"product_id" text NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	"fare_cents" integer NOT NULL,
	"minutes" integer NOT NULL,
	"driver_state" text,
	"driver_state_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_rides_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"ride_reason" text NOT NULL,
	"status" text NOT NULL,
	"ride_state" text,
	"type" text DEFAULT 'uber' NOT NULL,
	"pickup" jsonb NOT NULL,
	"dropoff" jsonb NOT NULL,
	"pickup_name" text NOT NULL,
	"pickup_address" text NOT NULL,
	"dropoff_name" text NOT NULL,
	"dropoff_address" text NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	"request_id" text,
	"run_id" text,
	"fare_id" text,
	"product_id" text,
	"estimate_cents" integer,
	"fare_cents" integer,
	"driver" jsonb,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uber_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ride_location_requests" ADD CONSTRAINT "ride_location_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_location_requests" ADD CONSTRAINT "ride_location_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uber_access_requests" ADD CONSTRAINT "uber_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uber_access_requests" ADD CONSTRAINT "uber_access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_location_requests_user_idx" ON "ride_location_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ride_location_requests_status_idx" ON "ride_location_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_user_key_idx" ON "trips" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "trips_user_status_idx" ON "trips" USING btree ("user_id","status","ride_state");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uber_access_requests_open_idx" ON "uber_access_requests" USING btree ("user_id") WHERE "uber_access_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "uber_access_requests_status_idx" ON "uber_access_requests" USING btree ("status","created_at");