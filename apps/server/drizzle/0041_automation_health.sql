-- Issue 39: automation health (DESIGN D18, decision 065). An automation whose platform failures pass the admin's thresholds
-- (null = the documented default) is paused; customers can ask for an e-mail when it is back; a schedule tells
-- its owner once per pause.
CREATE TABLE "automation_back_watchers" (
	"automation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_back_watchers_automation_id_user_id_pk" PRIMARY KEY("automation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "admin_actions" DROP CONSTRAINT "admin_actions_type_valid";--> statement-breakpoint
ALTER TABLE "marketplace_settings" ALTER COLUMN "welcome_credit_tokens" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "pause_last_error" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "health_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "automation_pause_noticed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pause_after_failures_in_a_row" integer;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pause_failure_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pause_failure_rate_min_runs" integer;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pause_failure_rate_window_minutes" integer;--> statement-breakpoint
ALTER TABLE "automation_back_watchers" ADD CONSTRAINT "automation_back_watchers_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_back_watchers" ADD CONSTRAINT "automation_back_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_automation_finished_idx" ON "runs" USING btree ("automation_id","completed_at") WHERE status in ('completed', 'failed');--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_type_valid" CHECK (action_type in ('promote_admin', 'demote_admin', 'adjust_tokens', 'update_user', 'create_automation', 'update_automation', 'delete_automation', 'rotate_webhook_secret', 'cancel_run', 'update_lead_request', 'create_category', 'rename_category', 'delete_category', 'update_welcome_credit', 'resume_automation', 'update_health_thresholds'));--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_health_ranges" CHECK (pause_after_failures_in_a_row between 1 and 1000 and pause_failure_rate_percent between 1 and 100 and pause_failure_rate_min_runs between 1 and 10000 and pause_failure_rate_window_minutes between 5 and 10080);