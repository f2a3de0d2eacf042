CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "automations_search_idx" ON "automations" USING gin ("search_vector");