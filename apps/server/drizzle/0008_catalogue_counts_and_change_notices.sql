-- Runs per automation for the marketplace's Popular order (docs/decisions: marketplace), kept here so
-- that the list reads one small table instead of counting the whole runs table on every request.
CREATE FUNCTION automation_run_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.automation_id IS NOT NULL THEN
    INSERT INTO automation_run_counts AS c (automation_id, run_count) VALUES (NEW.automation_id, 1)
      ON CONFLICT (automation_id) DO UPDATE SET run_count = c.run_count + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.automation_id IS NOT NULL THEN
    UPDATE automation_run_counts SET run_count = run_count - 1 WHERE automation_id = OLD.automation_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER runs_count_insert_delete AFTER INSERT OR DELETE ON runs
  FOR EACH ROW EXECUTE FUNCTION automation_run_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER runs_count_repoint AFTER UPDATE OF automation_id ON runs
  FOR EACH ROW WHEN (OLD.automation_id IS DISTINCT FROM NEW.automation_id)
  EXECUTE FUNCTION automation_run_counts_refresh();
--> statement-breakpoint
INSERT INTO automation_run_counts (automation_id, run_count)
  SELECT automation_id, count(*) FROM runs WHERE automation_id IS NOT NULL GROUP BY automation_id;
--> statement-breakpoint
-- Any change to what the marketplace shows tells every web process to drop its cached list pages
-- (LISTEN catalogue_changed). One notice per statement; PostgreSQL merges repeats within a transaction.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER automations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON automations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
