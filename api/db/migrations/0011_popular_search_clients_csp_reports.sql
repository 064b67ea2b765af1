CREATE TABLE "hidden_search_terms" (
	"query" text PRIMARY KEY NOT NULL,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_day_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_query_clients" (
	"day" date NOT NULL,
	"client_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	"locale" text NOT NULL,
	"query" text NOT NULL,
	CONSTRAINT "search_query_clients_day_client_hash_locale_query_pk" PRIMARY KEY("day","client_hash","locale","query")
);
--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_url" text NOT NULL,
	"effective_directive" text NOT NULL,
	"blocked_url" text NOT NULL,
	"disposition" text NOT NULL,
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"sample" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "hidden_search_terms" ADD CONSTRAINT "hidden_search_terms_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_query_clients_address_idx" ON "search_query_clients" USING btree ("day","address_hash");--> statement-breakpoint
CREATE INDEX "csp_reports_received_idx" ON "csp_reports" USING btree ("received_at");