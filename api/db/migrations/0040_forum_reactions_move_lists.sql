-- The top sort (decision 092) orders a category's threads by their reactions: a reaction now moves the
-- forum's lists, which stay under the content version as threads and replies do (0035). Its tag
-- stays its thread's alone (0038): no kept thread page moves for a reaction elsewhere.
CREATE TRIGGER forum_reactions_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_reactions FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
