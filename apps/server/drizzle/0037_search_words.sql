-- Issue 41: a search with a typo ("invoce", "csv clener", "emial") is corrected to the nearest words of
-- the catalogue's vocabulary and searched again (decision 063). pg_trgm is a trusted extension: the
-- database's owner may create it; PGlite loads it at start (platform/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "automation_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"automations" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "automation_search_words_trgm_idx" ON "automation_search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words a visitor could mean: as the 'simple' parser splits them (as the search does, without
-- stemming, so a suggestion is a real word), of 3 letters or more, not numbers, hosts or hyphenated forms.
CREATE FUNCTION automation_words(name text, description text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, '')))) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9./@:_-]'
$$;
--> statement-breakpoint
-- Statement triggers with their rows as transition tables: a bulk insert (the bench's 100,000
-- automations) counts its words in one grouped upsert, and an edit that changes no word of a published
-- automation writes nothing. A transition table may not be named by a trigger of several events, hence
-- three. Upserts go in word order, so two edits at once lock shared words in the same order.
CREATE FUNCTION automation_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO automation_search_words AS s (word, automations)
  SELECT w.word, count(*)::int FROM new_rows n, automation_words(n.name, n.description) AS w(word)
  WHERE n.status = 'published' GROUP BY w.word ORDER BY w.word
  ON CONFLICT (word) DO UPDATE SET automations = s.automations + excluded.automations;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION automation_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO automation_search_words AS s (word, automations)
  SELECT word, sum(change)::int FROM (
    SELECT w.word, 1 AS change FROM new_rows n, automation_words(n.name, n.description) AS w(word) WHERE n.status = 'published'
    UNION ALL
    SELECT w.word, -1 FROM old_rows o, automation_words(o.name, o.description) AS w(word) WHERE o.status = 'published'
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
CREATE FUNCTION automation_search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE automation_search_words s SET automations = s.automations - gone.automations
  FROM (
    SELECT w.word, count(*)::int AS automations FROM old_rows o, automation_words(o.name, o.description) AS w(word)
    WHERE o.status = 'published' GROUP BY w.word ORDER BY w.word
  ) gone
  WHERE s.word = gone.word;
  IF FOUND THEN
    DELETE FROM automation_search_words WHERE automations <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER automation_search_words_insert AFTER INSERT ON automations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION automation_search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER automation_search_words_update AFTER UPDATE ON automations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION automation_search_words_updated();
--> statement-breakpoint
CREATE TRIGGER automation_search_words_delete AFTER DELETE ON automations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION automation_search_words_deleted();
--> statement-breakpoint
INSERT INTO automation_search_words (word, automations)
SELECT w.word, count(*)::int FROM automations a, automation_words(a.name, a.description) AS w(word)
WHERE a.status = 'published' GROUP BY w.word;
