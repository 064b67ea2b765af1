-- One index per search order (api/search/recipe-search.ts orderFor), so a sorted page of the whole
-- catalogue walks an index instead of sorting 100,000 rows. Expressions match the ORDER BY exactly.
CREATE INDEX recipes_title_es_order_idx ON recipes (immutable_unaccent(lower(title_es)), id);
--> statement-breakpoint
CREATE INDEX recipes_title_en_order_idx ON recipes (immutable_unaccent(lower(title_en)), id);
--> statement-breakpoint
CREATE INDEX recipes_popular_order_idx ON recipes (reviews_count DESC, average_rating DESC, published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX recipes_rating_order_idx ON recipes (average_rating DESC, reviews_count DESC, published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX recipes_quickest_order_idx ON recipes (total_minutes, published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX recipes_longest_order_idx ON recipes (total_minutes DESC, published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX recipes_easiest_order_idx ON recipes (difficulty, published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX recipes_hardest_order_idx ON recipes (difficulty DESC, published_at DESC, id DESC);
