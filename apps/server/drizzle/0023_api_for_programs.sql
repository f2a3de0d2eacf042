-- Issue 17: a repeated Idempotency-Key must carry the same request; the hash of the first one is kept.
ALTER TABLE "runs" ADD COLUMN "request_hash" text;
--> statement-breakpoint
-- The concurrent-run cap counts a user's unfinished runs inside every run start.
CREATE INDEX "runs_user_unfinished_idx" ON "runs" USING btree ("user_id") WHERE status in ('pending', 'running');
