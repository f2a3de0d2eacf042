-- jsonb stores object keys sorted by length; json keeps the text as the workflow sent it, so the
-- result viewer can show keys in the workflow's order (issue 15). Rows already stored keep the
-- jsonb order they were given.
ALTER TABLE "runs" ALTER COLUMN "result_data" SET DATA TYPE json USING "result_data"::json;
