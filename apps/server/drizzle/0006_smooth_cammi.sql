CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"automation_id" uuid,
	"run_id" uuid,
	"kind" text NOT NULL,
	"field_id" text,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_files_kind_valid" CHECK (kind in ('upload', 'result')),
	CONSTRAINT "stored_files_size_non_negative" CHECK ("stored_files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "runs" DROP CONSTRAINT "runs_tokens_non_negative";--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "tokens_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "pricing" jsonb DEFAULT '{"model":null,"perRun":0,"perMinute":0,"hold":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "failure_kind" text;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_run_idx" ON "stored_files" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "stored_files_expires_idx" ON "stored_files" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "runs_user_idempotency_key_idx" ON "runs" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "runs_unfinished_deadline_idx" ON "runs" USING btree ("deadline_at") WHERE status in ('pending', 'running');--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_tokens_non_negative" CHECK ("runs"."tokens_charged" >= 0 and "runs"."quoted_tokens" >= 0 and "runs"."tokens_refunded" >= 0);