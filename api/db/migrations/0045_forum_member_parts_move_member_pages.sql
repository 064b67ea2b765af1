-- A member's forum pages are kept for their session (decision 104): the one thing only that member sees on a
-- thread and that no other write moves — their watch level — now moves the member pages' version, as a save
-- does (0017). Their reactions and posts move the community version (0035, 0040), which the member version includes.
CREATE TRIGGER forum_thread_watches_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_thread_watches FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
