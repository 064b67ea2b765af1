-- Full-text search over recipes in both languages: accents folded (unaccent) and words stemmed.
CREATE TEXT SEARCH CONFIGURATION sazon_es (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION sazon_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION sazon_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION sazon_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- Titles weigh more than descriptions; each language is analysed with its own rules.
ALTER TABLE recipes ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('sazon_es'::regconfig, coalesce(title_es, '')), 'A') ||
  setweight(to_tsvector('sazon_en'::regconfig, coalesce(title_en, '')), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, coalesce(description_es, '')), 'B') ||
  setweight(to_tsvector('sazon_en'::regconfig, coalesce(description_en, '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX recipes_search_document_idx ON recipes USING gin (search_document);
--> statement-breakpoint
-- Typo tolerance on titles ("gaspacho" → gazpacho): trigrams of the folded title.
CREATE INDEX recipes_title_es_trgm_idx ON recipes USING gin (immutable_unaccent(lower(title_es)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX recipes_title_en_trgm_idx ON recipes USING gin (immutable_unaccent(lower(title_en)) gin_trgm_ops);
