-- A counter every change to what search reads moves forward: cached search answers and facet counts
-- are valid only for the version they were computed at, in every process sharing the database.
CREATE TABLE search_index_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
--> statement-breakpoint
INSERT INTO search_index_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_search_index_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_index_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_change_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
--> statement-breakpoint
CREATE TRIGGER users_change_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
--> statement-breakpoint
CREATE TRIGGER categories_change_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
--> statement-breakpoint
CREATE TRIGGER tags_change_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
--> statement-breakpoint
CREATE TRIGGER ingredients_change_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ingredients FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
