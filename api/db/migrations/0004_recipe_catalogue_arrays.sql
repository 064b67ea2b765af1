ALTER TABLE "recipes" ADD COLUMN "ingredient_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "tag_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "catalogue_terms_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "catalogue_terms_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_ingredient_ids_idx" ON "recipes" USING gin ("ingredient_ids");--> statement-breakpoint
CREATE INDEX "recipes_tag_ids_idx" ON "recipes" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "recipes_category_ids_idx" ON "recipes" USING gin ("category_ids");