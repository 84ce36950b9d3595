ALTER TABLE "login_codes" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "code_requests" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "code_requests_client_idx" ON "code_requests" USING btree ("key_hash","client_key","created_at");--> statement-breakpoint
CREATE INDEX "code_requests_created_idx" ON "code_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_client_failures_last_idx" ON "sign_in_client_failures" USING btree ("last_failure_at");
