ALTER TABLE "moderation_actions" ADD COLUMN "review_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "cooksnap_id" integer;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_cooksnap_id_cooksnaps_id_fk" FOREIGN KEY ("cooksnap_id") REFERENCES "public"."cooksnaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_status" CHECK (status in ('published', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status" CHECK (status in ('published', 'hidden', 'removed'));--> statement-breakpoint
-- A card's member photo (0027) is the newest published cooksnap's: one hidden by flags or removed by
-- a moderator leaves the card, and comes back if restored (decision 097). The count keeps every
-- cooksnap, as the recipe's stars keep a hidden review's rating.
CREATE OR REPLACE FUNCTION apply_cooksnap_to_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_recipe integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.recipe_id ELSE NEW.recipe_id END;
BEGIN
  UPDATE recipes SET
    cooksnaps_count = CASE TG_OP WHEN 'DELETE' THEN greatest(cooksnaps_count - 1, 0) WHEN 'INSERT' THEN cooksnaps_count + 1 ELSE cooksnaps_count END,
    cooksnap_photo_url = newest.url, cooksnap_photo_width = newest.width, cooksnap_photo_height = newest.height
  FROM (SELECT NULL::text AS url, NULL::integer AS width, NULL::integer AS height) AS none
  LEFT JOIN LATERAL (
    SELECT '/api/media/photos/' || photos.id || '/' || photos.width || '.webp' AS url, photos.width, photos.height
    FROM cooksnaps JOIN photos ON photos.id = cooksnaps.photo_id
    WHERE cooksnaps.recipe_id = changed_recipe AND cooksnaps.status = 'published'
    ORDER BY cooksnaps.created_at DESC, cooksnaps.id DESC LIMIT 1
  ) AS newest ON true
  WHERE recipes.id = changed_recipe;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cooksnaps_keep_recipe_photo AFTER UPDATE OF status ON cooksnaps FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION apply_cooksnap_to_recipe();
--> statement-breakpoint
-- A review hidden, removed or restored touches its recipe's row as a new review does (0010), so the
-- kept answers that listed it go with the content version; its rating stays in the average.
CREATE FUNCTION touch_recipe_of_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes SET search_revision = search_revision WHERE id = NEW.recipe_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_status_touches_recipe AFTER UPDATE OF status ON reviews FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION touch_recipe_of_review();
