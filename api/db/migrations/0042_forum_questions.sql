CREATE TABLE "forum_thread_recipes" (
	"thread_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "forum_thread_recipes_thread_id_recipe_id_pk" PRIMARY KEY("thread_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "forum_thread_recipes" ADD CONSTRAINT "forum_thread_recipes_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_recipes" ADD CONSTRAINT "forum_thread_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_thread_recipes_recipe_idx" ON "forum_thread_recipes" USING btree ("recipe_id");--> statement-breakpoint
-- Questions where the cook is (decision 095). A link added or dropped moves the recipe's questions
-- list (its own tag, so the recipe's other answers stay kept); a linked thread's own changes (a reply,
-- a solution) move it through the thread's tag, which the list names for each thread it holds.
-- The forum's other lists stay under the content version, as the forum's tables do (0035).
CREATE TRIGGER forum_thread_recipes_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_thread_recipes FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
SELECT add_cache_tag_triggers('forum_thread_recipes', '''recipe-questions:'', ''recipe_id''');
--> statement-breakpoint
-- Forum search (decision 095) with the recipes' text machinery (0003): both languages' stemmers,
-- accents folded by unaccent, over the title (weight A) and the opening post's source (B). An
-- expression index, so the thread's table and its drizzle schema stay as they are; the search
-- repeats this expression (forumSearchDocument in api/forums/forum-search.ts).
CREATE INDEX forum_threads_search_idx ON forum_threads USING gin ((
  setweight(to_tsvector('sazon_es'::regconfig, title), 'A') || setweight(to_tsvector('sazon_en'::regconfig, title), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, body_source), 'B') || setweight(to_tsvector('sazon_en'::regconfig, body_source), 'B')
));
