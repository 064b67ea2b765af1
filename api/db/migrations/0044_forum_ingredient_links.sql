CREATE TABLE "forum_thread_ingredients" (
	"thread_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "forum_thread_ingredients_thread_id_ingredient_id_pk" PRIMARY KEY("thread_id","ingredient_id")
);
--> statement-breakpoint
ALTER TABLE "forum_thread_ingredients" ADD CONSTRAINT "forum_thread_ingredients_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_ingredients" ADD CONSTRAINT "forum_thread_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_thread_ingredients_ingredient_idx" ON "forum_thread_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
-- Threads about catalogue ingredients (decision 099), as forum_thread_recipes (0042): a link added or
-- dropped moves the ingredient's list of threads under its own tag; a linked thread's own changes move
-- it through the thread's tag, which the list names for each thread it read.
CREATE TRIGGER forum_thread_ingredients_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_thread_ingredients FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
SELECT add_cache_tag_triggers('forum_thread_ingredients', '''ingredient-threads:'', ''ingredient_id''');
--> statement-breakpoint
-- Forum search over replies too (decision 099): the same document as the threads' (0042), a reply's
-- source in both languages' configurations; the search repeats this expression (forum-search.ts).
CREATE INDEX forum_replies_search_idx ON forum_replies USING gin ((
  to_tsvector('sazon_es'::regconfig, body_source) || to_tsvector('sazon_en'::regconfig, body_source)
));
