ALTER TABLE "quiz_draws" ADD COLUMN "kind" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_draws" DROP CONSTRAINT "quiz_draws_user_id_quiz_pk";--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_user_id_quiz_kind_pk" PRIMARY KEY("user_id","quiz","kind");--> statement-breakpoint
-- Duplicates made before this rule: keep each student's newest waiting request, cancel the older ones.
UPDATE "trips" SET "status" = 'CANCELLED', "cancelled_at" = now(), "updated_at" = now()
WHERE "status" = 'NEEDS_APPROVAL' AND EXISTS (
  SELECT 1 FROM "trips" AS "newer"
  WHERE "newer"."user_id" = "trips"."user_id" AND "newer"."status" = 'NEEDS_APPROVAL'
    AND ("newer"."created_at", "newer"."id") > ("trips"."created_at", "trips"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "trips_one_waiting_idx" ON "trips" USING btree ("user_id") WHERE "trips"."status" = 'NEEDS_APPROVAL';
