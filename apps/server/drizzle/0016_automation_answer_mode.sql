ALTER TABLE "automations" ADD COLUMN "answer_mode" text DEFAULT 'result' NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "workflow_engine" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_answer_mode_valid" CHECK (answer_mode in ('result', 'callback'));--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_workflow_engine_valid" CHECK (workflow_engine in ('n8n', 'make', 'zapier', 'pipedream', 'activepieces', 'node-red', 'custom'));