-- jsonb stores object keys sorted by length; json keeps the text as the workflow sent it, so the
-- result viewer can show keys in the workflow's order (issue 15). Rows already stored keep the
-- jsonb order they were given.
ALTER TABLE "runs" ALTER COLUMN "result_data" SET DATA TYPE json USING "result_data"::json;
--> statement-breakpoint
-- "Try before you pay": input the page can fill the form with, and a result shown before paying
-- (json, like result_data, so the viewer keeps its key order).
ALTER TABLE "automations" ADD COLUMN "example_input" jsonb;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "sample_output" json;
