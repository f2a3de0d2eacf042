CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT 'User' NOT NULL,
	"phone" text,
	"company" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"token_balance" integer DEFAULT 0 NOT NULL,
	"subscription_tier" text,
	"subscription_status" text,
	"subscription_renews_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_token_balance_non_negative" CHECK ("profiles"."token_balance" >= 0),
	CONSTRAINT "profiles_full_name_not_blank" CHECK (length(trim("profiles"."full_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"category_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"pricing_model" text,
	"token_cost_per_run" integer,
	"token_cost_per_minute" numeric(10, 2),
	"max_duration_minutes" integer DEFAULT 10 NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "automations_status_valid" CHECK (status in ('draft', 'published', 'archived')),
	CONSTRAINT "automations_pricing_model_valid" CHECK (pricing_model is null or pricing_model in ('per_run', 'per_minute', 'hybrid')),
	CONSTRAINT "automations_cost_per_run_non_negative" CHECK ("automations"."token_cost_per_run" is null or "automations"."token_cost_per_run" >= 0),
	CONSTRAINT "automations_cost_per_minute_non_negative" CHECK ("automations"."token_cost_per_minute" is null or "automations"."token_cost_per_minute" >= 0),
	CONSTRAINT "automations_max_duration_range" CHECK ("automations"."max_duration_minutes" between 1 and 1440),
	CONSTRAINT "automations_slug_format" CHECK (slug is null or slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "automations_custom_fields_is_array" CHECK (jsonb_typeof("automations"."custom_fields") = 'array')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"automation_id" uuid NOT NULL,
	"config_name" text,
	"config_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"automation_id" uuid,
	"configuration_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"input_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_data" jsonb,
	"error_message" text,
	"quoted_tokens" integer DEFAULT 0 NOT NULL,
	"tokens_charged" integer DEFAULT 0 NOT NULL,
	"progress" integer,
	"progress_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"execution_time_ms" integer,
	CONSTRAINT "runs_status_valid" CHECK (status in ('pending', 'running', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "runs_tokens_non_negative" CHECK ("runs"."tokens_charged" >= 0 and "runs"."quoted_tokens" >= 0),
	CONSTRAINT "runs_progress_range" CHECK ("runs"."progress" is null or "runs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description" text NOT NULL,
	"automation_id" uuid,
	"run_id" uuid,
	"purchase_id" uuid,
	"lot_id" uuid,
	"admin_user_id" text,
	"idempotency_key" text,
	"expires_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_type_valid" CHECK (type in ('purchase', 'bonus', 'subscription_grant', 'refund', 'deduction', 'hold', 'release', 'expiration', 'admin_adjustment')),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_balance_after_non_negative" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"min_amount_usd_cents" integer NOT NULL,
	"bonus_percentage" numeric(5, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_tiers_min_amount_usd_cents_unique" UNIQUE("min_amount_usd_cents"),
	CONSTRAINT "pricing_tiers_bonus_range" CHECK ("pricing_tiers"."bonus_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"package_id" uuid,
	"amount_usd_cents" integer NOT NULL,
	"base_tokens" integer NOT NULL,
	"bonus_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "purchases_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "purchases_status_valid" CHECK (status in ('pending', 'completed', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "purchases_provider_valid" CHECK (provider in ('stripe', 'sandbox')),
	CONSTRAINT "purchases_amount_min" CHECK ("purchases"."amount_usd_cents" >= 1000),
	CONSTRAINT "purchases_tokens_add_up" CHECK ("purchases"."total_tokens" = "purchases"."base_tokens" + "purchases"."bonus_tokens")
);
--> statement-breakpoint
CREATE TABLE "token_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"purchase_id" uuid,
	"original_amount" integer NOT NULL,
	"remaining_amount" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_lots_source_valid" CHECK (source in ('purchase', 'bonus', 'refund', 'admin_adjustment', 'subscription_grant', 'release')),
	CONSTRAINT "token_lots_remaining_range" CHECK ("token_lots"."original_amount" > 0 and "token_lots"."remaining_amount" >= 0 and "token_lots"."remaining_amount" <= "token_lots"."original_amount")
);
--> statement-breakpoint
CREATE TABLE "token_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"tokens" integer NOT NULL,
	"bonus_tokens" integer DEFAULT 0 NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_packages_label_unique" UNIQUE("label"),
	CONSTRAINT "token_packages_amounts_positive" CHECK ("token_packages"."amount_usd_cents" > 0 and "token_packages"."tokens" > 0 and "token_packages"."bonus_tokens" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" text NOT NULL,
	"target_user_id" text,
	"target_automation_id" uuid,
	"action_type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_actions_type_valid" CHECK (action_type in ('promote_admin', 'demote_admin', 'adjust_tokens', 'update_user', 'create_automation', 'update_automation', 'delete_automation', 'rotate_webhook_secret', 'cancel_run', 'update_lead_request'))
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"automation_id" uuid,
	"user_id" text,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_name_valid" CHECK (name in ('page_view', 'automation_viewed'))
);
--> statement-breakpoint
CREATE TABLE "lead_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"description" text,
	"use_case" text,
	"budget_range" text,
	"timeline" text,
	"preferred_datetime" text,
	"topic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_requests_kind_valid" CHECK (kind in ('custom_automation', 'call')),
	CONSTRAINT "lead_requests_status_valid" CHECK (status in ('new', 'in_progress', 'done')),
	CONSTRAINT "lead_requests_kind_fields" CHECK ((kind = 'custom_automation' and description is not null and budget_range is not null and timeline is not null) or (kind = 'call' and preferred_datetime is not null and topic is not null))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_valid" CHECK (status in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_lot_id_token_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."token_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_package_id_token_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."token_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_lots" ADD CONSTRAINT "token_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_lots" ADD CONSTRAINT "token_lots_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_token_balance_idx" ON "profiles" USING btree ("token_balance");--> statement-breakpoint
CREATE INDEX "automations_listing_idx" ON "automations" USING btree ("status","is_featured","created_at");--> statement-breakpoint
CREATE INDEX "automations_category_idx" ON "automations" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "automations_name_idx" ON "automations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "configurations_user_created_idx" ON "configurations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_user_created_idx" ON "runs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_automation_created_idx" ON "runs" USING btree ("automation_id","created_at");--> statement-breakpoint
CREATE INDEX "runs_status_created_idx" ON "runs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_created_idx" ON "ledger_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_type_created_idx" ON "ledger_entries" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_run_idx" ON "ledger_entries" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_status_completed_idx" ON "purchases" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "token_lots_spendable_idx" ON "token_lots" USING btree ("user_id","expires_at") WHERE "token_lots"."remaining_amount" > 0;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_actions_type_idx" ON "admin_actions" USING btree ("action_type");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_automation_idx" ON "analytics_events" USING btree ("automation_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_requests_status_created_idx" ON "lead_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_idx" ON "mail_outbox" USING btree ("to_address","created_at" DESC NULLS LAST);