-- Decision 045. A start no longer upserts its automation's counter row at commit: that upsert, on a
-- row every start of the automation updates, took about a fifth of PostgreSQL's CPU per run in
-- issue 16's runs bench (a new row version, its index probe and the deferred trigger at commit).
-- A run now appends +1 (or -1) to automation_run_count_changes, and a job folds the changes in.
CREATE TABLE "automation_run_count_changes" (
	"automation_id" uuid NOT NULL,
	"change" integer NOT NULL
);
--> statement-breakpoint
-- One row per automation again: counted anew from the runs below, as 0032 did.
DELETE FROM "automation_run_counts";--> statement-breakpoint
ALTER TABLE "automation_run_counts" DROP CONSTRAINT "automation_run_counts_automation_id_shard_pk";--> statement-breakpoint
ALTER TABLE "automation_run_counts" DROP COLUMN "shard";--> statement-breakpoint
ALTER TABLE "automation_run_counts" ADD PRIMARY KEY ("automation_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION automation_run_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.automation_id IS NOT NULL THEN
    INSERT INTO automation_run_count_changes (automation_id, change) VALUES (NEW.automation_id, 1);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.automation_id IS NOT NULL THEN
    INSERT INTO automation_run_count_changes (automation_id, change) VALUES (OLD.automation_id, -1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Appending takes no lock another start waits for, so it need not wait for the commit any more.
DROP TRIGGER runs_count_insert_delete ON runs;--> statement-breakpoint
CREATE TRIGGER runs_count_insert_delete AFTER INSERT OR DELETE ON runs
  FOR EACH ROW EXECUTE FUNCTION automation_run_counts_refresh();--> statement-breakpoint
-- Moves the changes committed so far into the counts. A change committed meanwhile is not seen by the
-- delete and waits for the next fold; two folds at once delete each change once. Changes of a
-- deleted automation are dropped with nothing to add them to.
CREATE FUNCTION fold_automation_run_counts() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM automation_run_count_changes RETURNING automation_id, change
  ), summed AS (
    SELECT automation_id, sum(change)::integer AS change FROM moved GROUP BY automation_id
  ), folded AS (
    INSERT INTO automation_run_counts AS c (automation_id, run_count)
    SELECT s.automation_id, s.change FROM summed s JOIN automations a ON a.id = s.automation_id
    WHERE s.change <> 0
    ORDER BY s.automation_id
    ON CONFLICT (automation_id) DO UPDATE SET run_count = c.run_count + excluded.run_count
    RETURNING 1
  )
  SELECT count(*)::integer FROM folded
$$;--> statement-breakpoint
INSERT INTO automation_run_counts (automation_id, run_count)
  SELECT automation_id, count(*) FROM runs WHERE automation_id IS NOT NULL GROUP BY automation_id;
