CREATE TABLE "caseload_keys" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"remaining" integer,
	"blocked_on" text,
	"last_activity_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "caseload_keys" ADD CONSTRAINT "caseload_keys_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caseload_keys_order_idx" ON "caseload_keys" USING btree ("remaining","last_activity_at");--> statement-breakpoint
CREATE INDEX "caseload_keys_stale_idx" ON "caseload_keys" USING btree ("student_id") WHERE "caseload_keys"."stale";--> statement-breakpoint
-- A change to anything a student's caseload row is computed from marks that row stale and bumps its version,
-- so the caseload service recomputes it and never writes a result read before the change.
CREATE FUNCTION "caseload_keys_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  student uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    student := OLD.user_id;
  ELSE
    student := NEW.user_id;
  END IF;
  IF student IS NOT NULL THEN
    INSERT INTO "caseload_keys" ("student_id", "stale", "version") VALUES (student, true, 1)
      ON CONFLICT ("student_id") DO UPDATE SET "stale" = true, "version" = "caseload_keys"."version" + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id AND OLD.user_id IS NOT NULL THEN
    INSERT INTO "caseload_keys" ("student_id", "stale", "version") VALUES (OLD.user_id, true, 1)
      ON CONFLICT ("student_id") DO UPDATE SET "stale" = true, "version" = "caseload_keys"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "completions_caseload" AFTER INSERT OR UPDATE OR DELETE ON "completions" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE TRIGGER "uploads_caseload" AFTER INSERT OR UPDATE OR DELETE ON "uploads" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE TRIGGER "stipend_requests_caseload" AFTER INSERT OR UPDATE OR DELETE ON "stipend_requests" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE TRIGGER "tickets_caseload" AFTER INSERT OR UPDATE OR DELETE ON "tickets" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE TRIGGER "uber_access_requests_caseload" AFTER INSERT OR UPDATE OR DELETE ON "uber_access_requests" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE TRIGGER "ride_location_requests_caseload" AFTER INSERT OR UPDATE OR DELETE ON "ride_location_requests" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE TRIGGER "trips_caseload" AFTER INSERT OR UPDATE OR DELETE ON "trips" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
-- A session's own updates (last seen) are not activity the caseload orders by; its start is.
CREATE TRIGGER "sessions_caseload" AFTER INSERT ON "sessions" FOR EACH ROW EXECUTE FUNCTION "caseload_keys_forget"();
--> statement-breakpoint
CREATE FUNCTION "caseload_keys_forget_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "caseload_keys" ("student_id", "stale", "version") VALUES (NEW.id, true, 1)
    ON CONFLICT ("student_id") DO UPDATE SET "stale" = true, "version" = "caseload_keys"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_caseload" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.wfp IS DISTINCT FROM NEW.wfp OR OLD.uber_access_enabled IS DISTINCT FROM NEW.uber_access_enabled
    OR OLD.stipend_sp IS DISTINCT FROM NEW.stipend_sp OR OLD.wb_id IS DISTINCT FROM NEW.wb_id
    OR OLD.waitlist_wb_id IS DISTINCT FROM NEW.waitlist_wb_id
    OR OLD.wfb_funding_status IS DISTINCT FROM NEW.wfb_funding_status
    OR OLD.last_seen_at IS DISTINCT FROM NEW.last_seen_at)
  EXECUTE FUNCTION "caseload_keys_forget_user"();
--> statement-breakpoint
CREATE FUNCTION "caseload_keys_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "caseload_keys" SET "stale" = true, "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "program_steps_caseload" AFTER INSERT OR UPDATE OR DELETE ON "program_steps" FOR EACH STATEMENT EXECUTE FUNCTION "caseload_keys_forget_all"();
