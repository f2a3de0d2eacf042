CREATE TABLE "automation_run_counts" (
	"automation_id" uuid PRIMARY KEY NOT NULL,
	"run_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_run_counts" ADD CONSTRAINT "automation_run_counts_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;