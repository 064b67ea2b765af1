-- What a member's own pages show besides public content (decision 036): their notifications, active
-- days and the ending of their sessions. A counter of its own, so reading a notification does not
-- make anonymous pages start over; the page cache keeps a member's dashboard and notifications under
-- all three counters.
CREATE TABLE member_pages_version (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
--> statement-breakpoint
INSERT INTO member_pages_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_member_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_pages_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER activity_days_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_days FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
-- A session ending (revoked, or its expiry moved) changes what its pages may show; a new session, or
-- the once-a-minute note of when a token was last used, changes nothing a page shows.
CREATE TRIGGER personal_access_tokens_end_member_pages AFTER DELETE OR TRUNCATE ON personal_access_tokens FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER personal_access_tokens_change_member_pages AFTER UPDATE OF user_id, token_hash, expires_at ON personal_access_tokens FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
