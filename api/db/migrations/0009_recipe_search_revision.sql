-- The API filters, sorts and counts facets in memory (api/search/recipe-index.ts) and keeps that
-- index fresh by reading only what changed: every recipe row carries the search_index_version its
-- last write produced, and removals are logged with theirs.
ALTER TABLE recipes ADD COLUMN search_revision bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE INDEX recipes_search_revision_idx ON recipes (search_revision);
--> statement-breakpoint
-- recipe_id NULL records a TRUNCATE: every recipe is gone.
CREATE TABLE recipe_search_removals (revision bigint NOT NULL, recipe_id integer);
--> statement-breakpoint
CREATE INDEX recipe_search_removals_revision_idx ON recipe_search_removals (revision);
--> statement-breakpoint
-- The counter row stays locked until commit (the statement trigger of 0007 then moves it to this
-- same value), so revisions follow commit order: a reader that sees version V sees every row
-- stamped V or lower.
CREATE FUNCTION next_search_revision() RETURNS bigint LANGUAGE sql AS $$
  SELECT version + 1 FROM search_index_version WHERE id = 1 FOR UPDATE;
$$;
--> statement-breakpoint
CREATE FUNCTION stamp_recipe_search_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_revision := next_search_revision();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_stamp_search_revision BEFORE INSERT OR UPDATE ON recipes FOR EACH ROW EXECUTE FUNCTION stamp_recipe_search_revision();
--> statement-breakpoint
CREATE FUNCTION log_recipe_search_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_search_removals (revision, recipe_id) VALUES (next_search_revision(), CASE WHEN TG_OP = 'DELETE' THEN OLD.id END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_log_search_removal AFTER DELETE ON recipes FOR EACH ROW EXECUTE FUNCTION log_recipe_search_removal();
--> statement-breakpoint
-- BEFORE, so its revision is taken ahead of 0007's AFTER bump and equals the version the statement ends at.
CREATE TRIGGER recipes_log_search_truncate BEFORE TRUNCATE ON recipes FOR EACH STATEMENT EXECUTE FUNCTION log_recipe_search_removal();
--> statement-breakpoint
-- Sorting happens in the index now; these only slowed writes down.
DROP INDEX recipes_title_es_order_idx;
--> statement-breakpoint
DROP INDEX recipes_title_en_order_idx;
--> statement-breakpoint
DROP INDEX recipes_popular_order_idx;
--> statement-breakpoint
DROP INDEX recipes_rating_order_idx;
--> statement-breakpoint
DROP INDEX recipes_quickest_order_idx;
--> statement-breakpoint
DROP INDEX recipes_longest_order_idx;
--> statement-breakpoint
DROP INDEX recipes_easiest_order_idx;
--> statement-breakpoint
DROP INDEX recipes_hardest_order_idx;
