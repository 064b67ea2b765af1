CREATE TABLE "event_recipes" (
	"event_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_recipes_event_id_recipe_id_pk" PRIMARY KEY("event_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_status" CHECK (status in ('going', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"host_id" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"mode" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"place" text,
	"online_url" text,
	"capacity" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_mode" CHECK (mode in ('online', 'in_person')),
	CONSTRAINT "events_capacity" CHECK (capacity > 0),
	CONSTRAINT "events_ends_after_start" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "event_recipes" ADD CONSTRAINT "event_recipes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recipes" ADD CONSTRAINT "event_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_recipes_recipe_idx" ON "event_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_queue_idx" ON "event_rsvps" USING btree ("event_id","status","signed_up_at","user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id");--> statement-breakpoint
-- Cache tags (decision 085): an event's row moves its page and the set of events the list picks; its recipes and its sign-ups, its page only.
SELECT add_cache_tag_triggers('events', '''event:'', ''id'', ''events'', ''''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('event_recipes', '''event:'', ''event_id''');
--> statement-breakpoint
SELECT add_cache_tag_triggers('event_rsvps', '''event:'', ''event_id''');
