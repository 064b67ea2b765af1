CREATE TABLE "cooksnaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooksnaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"photo_id" text NOT NULL,
	"comment" text NOT NULL,
	"cooked_on" date DEFAULT (now() at time zone 'Europe/Madrid')::date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cooksnaps_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cooksnaps_once_a_day" ON "cooksnaps" USING btree ("recipe_id","user_id","cooked_on");--> statement-breakpoint
CREATE INDEX "cooksnaps_recipe_idx" ON "cooksnaps" USING btree ("recipe_id","created_at");--> statement-breakpoint
CREATE INDEX "cooksnaps_user_idx" ON "cooksnaps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cooksnaps_photo_idx" ON "cooksnaps" USING btree ("photo_id");--> statement-breakpoint
-- Each cooksnap moves its recipe's count in the recipe row (decision 055): the row's write stamps a
-- new search revision (0009), so the kept recipe answers and the page cache (034) show it at once.
CREATE FUNCTION apply_cooksnap_to_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE recipes SET cooksnaps_count = greatest(cooksnaps_count - 1, 0) WHERE id = OLD.recipe_id;
  ELSE
    UPDATE recipes SET cooksnaps_count = cooksnaps_count + 1 WHERE id = NEW.recipe_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cooksnaps_keep_recipe_count AFTER INSERT OR DELETE ON cooksnaps FOR EACH ROW EXECUTE FUNCTION apply_cooksnap_to_recipe();
