CREATE TABLE "challenge_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"cooksnap_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_votes" (
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_votes_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"host_id" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"theme_es" text NOT NULL,
	"theme_en" text NOT NULL,
	"rules_es" text NOT NULL,
	"rules_en" text NOT NULL,
	"cover_url" text,
	"cover_width" integer,
	"cover_height" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"voting_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"max_entries_per_member" integer DEFAULT 1 NOT NULL,
	"required_ingredient_ids" integer[] DEFAULT '{}' NOT NULL,
	"required_tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_windows" CHECK ("challenges"."opens_at" < "challenges"."voting_at" and "challenges"."voting_at" < "challenges"."closes_at"),
	CONSTRAINT "challenges_max_entries" CHECK ("challenges"."max_entries_per_member" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_cooksnap_id_cooksnaps_id_fk" FOREIGN KEY ("cooksnap_id") REFERENCES "public"."cooksnaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_votes" ADD CONSTRAINT "challenge_votes_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_votes" ADD CONSTRAINT "challenge_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_recipe" ON "challenge_entries" USING btree ("challenge_id","recipe_id") WHERE "challenge_entries"."cooksnap_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_cooksnap" ON "challenge_entries" USING btree ("challenge_id","cooksnap_id");--> statement-breakpoint
CREATE INDEX "challenge_entries_user_idx" ON "challenge_entries" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "challenge_votes_user_idx" ON "challenge_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_slug" ON "challenges" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "challenges_closes_idx" ON "challenges" USING btree ("closes_at","id");--> statement-breakpoint
-- Cache tags (decision 085): a challenge's row moves its page and the set the list picks; an entry,
-- its challenge's page. A vote moves nothing public: the counts stay hidden until voting closes, and
-- no vote is taken after (decision 109). A challenge's write also moves the community version, so the
-- next window boundary kept pages expire at is read again (decision 110).
SELECT add_cache_tag_triggers('challenges', '''challenge:'', ''id'', ''challenges'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('challenge_entries', '''challenge:'', ''challenge_id''');
--> statement-breakpoint
CREATE TRIGGER challenges_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON challenges FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
