CREATE TABLE "content_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"thread_id" integer,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"weight" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "content_flags_subject_type" CHECK (subject_type in ('forum_thread', 'forum_reply', 'review', 'cooksnap')),
	CONSTRAINT "content_flags_reason" CHECK (reason in ('spam', 'offensive', 'off_topic', 'other'))
);
--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_flags" ADD CONSTRAINT "content_flags_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_flags" ADD CONSTRAINT "content_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_flags" ADD CONSTRAINT "content_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_flags_one_per_member" ON "content_flags" USING btree ("subject_type","subject_id","user_id");--> statement-breakpoint
CREATE INDEX "content_flags_open_idx" ON "content_flags" USING btree ("subject_type","subject_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "content_flags_user_idx" ON "content_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_replies_held_idx" ON "forum_replies" USING btree ("created_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "forum_threads_held_idx" ON "forum_threads" USING btree ("created_at") WHERE status = 'held';--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_status" CHECK (status in ('published', 'held', 'rejected', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_status" CHECK (status in ('published', 'held', 'rejected', 'hidden', 'removed'));