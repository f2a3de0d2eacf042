CREATE TABLE "budget_alerts" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_alerts_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "budget_alerts_kind_valid" CHECK (kind in ('cap_80', 'cap_100', 'low_balance'))
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"monthly_cap_tokens" integer,
	"low_balance_threshold" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_cap_positive" CHECK ("budgets"."monthly_cap_tokens" is null or "budgets"."monthly_cap_tokens" > 0),
	CONSTRAINT "budgets_threshold_positive" CHECK ("budgets"."low_balance_threshold" is null or "budgets"."low_balance_threshold" > 0)
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "completion_webhook_url" text;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "notify_on_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;