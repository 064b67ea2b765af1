CREATE TABLE "forum_reactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_reactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"reply_id" integer,
	"user_id" integer NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reactions_reaction" CHECK (reaction in ('helpful', 'love', 'yum', 'bravo', 'interesting'))
);
--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reactions_opening_post" ON "forum_reactions" USING btree ("thread_id","user_id","reaction") WHERE reply_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reactions_reply" ON "forum_reactions" USING btree ("reply_id","user_id","reaction") WHERE reply_id is not null;--> statement-breakpoint
CREATE INDEX "forum_reactions_thread_idx" ON "forum_reactions" USING btree ("thread_id","reply_id");--> statement-breakpoint
CREATE INDEX "forum_reactions_user_idx" ON "forum_reactions" USING btree ("user_id");--> statement-breakpoint
-- Cache tags (decision 085): a reaction moves its thread's page alone; no list shows reactions, so no content-version trigger (decision 089).
SELECT add_cache_tag_triggers('forum_reactions', '''thread:'', ''thread_id''');
