-- The caseload at tens of thousands of students: every search, filter, order and page reads an index.
-- A digits-only copy of the phone number, kept by the database, so a phone typed any way is found by index.
ALTER TABLE "users" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED;
--> statement-breakpoint
-- The names the caseload orders by, beside its other order keys, so one index holds each whole order.
ALTER TABLE "caseload_keys" ADD COLUMN "last_name" text;
--> statement-breakpoint
ALTER TABLE "caseload_keys" ADD COLUMN "first_name" text;
--> statement-breakpoint
-- Every user has a row from now on (a new user gets one on insert), so finding the rows to recompute
-- reads the partial index of stale rows instead of joining every student.
INSERT INTO "caseload_keys" ("student_id", "stale", "version") SELECT "id", true, 1 FROM "users"
  ON CONFLICT ("student_id") DO NOTHING;
--> statement-breakpoint
UPDATE "caseload_keys" SET "last_name" = "users"."last_name", "first_name" = "users"."first_name"
  FROM "users" WHERE "users"."id" = "caseload_keys"."student_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "caseload_keys_forget_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "caseload_keys" ("student_id", "stale", "version", "last_name", "first_name")
    VALUES (NEW.id, true, 1, NEW.last_name, NEW.first_name)
    ON CONFLICT ("student_id") DO UPDATE SET "stale" = true, "version" = "caseload_keys"."version" + 1,
      "last_name" = excluded.last_name, "first_name" = excluded.first_name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "users_caseload" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_caseload" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.wfp IS DISTINCT FROM NEW.wfp OR OLD.uber_access_enabled IS DISTINCT FROM NEW.uber_access_enabled
    OR OLD.stipend_sp IS DISTINCT FROM NEW.stipend_sp OR OLD.wb_id IS DISTINCT FROM NEW.wb_id
    OR OLD.waitlist_wb_id IS DISTINCT FROM NEW.waitlist_wb_id
    OR OLD.wfb_funding_status IS DISTINCT FROM NEW.wfb_funding_status
    OR OLD.last_seen_at IS DISTINCT FROM NEW.last_seen_at
    OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "caseload_keys_forget_user"();
--> statement-breakpoint
CREATE TRIGGER "users_caseload_new" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget_user"();
--> statement-breakpoint
-- One index per order of the caseload, in the order's own terms (no checklist last, never active first),
-- so a page is read from where the previous one ended (keyset), whatever the number of students.
DROP INDEX "caseload_keys_order_idx";
--> statement-breakpoint
CREATE INDEX "caseload_keys_nearest_idx" ON "caseload_keys" USING btree (
  (coalesce("remaining", 2147483647)), (coalesce("last_activity_at", '-infinity'::timestamptz)),
  "last_name", "first_name", "student_id");
--> statement-breakpoint
CREATE INDEX "caseload_keys_idle_idx" ON "caseload_keys" USING btree (
  (coalesce("last_activity_at", '-infinity'::timestamptz)), (coalesce("remaining", 2147483647)),
  "last_name", "first_name", "student_id");
--> statement-breakpoint
CREATE INDEX "caseload_keys_name_idx" ON "caseload_keys" USING btree ("last_name", "first_name", "student_id");
--> statement-breakpoint
CREATE INDEX "caseload_keys_blocked_on_idx" ON "caseload_keys" USING btree ("blocked_on");
--> statement-breakpoint
-- The staff list beside the caseload reads the few staff, not every student.
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
--> statement-breakpoint
-- Search by part of a name, an e-mail or a phone number: trigram indexes (pg_trgm). PostgreSQL ships the
-- extension in its contrib package and the embedded database loads it at start; a server that lacks it,
-- or a role not allowed to create it, still migrates: the search then works without the index.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
    AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be created: the caseload search runs without trigram indexes';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || '' '' || "last_name" || E''\n'' || "last_name" || '', '' || "first_name" || E''\n'' || "email")) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin ("phone_digits" gin_trgm_ops)';
  ELSE
    EXECUTE 'CREATE INDEX "users_phone_digits_idx" ON "users" USING btree ("phone_digits" text_pattern_ops)';
  END IF;
END
$$;
