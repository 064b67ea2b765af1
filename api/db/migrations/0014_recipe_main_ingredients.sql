-- Which ingredient lines are the dish (decisions/038): search ranks "pollo" in a chicken stew above
-- "pollo" in a pork dish's chicken stock. A line is main when its food group can make a dish (not a
-- stock, sauce, oil, spice, herb, sweetener, baking or drinks item: "caldo de pollo" is a condiment)
-- and it weighs, roughly, at least 150 g and at least 35% of the recipe's heaviest such line — so the
-- 80 g of ham on a soup is a garnish. Weights are estimated from the unit where the quantity is not
-- in grams or millilitres; kept by the catalogue triggers of 0005 like the other arrays.
ALTER TABLE "recipes" ADD COLUMN "main_ingredient_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE FUNCTION ingredient_line_grams(quantity real, unit text, food ingredient_group) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(quantity, 0) * CASE unit
    WHEN 'g' THEN 1 WHEN 'ml' THEN 1 WHEN 'kg' THEN 1000 WHEN 'l' THEN 1000
    WHEN 'cup' THEN 200 WHEN 'can' THEN 400 WHEN 'slice' THEN 30 WHEN 'bunch' THEN 60
    WHEN 'tbsp' THEN 15 WHEN 'tsp' THEN 5 WHEN 'clove' THEN 5
    WHEN 'unit' THEN CASE food
      WHEN 'poultry' THEN 300 WHEN 'meat' THEN 300 WHEN 'fish' THEN 300 WHEN 'seafood' THEN 40
      WHEN 'egg' THEN 60 WHEN 'vegetable' THEN 120 WHEN 'fruit' THEN 120 ELSE 50 END
    ELSE 0 END; -- a pinch, a sprig, a leaf, to taste
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_recipe_catalogue(changed integer[]) RETURNS void LANGUAGE sql AS $$
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
    main_ingredient_ids = coalesce((
      WITH lines AS (
        SELECT ri.ingredient_id, ingredient_line_grams(ri.quantity, ri.unit, i."group") AS grams
        FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
        WHERE ri.recipe_id = r.id AND i."group" NOT IN ('condiment', 'oil', 'spice', 'herb', 'sweetener', 'baking', 'beverage', 'other'))
      SELECT array_agg(DISTINCT ingredient_id ORDER BY ingredient_id) FROM lines
      WHERE grams >= greatest(150, 0.35 * (SELECT max(grams) FROM lines))), '{}'),
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
SELECT refresh_recipe_catalogue(ARRAY(SELECT id FROM recipes));
