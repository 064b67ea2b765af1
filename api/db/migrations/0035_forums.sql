CREATE TABLE "forum_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"position" integer NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer,
	"reply_id" integer,
	"editor_id" integer,
	"previous_title" text,
	"previous_source" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body_source" text NOT NULL,
	"body_html" text NOT NULL,
	"quoted_reply_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body_source" text NOT NULL,
	"body_html" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"solved_reply_id" integer,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "forum_edits" ADD CONSTRAINT "forum_edits_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_edits" ADD CONSTRAINT "forum_edits_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_edits" ADD CONSTRAINT "forum_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_quoted_reply_id_forum_replies_id_fk" FOREIGN KEY ("quoted_reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_solved_reply_id_forum_replies_id_fk" FOREIGN KEY ("solved_reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_last_user_id_users_id_fk" FOREIGN KEY ("last_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_slug" ON "forum_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "forum_edits_thread_idx" ON "forum_edits" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "forum_edits_reply_idx" ON "forum_edits" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "forum_replies_thread_idx" ON "forum_replies" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_replies_user_idx" ON "forum_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_threads_activity_idx" ON "forum_threads" USING btree ("category_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "forum_threads_created_idx" ON "forum_threads" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_threads_slug_idx" ON "forum_threads" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "forum_threads_user_idx" ON "forum_threads" USING btree ("user_id");--> statement-breakpoint
CREATE TRIGGER forum_categories_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
CREATE TRIGGER forum_threads_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_threads FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
CREATE TRIGGER forum_replies_change_community AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_replies FOR EACH STATEMENT EXECUTE FUNCTION bump_community_version();
--> statement-breakpoint
-- Cache tags (decision 085): a thread's page moves with its own posts and its category's name; the
-- forum's lists stay under the content version (the triggers above).
SELECT add_cache_tag_triggers('forum_categories', '''forum-categories'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('forum_threads', '''thread:'', ''id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('forum_replies', '''thread:'', ''thread_id''');
