-- Issue 39: a deleted automation goes to a trash for 30 days, restorable, then is purged (decision 066).
ALTER TABLE "admin_actions" DROP CONSTRAINT "admin_actions_type_valid";--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automations_trash_idx" ON "automations" USING btree ("deleted_at") WHERE "automations"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_type_valid" CHECK (action_type in ('promote_admin', 'demote_admin', 'adjust_tokens', 'update_user', 'create_automation', 'update_automation', 'delete_automation', 'rotate_webhook_secret', 'cancel_run', 'refund_run', 'update_lead_request', 'create_category', 'rename_category', 'delete_category', 'update_welcome_credit', 'resume_automation', 'update_health_thresholds', 'restore_automation', 'purge_automation'));
--> statement-breakpoint
-- The typo vocabulary (decision 063) counts the words of live published automations only: a trashed
-- one's words leave it, a restored one's come back. Same functions as 0037 with deleted_at added.
CREATE OR REPLACE FUNCTION automation_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO automation_search_words AS s (word, automations)
  SELECT w.word, count(*)::int FROM new_rows n, automation_words(n.name, n.description) AS w(word)
  WHERE n.status = 'published' AND n.deleted_at IS NULL GROUP BY w.word ORDER BY w.word
  ON CONFLICT (word) DO UPDATE SET automations = s.automations + excluded.automations;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION automation_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO automation_search_words AS s (word, automations)
  SELECT word, sum(change)::int FROM (
    SELECT w.word, 1 AS change FROM new_rows n, automation_words(n.name, n.description) AS w(word)
    WHERE n.status = 'published' AND n.deleted_at IS NULL
    UNION ALL
    SELECT w.word, -1 FROM old_rows o, automation_words(o.name, o.description) AS w(word)
    WHERE o.status = 'published' AND o.deleted_at IS NULL
  ) counted
  GROUP BY word HAVING sum(change) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET automations = s.automations + excluded.automations;
  IF FOUND THEN
    DELETE FROM automation_search_words WHERE automations <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION automation_search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE automation_search_words s SET automations = s.automations - gone.automations
  FROM (
    SELECT w.word, count(*)::int AS automations FROM old_rows o, automation_words(o.name, o.description) AS w(word)
    WHERE o.status = 'published' AND o.deleted_at IS NULL GROUP BY w.word ORDER BY w.word
  ) gone
  WHERE s.word = gone.word;
  IF FOUND THEN
    DELETE FROM automation_search_words WHERE automations <= 0;
  END IF;
  RETURN NULL;
END;
$$;
