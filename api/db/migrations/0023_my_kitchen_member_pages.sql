-- A member's kitchen pages (saved recipes, lists, meal plans, shopping list, pantry; decisions 044-048)
-- are kept for their session like the dashboard (decision 036): every write to what they show moves
-- the member pages' counter, so the next view after a write is rendered afresh (saved_recipes already
-- moves it: migration 0017).
CREATE TRIGGER recipe_lists_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipe_lists FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER recipe_list_items_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipe_list_items FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER meal_plans_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meal_plans FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER meal_plan_entries_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meal_plan_entries FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER shopping_lists_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_lists FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER shopping_list_lines_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_list_lines FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER shopping_list_line_sources_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_list_line_sources FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER shopping_list_members_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_list_members FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER member_kitchen_settings_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_kitchen_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER pantry_items_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pantry_items FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
--> statement-breakpoint
CREATE TRIGGER shopping_aisle_habits_change_member_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shopping_aisle_habits FOR EACH STATEMENT EXECUTE FUNCTION bump_member_pages_version();
