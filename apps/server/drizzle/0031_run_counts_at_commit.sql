-- Runs per automation (0008) were counted by a row trigger as each run was inserted, so every start
-- of one automation waited for the previous start's transaction to end on that automation's counter
-- row: a popular automation started no faster than one transaction after another (issue 16's bench:
-- about 130 runs/s). Counted at commit instead, the row is held only while the transaction commits.
DROP TRIGGER runs_count_insert_delete ON runs;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER runs_count_insert_delete AFTER INSERT OR DELETE ON runs
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION automation_run_counts_refresh();
