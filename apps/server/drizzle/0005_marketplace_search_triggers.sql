-- Marketplace search document (docs/decisions/marketplace-full-text-search): name A, category B,
-- description C, 'english' stemming so that case and word forms match. Kept by triggers, so every
-- writer (admin editor, seed, SQL console) keeps it right and the list query reads a GIN index.
CREATE FUNCTION automations_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER automations_search_vector BEFORE INSERT OR UPDATE OF name, description, category_id ON automations
  FOR EACH ROW EXECUTE FUNCTION automations_search_vector_refresh();
--> statement-breakpoint
-- A renamed category rewrites the documents of its automations (touching category_id fires the trigger above).
CREATE FUNCTION categories_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE automations SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_vector AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_vector_refresh();
--> statement-breakpoint
UPDATE automations SET category_id = category_id;
