-- Issue 41: the welcome credit is an admin setting (one settings row), granted once per confirmed e-mail address (decision 060).
CREATE TABLE "marketplace_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"welcome_credit_tokens" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_settings_one_row" CHECK ("marketplace_settings"."id"),
	CONSTRAINT "marketplace_settings_welcome_credit_range" CHECK (welcome_credit_tokens between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "welcome_credits" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tokens" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_actions" DROP CONSTRAINT "admin_actions_type_valid";--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_type_valid" CHECK (action_type in ('promote_admin', 'demote_admin', 'adjust_tokens', 'update_user', 'create_automation', 'update_automation', 'delete_automation', 'rotate_webhook_secret', 'cancel_run', 'update_lead_request', 'create_category', 'rename_category', 'delete_category', 'update_welcome_credit'));