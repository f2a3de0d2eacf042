ALTER TABLE "runs" ADD COLUMN "automation_name" text;--> statement-breakpoint
-- Runs made before the name was kept on the run take the name their automation has now.
UPDATE "runs" SET "automation_name" = "automations"."name" FROM "automations" WHERE "automations"."id" = "runs"."automation_id";
