ALTER TABLE "payouts" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "returned_by" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
