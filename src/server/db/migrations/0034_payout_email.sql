ALTER TABLE "users" ADD COLUMN "payout_email" text;--> statement-breakpoint
UPDATE "users" SET "payout_email" = (
  SELECT "p"."email" FROM "payouts" "p" WHERE "p"."user_id" = "users"."id" ORDER BY "p"."created_at" ASC LIMIT 1
) WHERE EXISTS (SELECT 1 FROM "payouts" "p" WHERE "p"."user_id" = "users"."id");
