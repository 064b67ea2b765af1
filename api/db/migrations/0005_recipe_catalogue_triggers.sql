-- Each recipe carries its ingredient, tag and category ids (categories with every ancestor) and the
-- names of those ingredients (with synonyms), tags and categories in both languages, so that filters,
-- facet counts and full-text search read one row per recipe. Triggers keep them exact.
CREATE FUNCTION refresh_recipe_catalogue(changed integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE recipes r SET
    ingredient_ids = coalesce((
      SELECT array_agg(DISTINCT ri.ingredient_id ORDER BY ri.ingredient_id)
      FROM recipe_ingredients ri WHERE ri.recipe_id = r.id AND ri.ingredient_id IS NOT NULL), '{}'),
    tag_ids = coalesce((
      SELECT array_agg(DISTINCT rt.tag_id ORDER BY rt.tag_id) FROM recipe_tags rt WHERE rt.recipe_id = r.id), '{}'),
    category_ids = coalesce((
      WITH RECURSIVE lineage(id) AS (
        SELECT rc.category_id FROM recipe_categories rc WHERE rc.recipe_id = r.id
        UNION
        SELECT c.parent_id FROM categories c JOIN lineage ON c.id = lineage.id WHERE c.parent_id IS NOT NULL
      )
      SELECT array_agg(id ORDER BY id) FROM lineage), '{}'),
    catalogue_terms_es = concat_ws(' ',
      (SELECT string_agg(i.name_es || ' ' || array_to_string(i.synonyms_es, ' '), ' ')
        FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id WHERE ri.recipe_id = r.id),
      (SELECT string_agg(t.name_es, ' ') FROM recipe_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.recipe_id = r.id),
      (SELECT string_agg(c.name_es, ' ') FROM recipe_categories rc JOIN categories c ON c.id = rc.category_id WHERE rc.recipe_id = r.id)),
    catalogue_terms_en = concat_ws(' ',
      (SELECT string_agg(i.name_en || ' ' || array_to_string(i.synonyms_en, ' '), ' ')
        FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id WHERE ri.recipe_id = r.id),
      (SELECT string_agg(t.name_en, ' ') FROM recipe_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.recipe_id = r.id),
      (SELECT string_agg(c.name_en, ' ') FROM recipe_categories rc JOIN categories c ON c.id = rc.category_id WHERE rc.recipe_id = r.id))
  WHERE r.id = ANY(changed);
$$;
--> statement-breakpoint
-- Statement-level: a recipe saved with twenty ingredient lines is refreshed once, not twenty times.
CREATE FUNCTION recipe_catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_recipe_catalogue(ARRAY(SELECT DISTINCT recipe_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_recipe_catalogue(ARRAY(SELECT DISTINCT recipe_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_inserted AFTER INSERT ON recipe_ingredients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_updated AFTER UPDATE ON recipe_ingredients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_deleted AFTER DELETE ON recipe_ingredients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_tags_inserted AFTER INSERT ON recipe_tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_tags_updated AFTER UPDATE ON recipe_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_tags_deleted AFTER DELETE ON recipe_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_inserted AFTER INSERT ON recipe_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_updated AFTER UPDATE ON recipe_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_deleted AFTER DELETE ON recipe_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_catalogue_rows_changed();
--> statement-breakpoint
-- The full-text document now also holds the catalogue terms ("jamón" finds a recipe that uses it).
DROP INDEX recipes_search_document_idx;
--> statement-breakpoint
ALTER TABLE recipes DROP COLUMN search_document;
--> statement-breakpoint
ALTER TABLE recipes ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('sazon_es'::regconfig, coalesce(title_es, '')), 'A') ||
  setweight(to_tsvector('sazon_en'::regconfig, coalesce(title_en, '')), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, coalesce(description_es, '')), 'B') ||
  setweight(to_tsvector('sazon_en'::regconfig, coalesce(description_en, '')), 'B') ||
  setweight(to_tsvector('sazon_es'::regconfig, catalogue_terms_es), 'C') ||
  setweight(to_tsvector('sazon_en'::regconfig, catalogue_terms_en), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX recipes_search_document_idx ON recipes USING gin (search_document);
--> statement-breakpoint
SELECT refresh_recipe_catalogue(ARRAY(SELECT id FROM recipes));
