-- Every change of a run's status or progress is announced on the basalt_run_changes channel, in the
-- transaction that makes it (delivered on commit), so each web process can fan it out to its
-- Server-Sent Events streams. A trigger rather than application code: no write path can forget it,
-- and it costs no extra round trip. The payload is small (NOTIFY allows 8000 bytes); listeners read
-- the rest of the run when they need it.
CREATE FUNCTION notify_run_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('basalt_run_changes', json_build_object(
    'id', NEW.id,
    'userId', NEW.user_id,
    'status', NEW.status,
    'progress', NEW.progress,
    'progressMessage', left(NEW.progress_message, 500)
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER runs_notify_change AFTER INSERT OR UPDATE OF status, progress, progress_message ON runs
  FOR EACH ROW EXECUTE FUNCTION notify_run_change();
