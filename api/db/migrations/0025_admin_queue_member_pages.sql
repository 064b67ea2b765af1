-- The admin's ingredient-proposal queue (decision 058) is kept for their session like a member's own
-- pages (decision 036): a proposal made, approved or rejected moves the member pages' counter, so the
-- next view after it is rendered afresh. A role taken away moves the content version (users), as the
-- catalogue's new ingredient does (ingredients).
CREATE TRIGGER ingredient_proposals_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ingredient_proposals FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
