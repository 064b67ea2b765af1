CREATE TABLE "search_queries" (
	"locale" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_locale_query_pk" PRIMARY KEY("locale","query")
);
--> statement-breakpoint
CREATE INDEX "search_queries_popular_idx" ON "search_queries" USING btree ("locale","searches");