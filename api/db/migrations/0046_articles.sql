CREATE TABLE "article_recipes" (
	"article_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "article_recipes_article_id_recipe_id_pk" PRIMARY KEY("article_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"dek_es" text NOT NULL,
	"dek_en" text NOT NULL,
	"body_source_es" text NOT NULL,
	"body_source_en" text NOT NULL,
	"body_html_es" text NOT NULL,
	"body_html_en" text NOT NULL,
	"preview_html_es" text NOT NULL,
	"preview_html_en" text NOT NULL,
	"reading_minutes_es" integer NOT NULL,
	"reading_minutes_en" integer NOT NULL,
	"cover_url" text,
	"cover_width" integer,
	"cover_height" integer,
	"plus_only" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_kind" CHECK (kind in ('technique', 'ingredient'))
);
--> statement-breakpoint
ALTER TABLE "article_recipes" ADD CONSTRAINT "article_recipes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_recipes" ADD CONSTRAINT "article_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_recipes_recipe_idx" ON "article_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_kind_published_idx" ON "articles" USING btree ("kind","published_at","id");--> statement-breakpoint
-- Articles are found by the recipe search's words in either language (decision 103): each language's
-- texts in its own configuration (accents folded by unaccent, migration 0003), as the search reads it.
CREATE INDEX "articles_search_idx" ON "articles" USING gin ((
  setweight(to_tsvector('sazon_es'::regconfig, title_es), 'A') || setweight(to_tsvector('sazon_en'::regconfig, title_en), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, dek_es), 'B') || setweight(to_tsvector('sazon_en'::regconfig, dek_en), 'B') ||
  setweight(to_tsvector('sazon_es'::regconfig, body_source_es), 'C') || setweight(to_tsvector('sazon_en'::regconfig, body_source_en), 'C')
));
--> statement-breakpoint
-- Cache tags (decision 085): an article's row moves its page and the set of articles lists pick; its related recipes, its page.
SELECT add_cache_tag_triggers('articles', '''article:'', ''id'', ''articles'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('article_recipes', '''article:'', ''article_id''');
