-- One name for the key a write is kept under (decision 013): `idempotency_key`, as the header. Stipend
-- requests keep theirs too, so a retry after a crash answers the request it made instead of "already asked";
-- a payout's key is unique per student like every other record's.
ALTER TABLE "notes" RENAME COLUMN "request_key" TO "idempotency_key";
--> statement-breakpoint
ALTER TABLE "notes" RENAME CONSTRAINT "notes_request_key_unique" TO "notes_idempotency_key_unique";
--> statement-breakpoint
ALTER TABLE "ticket_replies" RENAME COLUMN "request_key" TO "idempotency_key";
--> statement-breakpoint
ALTER TABLE "ticket_replies" RENAME CONSTRAINT "ticket_replies_request_key_unique" TO "ticket_replies_idempotency_key_unique";
--> statement-breakpoint
ALTER TABLE "student_texts" RENAME COLUMN "request_key" TO "idempotency_key";
--> statement-breakpoint
ALTER TABLE "student_texts" RENAME CONSTRAINT "student_texts_request_key_unique" TO "student_texts_idempotency_key_unique";
--> statement-breakpoint
ALTER TABLE "uploads" RENAME COLUMN "request_key" TO "idempotency_key";
--> statement-breakpoint
ALTER INDEX "uploads_request_key_idx" RENAME TO "uploads_idempotency_key_idx";
--> statement-breakpoint
ALTER TABLE "payouts" RENAME COLUMN "request_key" TO "idempotency_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key_idx" ON "payouts" ("user_id", "idempotency_key");
--> statement-breakpoint
ALTER TABLE "stipend_requests" ADD COLUMN "idempotency_key" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "stipend_requests_idempotency_key_idx" ON "stipend_requests" ("user_id", "idempotency_key");
