ALTER TABLE "ingredients" ADD COLUMN "kcal_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "protein_g_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "carbs_g_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "fat_g_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "fiber_g_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "sugar_g_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "sodium_mg_per_100g" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "grams_per_piece" real;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "grams_per_ml" real;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "nutrition_estimated" boolean DEFAULT false NOT NULL;