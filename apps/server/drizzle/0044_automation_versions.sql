CREATE TABLE "automation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"automation_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"note" text NOT NULL,
	"content" json NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "automation_versions_number_positive" CHECK ("automation_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "live_version" integer;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "draft" json;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "automation_version" integer;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_versions_number_idx" ON "automation_versions" USING btree ("automation_id","number");--> statement-breakpoint
ALTER TABLE "admin_actions" DROP CONSTRAINT "admin_actions_type_valid";--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_type_valid" CHECK (action_type in ('promote_admin', 'demote_admin', 'adjust_tokens', 'update_user', 'create_automation', 'update_automation', 'delete_automation', 'rotate_webhook_secret', 'cancel_run', 'refund_run', 'update_lead_request', 'create_category', 'rename_category', 'delete_category', 'update_welcome_credit', 'resume_automation', 'update_health_thresholds', 'pause_automation', 'restore_automation', 'purge_automation', 'publish_automation_version', 'roll_back_automation_version', 'retire_automation_version'));--> statement-breakpoint
-- Every automation so far becomes its own version 1, and every run of it points there (issue 40).
INSERT INTO "automation_versions" ("automation_id", "number", "note", "content", "published_by", "published_at")
SELECT "id", 1, 'First version', json_build_object(
  'name', "name", 'description', "description", 'imageUrl', "image_url", 'pricingModel', "pricing_model",
  'tokenCostPerRun', "token_cost_per_run", 'tokenCostPerMinute', "token_cost_per_minute",
  'maxDurationMinutes', "max_duration_minutes", 'customFields', "custom_fields", 'seoContent', "seo_content",
  'exampleInput', "example_input", 'sampleOutput', "sample_output", 'webhookUrl', "webhook_url",
  'answerMode', "answer_mode"), "created_by", "updated_at"
FROM "automations";--> statement-breakpoint
UPDATE "automations" SET "live_version" = 1;--> statement-breakpoint
UPDATE "runs" SET "automation_version" = 1 WHERE "automation_id" IS NOT NULL;
