CREATE TABLE "run_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer,
	"message" text,
	CONSTRAINT "run_events_kind_valid" CHECK (kind in ('status', 'progress'))
);
--> statement-breakpoint
ALTER TABLE "run_events" ADD CONSTRAINT "run_events_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_events_run_idx" ON "run_events" USING btree ("run_id","id");--> statement-breakpoint
-- The run log is written by a trigger beside the NOTIFY one (0009): no write path can forget it, it
-- lands in the transaction that changes the run, and it costs no extra round trip on the hot path.
-- Messages say plainly what happened to the tokens, from the run's own settled figures.
CREATE FUNCTION run_event_tokens(n integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n = 1 THEN '1 token' ELSE n::text || ' tokens' END
$$;
--> statement-breakpoint
CREATE FUNCTION run_event_message(r runs) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  held integer := coalesce((r.pricing ->> 'hold')::integer, 0);
  outcome text;
BEGIN
  IF r.status = 'pending' THEN
    RETURN CASE
      WHEN held > 0 THEN run_event_tokens(held) || ' reserved until the run ends.'
      WHEN r.tokens_charged > 0 THEN run_event_tokens(r.tokens_charged) || ' charged.'
      ELSE 'Nothing to pay.'
    END;
  ELSIF r.status = 'running' THEN
    RETURN 'The workflow is working on it.';
  END IF;
  outcome := CASE
    WHEN r.tokens_refunded > 0 THEN run_event_tokens(r.tokens_refunded) || ' refunded.'
    WHEN held > 0 AND r.tokens_charged = 0 THEN 'Reserved tokens returned; nothing charged.'
    WHEN held > r.tokens_charged THEN run_event_tokens(r.tokens_charged) || ' charged, '
      || run_event_tokens(held - r.tokens_charged) || ' returned.'
    WHEN r.tokens_charged > 0 THEN run_event_tokens(r.tokens_charged) || ' charged.'
    ELSE 'Nothing charged.'
  END;
  IF r.status = 'failed' AND r.tokens_refunded = 0 AND r.tokens_charged > 0 THEN
    outcome := outcome || ' Not refunded: the workflow refused the input.';
  END IF;
  IF r.status = 'failed' THEN
    RETURN coalesce(regexp_replace(r.error_message, '\s*Your tokens have been refunded\.$', ''), 'The run failed.')
      || ' ' || outcome;
  END IF;
  RETURN outcome;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION record_run_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO run_events (run_id, created_at, kind, status, progress, message)
      VALUES (NEW.id, clock_timestamp(), 'status', NEW.status, NEW.progress, run_event_message(NEW));
  ELSIF NEW.progress IS DISTINCT FROM OLD.progress OR NEW.progress_message IS DISTINCT FROM OLD.progress_message THEN
    INSERT INTO run_events (run_id, created_at, kind, status, progress, message)
      VALUES (NEW.id, clock_timestamp(), 'progress', NEW.status, NEW.progress, left(NEW.progress_message, 2000));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER runs_record_event AFTER INSERT OR UPDATE OF status, progress, progress_message ON runs
  FOR EACH ROW EXECUTE FUNCTION record_run_event();
--> statement-breakpoint
-- Runs from before the log get the steps their columns still tell: queued, started, ended.
INSERT INTO run_events (run_id, created_at, kind, status, message)
SELECT run_id, at, 'status', status, message FROM (
  SELECT id AS run_id, created_at AS at, 'pending' AS status, 'Queued.' AS message, 0 AS step FROM runs
  UNION ALL
  SELECT id, started_at, 'running', 'The workflow is working on it.', 1 FROM runs WHERE started_at IS NOT NULL
  UNION ALL
  SELECT r.id, coalesce(r.completed_at, r.created_at), r.status, run_event_message(r), 2 FROM runs r
    WHERE r.status IN ('completed', 'failed', 'cancelled')
) AS steps
ORDER BY at, step;
