CREATE TABLE "user_webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_webhook_endpoints_events_valid" CHECK (cardinality(events) > 0 and events <@ array['run.started', 'run.completed', 'run.failed', 'run.refunded']::text[])
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "webhook_events" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_webhook_deliveries" ADD COLUMN "endpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "user_webhook_endpoints" ADD CONSTRAINT "user_webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_webhook_endpoints_user_idx" ON "user_webhook_endpoints" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "user_webhook_deliveries" ADD CONSTRAINT "user_webhook_deliveries_endpoint_id_user_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."user_webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_webhook_deliveries_endpoint_created_idx" ON "user_webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Runs still going that would report to the default URL: the endpoint made below takes over, so
-- they are not told twice; a URL the run named itself stays on the run.
UPDATE "runs" SET "completion_webhook_url" = NULL,
  "webhook_events" = array['run.started', 'run.completed', 'run.failed', 'run.refunded']::text[]
FROM "user_webhook_settings" s
WHERE s."user_id" = "runs"."user_id" AND s."default_url" IS NOT NULL
  AND "runs"."completion_webhook_url" = s."default_url" AND "runs"."status" IN ('pending', 'running');--> statement-breakpoint
UPDATE "runs" SET "webhook_events" = array['run.completed', 'run.failed', 'run.refunded']::text[]
WHERE "completion_webhook_url" IS NOT NULL AND "status" IN ('pending', 'running');--> statement-breakpoint
-- The default URL becomes an endpoint for every event, signed with the same secret, so receivers keep verifying.
INSERT INTO "user_webhook_endpoints" ("user_id", "url", "description", "events", "secret")
SELECT "user_id", "default_url", 'Default URL',
  array['run.started', 'run.completed', 'run.failed', 'run.refunded']::text[], "secret"
FROM "user_webhook_settings" WHERE "default_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_webhook_settings" DROP COLUMN "default_url";
