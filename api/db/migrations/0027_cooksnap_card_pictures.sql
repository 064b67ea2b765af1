ALTER TABLE "recipes" ADD COLUMN "cooksnap_photo_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cooksnap_photo_width" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cooksnap_photo_height" integer;--> statement-breakpoint
-- A card shows a member's photo of the dish where there is one (decision 071): the recipe's own, or
-- else its newest "Lo he cocinado" photo, kept in the recipe row beside the count by the same
-- trigger as 0021, so a summary needs no join and the row's write moves the content version.
CREATE OR REPLACE FUNCTION apply_cooksnap_to_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_recipe integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.recipe_id ELSE NEW.recipe_id END;
BEGIN
  UPDATE recipes SET
    cooksnaps_count = CASE WHEN TG_OP = 'DELETE' THEN greatest(cooksnaps_count - 1, 0) ELSE cooksnaps_count + 1 END,
    cooksnap_photo_url = newest.url, cooksnap_photo_width = newest.width, cooksnap_photo_height = newest.height
  FROM (SELECT NULL::text AS url, NULL::integer AS width, NULL::integer AS height) AS none
  LEFT JOIN LATERAL (
    SELECT '/api/media/photos/' || photos.id || '/' || photos.width || '.webp' AS url, photos.width, photos.height
    FROM cooksnaps JOIN photos ON photos.id = cooksnaps.photo_id
    WHERE cooksnaps.recipe_id = changed_recipe
    ORDER BY cooksnaps.created_at DESC, cooksnaps.id DESC LIMIT 1
  ) AS newest ON true
  WHERE recipes.id = changed_recipe;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE recipes SET cooksnap_photo_url = newest.url, cooksnap_photo_width = newest.width, cooksnap_photo_height = newest.height
FROM (
  SELECT DISTINCT ON (cooksnaps.recipe_id) cooksnaps.recipe_id, '/api/media/photos/' || photos.id || '/' || photos.width || '.webp' AS url, photos.width, photos.height
  FROM cooksnaps JOIN photos ON photos.id = cooksnaps.photo_id
  ORDER BY cooksnaps.recipe_id, cooksnaps.created_at DESC, cooksnaps.id DESC
) AS newest
WHERE recipes.id = newest.recipe_id;
