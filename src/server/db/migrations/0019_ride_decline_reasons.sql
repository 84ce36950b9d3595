ALTER TABLE "ride_location_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "uber_access_requests" ADD COLUMN "decline_reason" text;