-- Runs per automation were one row per automation, taken by every start's commit (0031): starts of
-- one popular automation still committed one after another, each waiting for the previous commit's
-- WAL flush on that row (issue 16's runs bench: the counter's upsert waited 5.6 ms on average). Each
-- automation now has up to eight rows, a run counted in the row of its id's last byte, so commits
-- that run together rarely meet on one row; readers sum an automation's rows. The same run always
-- maps to the same row, so a delete or a re-pointing takes back exactly what its insert added.
ALTER TABLE "automation_run_counts" DROP CONSTRAINT "automation_run_counts_pkey";--> statement-breakpoint
ALTER TABLE "automation_run_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_run_counts" ADD CONSTRAINT "automation_run_counts_automation_id_shard_pk" PRIMARY KEY("automation_id","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION automation_run_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.automation_id IS NOT NULL THEN
    INSERT INTO automation_run_counts AS c (automation_id, shard, run_count)
      VALUES (NEW.automation_id, get_byte(uuid_send(NEW.id), 15) & 7, 1)
      ON CONFLICT (automation_id, shard) DO UPDATE SET run_count = c.run_count + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.automation_id IS NOT NULL THEN
    UPDATE automation_run_counts SET run_count = run_count - 1
      WHERE automation_id = OLD.automation_id AND shard = get_byte(uuid_send(OLD.id), 15) & 7;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Counted again from the runs, each in its own shard, so that every later decrement finds its row.
DELETE FROM automation_run_counts;--> statement-breakpoint
INSERT INTO automation_run_counts (automation_id, shard, run_count)
  SELECT automation_id, get_byte(uuid_send(id), 15) & 7, count(*) FROM runs
  WHERE automation_id IS NOT NULL GROUP BY 1, 2;
