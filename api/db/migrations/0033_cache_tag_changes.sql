-- Cache tags (issue 32, decision 085): every write to what a public page shows logs the things it
-- changed, as tags ("recipe:12", "member:7" for a member's name and picture, "member-activity:7"
-- for what their profile counts and lists, "list:3", "recipes" for the set of published recipes,
-- "catalogue" for categories, tags, ingredients and roles). A kept page remembers the tags of the
-- answers it was made from and stays while none of them is logged after it.
--
-- A write's tags are logged unstamped; when its transaction commits, a deferred trigger stamps them
-- from the clock row, which it holds until that commit ends. So stamps follow commit order (a reader
-- that has seen stamp S has seen every change stamped S or lower), and the clock is the last lock a
-- transaction takes: it never waits for another lock while holding it, so it adds no deadlock to the
-- locks the content versions take (0007, 0013) in whatever order a transaction takes them.
CREATE TABLE cache_tag_clock (id integer PRIMARY KEY, seq bigint NOT NULL);
--> statement-breakpoint
INSERT INTO cache_tag_clock VALUES (1, 0);
--> statement-breakpoint
CREATE TABLE cache_tag_changes (seq bigint, tag text NOT NULL, changed_at timestamptz NOT NULL DEFAULT now());
--> statement-breakpoint
CREATE INDEX cache_tag_changes_seq_idx ON cache_tag_changes (seq);
--> statement-breakpoint
CREATE INDEX cache_tag_changes_unstamped_idx ON cache_tag_changes (seq) WHERE seq IS NULL;
--> statement-breakpoint
-- At commit, once per transaction that logged tags (the later rows' calls find nothing left).
-- Kept pages live a minute at most: changes older than ten minutes are of no use to any reader.
CREATE FUNCTION stamp_cache_tag_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamp bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM cache_tag_changes WHERE seq IS NULL) THEN RETURN NULL; END IF;
  UPDATE cache_tag_clock SET seq = seq + 1 WHERE id = 1 RETURNING seq INTO stamp;
  UPDATE cache_tag_changes SET seq = stamp WHERE seq IS NULL;
  IF stamp % 512 = 0 THEN
    DELETE FROM cache_tag_changes WHERE changed_at < now() - interval '10 minutes';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cache_tag_changes_stamped AFTER INSERT ON cache_tag_changes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stamp_cache_tag_changes();
--> statement-breakpoint
-- A generic statement trigger: TG_ARGV holds pairs (tag prefix, column); an empty column makes the
-- prefix the whole tag. The rows are the statement's new rows, old rows or both; a statement that
-- changed nothing logs nothing. (The transition tables are seen only by the trigger's own function,
-- so each trigger function logs.)
CREATE FUNCTION record_cache_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags_sql text := '';
  source text;
  i integer := 0;
BEGIN
  WHILE i < TG_NARGS LOOP
    FOREACH source IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END) LOOP
      tags_sql := tags_sql || CASE WHEN tags_sql = '' THEN '' ELSE ' UNION ALL ' END ||
        CASE WHEN TG_ARGV[i + 1] = ''
          THEN format('SELECT %L::text AS tag FROM %I', TG_ARGV[i], source)
          ELSE format('SELECT %L || %I AS tag FROM %I WHERE %I IS NOT NULL', TG_ARGV[i], TG_ARGV[i + 1], source, TG_ARGV[i + 1])
        END;
    END LOOP;
    i := i + 2;
  END LOOP;
  EXECUTE format('INSERT INTO cache_tag_changes (tag) SELECT DISTINCT tag FROM (%s) AS tags', tags_sql);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A recipe's own row moves its page. Anything but its counts moves also its author's activity (their
-- profile lists their recipes), the original it remixes (which lists its remixes), and the set of published
-- recipes (what lists pick). A review or a "Lo he cocinado" photo only moves the recipe's counts
-- (0010, 0021): lists show those through the recipe's own tag, and their order may lag until the
-- page's age runs out (decision 085).
CREATE FUNCTION record_recipe_cache_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts text[] := ARRAY['average_rating', 'reviews_count', 'ratings_total', 'cooksnaps_count', 'cooksnap_photo_url', 'cooksnap_photo_width', 'cooksnap_photo_height', 'search_revision'];
  rows_sql text;
  changed_sql text;
  tags_sql text;
BEGIN
  rows_sql := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_rows' WHEN 'DELETE' THEN 'SELECT * FROM old_rows' ELSE 'SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows' END;
  changed_sql := CASE TG_OP
    WHEN 'UPDATE' THEN format('SELECT * FROM (%s) r WHERE r.id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (to_jsonb(o) - %L::text[]) IS DISTINCT FROM (to_jsonb(n) - %L::text[]))', rows_sql, counts, counts)
    ELSE rows_sql
  END;
  tags_sql := format(
    'SELECT ''recipe:'' || r.id AS tag FROM (%1$s) r UNION ALL SELECT ''member-activity:'' || c.author_id FROM (%2$s) c UNION ALL SELECT ''recipe:'' || c.remixed_from_id FROM (%2$s) c WHERE c.remixed_from_id IS NOT NULL UNION ALL (SELECT ''recipes''::text FROM (%2$s) c LIMIT 1)',
    rows_sql, changed_sql);
  EXECUTE format('INSERT INTO cache_tag_changes (tag) SELECT DISTINCT tag FROM (%s) AS tags', tags_sql);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_cache_tags_inserted AFTER INSERT ON recipes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_recipe_cache_tags();
--> statement-breakpoint
CREATE TRIGGER recipes_cache_tags_updated AFTER UPDATE ON recipes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_recipe_cache_tags();
--> statement-breakpoint
CREATE TRIGGER recipes_cache_tags_deleted AFTER DELETE ON recipes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_recipe_cache_tags();
--> statement-breakpoint
-- Emptying a table changes everything it held: "*" tells readers that no kept page stands.
CREATE FUNCTION record_cache_tags_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_tag_changes (tag) VALUES ('*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_cache_tags_truncated AFTER TRUNCATE ON recipes FOR EACH STATEMENT EXECUTE FUNCTION record_cache_tags_truncated();
--> statement-breakpoint
-- The rest, table by table: (prefix, column) pairs for record_cache_tags(). Kept for the areas to
-- come: their migrations add their tables' triggers the same way (docs/adding-an-area.md).
CREATE FUNCTION add_cache_tag_triggers(table_name text, arguments text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_cache_tags(%s)', table_name || '_cache_tags_inserted', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_cache_tags(%s)', table_name || '_cache_tags_updated', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_cache_tags(%s)', table_name || '_cache_tags_deleted', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION record_cache_tags_truncated()', table_name || '_cache_tags_truncated', table_name);
END;
$$;
--> statement-breakpoint
SELECT add_cache_tag_triggers('recipe_ingredients', '''recipe:'', ''recipe_id'', ''recipes'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('recipe_steps', '''recipe:'', ''recipe_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('recipe_categories', '''recipe:'', ''recipe_id'', ''recipes'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('recipe_tags', '''recipe:'', ''recipe_id'', ''recipes'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('reviews', '''recipe:'', ''recipe_id'', ''member-activity:'', ''user_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('cooksnaps', '''recipe:'', ''recipe_id'', ''member-activity:'', ''user_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('users', '''member:'', ''id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('chef_profiles', '''member:'', ''user_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('follows', '''member-activity:'', ''follower_id'', ''member-activity:'', ''followed_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('point_awards', '''member-activity:'', ''user_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('user_badges', '''member-activity:'', ''user_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('recipe_lists', '''member-activity:'', ''user_id'', ''list:'', ''id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('recipe_list_items', '''list:'', ''list_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('categories', '''catalogue'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('tags', '''catalogue'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('ingredients', '''catalogue'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('role_grants', '''catalogue'', ''''');
