CREATE TABLE "forum_thread_watches" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_thread_watches_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id"),
	CONSTRAINT "forum_thread_watches_level" CHECK (level in ('watching', 'normal', 'muted'))
);
--> statement-breakpoint
ALTER TABLE "forum_thread_watches" ADD CONSTRAINT "forum_thread_watches_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_watches" ADD CONSTRAINT "forum_thread_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_thread_watches_user_idx" ON "forum_thread_watches" USING btree ("user_id");