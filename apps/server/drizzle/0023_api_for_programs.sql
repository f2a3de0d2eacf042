-- Issue 17: a repeated Idempotency-Key must carry the same request; the hash of the first one is kept.
ALTER TABLE "runs" ADD COLUMN "request_hash" text;
