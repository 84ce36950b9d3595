CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "coach_assignments_coach_idx" ON "coach_assignments" USING btree ("coach_id");