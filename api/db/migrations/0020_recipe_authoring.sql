CREATE TABLE "recipe_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "as_written" text;--> statement-breakpoint
ALTER TABLE "recipe_steps" ADD COLUMN "section_es" text;--> statement-breakpoint
ALTER TABLE "recipe_steps" ADD COLUMN "section_en" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "remixed_from_id" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "language" "content_language";--> statement-breakpoint
ALTER TABLE "recipe_slug_redirects" ADD CONSTRAINT "recipe_slug_redirects_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_slug_redirects_recipe_idx" ON "recipe_slug_redirects" USING btree ("recipe_id");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_remixed_from_id_recipes_id_fk" FOREIGN KEY ("remixed_from_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_remixed_from_idx" ON "recipes" USING btree ("remixed_from_id");