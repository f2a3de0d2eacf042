-- Issue 41: results delivered where people work, by e-mail and to Slack, Discord or Teams (decision 064); configurations and schedules keep a delivery their runs inherit.
CREATE TABLE "result_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"run_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_deliveries_channel_valid" CHECK (channel in ('email', 'slack', 'discord', 'teams')),
	CONSTRAINT "result_deliveries_status_valid" CHECK (status in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "result_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "delivers_result" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "result_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "result_deliveries" ADD CONSTRAINT "result_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_deliveries" ADD CONSTRAINT "result_deliveries_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_deliveries_run_idx" ON "result_deliveries" USING btree ("run_id","created_at");