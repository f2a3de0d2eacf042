-- A new run is announced by the web process once its start has committed
-- (features/runs/run-start-notices.ts), no longer by this trigger inside the start's transaction.
-- PostgreSQL lets one transaction that NOTIFYs commit at a time, holding a lock from before its commit
-- record until that record is on disk, so every start queued behind the previous start's WAL flush
-- (issue 16's runs bench: the most frequent wait of a start was its commit waiting for that lock).
-- Changes of a run that exists are still announced here, by the statement that makes them; the
-- worker writes those a batch at a time.
DROP TRIGGER runs_notify_change ON runs;
--> statement-breakpoint
CREATE TRIGGER runs_notify_change AFTER UPDATE OF status, progress, progress_message ON runs
  FOR EACH ROW EXECUTE FUNCTION notify_run_change();
