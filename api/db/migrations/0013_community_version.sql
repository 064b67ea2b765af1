-- What public pages show besides what search reads: who follows whom, points, badges and the AI
-- chefs' bios (decision 034). A counter of its own, so a follow does not make every process's search
-- index and kept API answers start over; the page cache keys its entries by both counters.
CREATE TABLE community_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
--> statement-breakpoint
INSERT INTO community_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_community_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER follows_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON follows FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
CREATE TRIGGER point_awards_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON point_awards FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
CREATE TRIGGER user_badges_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_badges FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
CREATE TRIGGER chef_profiles_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chef_profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
