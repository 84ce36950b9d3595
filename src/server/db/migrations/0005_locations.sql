CREATE TABLE "preferred_locations" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferred_locations_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "preferred_locations" ADD CONSTRAINT "preferred_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_locations" ADD CONSTRAINT "preferred_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_type_lat_lng_idx" ON "locations" USING btree ("type","latitude","longitude");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_slug_unique" UNIQUE("slug");