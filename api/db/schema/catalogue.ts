import { type AnyPgColumn, index, integer, pgEnum, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const categoryType = pgEnum("category_type", ["cuisine", "course", "diet", "occasion"]);

/** A tree: roots have level 0 and no parent. */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    type: categoryType("type").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    level: integer("level").notNull().default(0),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("categories_slug_unique").on(table.slug), index("categories_parent_idx").on(table.parentId)],
);

export const tags = pgTable(
  "tags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("tags_slug_unique").on(table.slug)],
);

export const ingredientGroup = pgEnum("ingredient_group", [
  "vegetable",
  "fruit",
  "meat",
  "poultry",
  "fish",
  "seafood",
  "dairy",
  "egg",
  "grain",
  "pasta",
  "legume",
  "nut",
  "spice",
  "herb",
  "oil",
  "condiment",
  "sweetener",
  "baking",
  "beverage",
  "other",
]);

export const ingredients = pgTable(
  "ingredients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    group: ingredientGroup("group").notNull().default("other"),
    synonymsEs: text("synonyms_es").array().notNull().default([]),
    synonymsEn: text("synonyms_en").array().notNull().default([]),
    /** Per 100 g, general values for the estimate of a recipe's nutrition (decision 057); null when unknown. */
    kcalPer100g: real("kcal_per_100g"),
    proteinGramsPer100g: real("protein_g_per_100g"),
    carbsGramsPer100g: real("carbs_g_per_100g"),
    fatGramsPer100g: real("fat_g_per_100g"),
    fiberGramsPer100g: real("fiber_g_per_100g"),
    sugarGramsPer100g: real("sugar_g_per_100g"),
    sodiumMilligramsPer100g: real("sodium_mg_per_100g"),
    /** What one piece weighs ("1 huevo", "2 dientes de ajo", "1 cebolla"); null when it is not counted in pieces. */
    gramsPerPiece: real("grams_per_piece"),
    /** Grams per millilitre, for lines measured by volume ("2 cucharadas de aceite", "1 taza de harina"). */
    gramsPerMillilitre: real("grams_per_ml"),
    ...timestamps,
  },
  (table) => [uniqueIndex("ingredients_slug_unique").on(table.slug)],
);
