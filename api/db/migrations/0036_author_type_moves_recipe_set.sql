-- A member made an AI chef (or no longer one) changes which recipes a search by author type picks and
-- the author-type counts (decision 086): the set of published recipes as lists see it moves, as when a
-- recipe is published. Other writes to users (a sign-in, a new name) move only "member:<id>" (0033).
CREATE FUNCTION record_author_type_cache_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.is_ai_chef IS DISTINCT FROM n.is_ai_chef) THEN
    INSERT INTO cache_tag_changes (tag) VALUES ('recipes');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_author_type_cache_tags AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_author_type_cache_tags();
