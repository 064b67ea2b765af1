import { type AnyPgColumn, boolean, index, integer, pgEnum, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { categories, ingredients, tags } from "./catalogue";
import { timestamps } from "./columns";
import { contentLanguage, users } from "./users";

export const difficulty = pgEnum("difficulty", ["easy", "medium", "hard"]);

/**
 * Migrations 0003 and 0005 add `search_document`, a generated tsvector over both languages' titles,
 * descriptions and catalogue terms, and trigram indexes on the titles; they live in SQL only
 * (drizzle has no tsvector).
 */
export const recipes = pgTable(
  "recipes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleEs: text("title_es").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    descriptionEs: text("description_es").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    servings: integer("servings").notNull(),
    prepMinutes: integer("prep_minutes").notNull().default(0),
    cookMinutes: integer("cook_minutes").notNull().default(0),
    /** Hands-on time; total includes resting and waiting. */
    activeMinutes: integer("active_minutes").notNull().default(0),
    totalMinutes: integer("total_minutes").notNull().default(0),
    difficulty: difficulty("difficulty").notNull(),
    calories: integer("calories"),
    proteinGrams: real("protein_g"),
    carbsGrams: real("carbs_g"),
    fatGrams: real("fat_g"),
    fiberGrams: real("fiber_g"),
    sugarGrams: real("sugar_g"),
    sodiumMilligrams: real("sodium_mg"),
    /** The nutrition above was calculated from the catalogue, not given by the author (decision 057). */
    nutritionEstimated: boolean("nutrition_estimated").notNull().default(false),
    videoUrl: text("video_url"),
    /** The cook's notes and tips, in each language (decision 078). */
    notesEs: text("notes_es").notNull().default(""),
    notesEn: text("notes_en").notNull().default(""),
    /** What the recipe makes when servings do not say it ("24 galletas"); empty when servings do. */
    yieldEs: text("yield_es").notNull().default(""),
    yieldEn: text("yield_en").notNull().default(""),
    /** The tools it needs, one per entry ("Paellera de 40 cm"). */
    equipmentEs: text("equipment_es").array().notNull().default([]),
    equipmentEn: text("equipment_en").array().notNull().default([]),
    /** Where it comes from: a credit in the author's words ("De mi abuela Carmen") and an optional link. */
    sourceName: text("source_name").notNull().default(""),
    sourceUrl: text("source_url"),
    featuredImageUrl: text("featured_image_url"),
    featuredImageWidth: integer("featured_image_width"),
    featuredImageHeight: integer("featured_image_height"),
    isFeatured: boolean("is_featured").notNull().default(false),
    averageRating: real("average_rating").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /** Sum of the reviews' ratings; with reviews_count, kept by migration 0010's triggers. */
    ratingsTotal: integer("ratings_total").notNull().default(0),
    /** How many cooksnaps the recipe has; kept by migration 0021's trigger (decision 055). */
    cooksnapsCount: integer("cooksnaps_count").notNull().default(0),
    /**
     * The newest cooksnap's photo (its largest WebP's site path and size), or null: what a card shows
     * when the recipe has no member photo of its own (decision 071). Kept by migration 0027's trigger.
     */
    cooksnapPhotoUrl: text("cooksnap_photo_url"),
    cooksnapPhotoWidth: integer("cooksnap_photo_width"),
    cooksnapPhotoHeight: integer("cooksnap_photo_height"),
    /** Null for a draft (and an unpublished recipe); in the future for a scheduled one. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /**
     * When it first went public through authoring (decision 052): from then on a rename keeps the
     * old slug as a redirect. Seeded recipes have a publication time instead.
     */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /** Soft delete (decision 052): hidden from every public read, restorable by its author for 30 days. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The recipe this one was remixed from (decision 052); null when the original is gone. */
    remixedFromId: integer("remixed_from_id").references((): AnyPgColumn => recipes.id, { onDelete: "set null" }),
    /**
     * How many times its contents were saved (decision 076): every save names the revision it was
     * based on, and one based on an older revision is refused (409) rather than overwriting.
     */
    revision: integer("revision").notNull().default(1),
    /** The language the author wrote it in; the other language's texts are an optional translation. Null for seeded recipes. */
    language: contentLanguage("language"),
    /**
     * Kept by database triggers from recipe_ingredients, recipe_tags and recipe_categories
     * (migration 0005) so filters and facet counts read one row per recipe: the category list holds
     * every ancestor too, and the catalogue terms feed the full-text document.
     */
    ingredientIds: integer("ingredient_ids").array().notNull().default([]),
    tagIds: integer("tag_ids").array().notNull().default([]),
    categoryIds: integer("category_ids").array().notNull().default([]),
    /**
     * The ingredients that are the dish, not a stock, a seasoning or a garnish (migration 0014's
     * ingredient_line_is_main, kept by the same triggers): search ranks "pollo" in a chicken stew
     * above "pollo" in a pork dish's stock (decisions/038).
     */
    mainIngredientIds: integer("main_ingredient_ids").array().notNull().default([]),
    catalogueTermsEs: text("catalogue_terms_es").notNull().default(""),
    catalogueTermsEn: text("catalogue_terms_en").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("recipes_slug_unique").on(table.slug),
    index("recipes_author_idx").on(table.authorId),
    index("recipes_featured_idx").on(table.isFeatured, table.publishedAt),
    index("recipes_published_idx").on(table.publishedAt),
    index("recipes_ingredient_ids_idx").using("gin", table.ingredientIds),
    index("recipes_tag_ids_idx").using("gin", table.tagIds),
    index("recipes_category_ids_idx").using("gin", table.categoryIds),
    index("recipes_remixed_from_idx").on(table.remixedFromId),
  ],
);

export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    ingredientId: integer("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    quantity: real("quantity"),
    unit: text("unit").notNull(),
    noteEs: text("note_es"),
    noteEn: text("note_en"),
    /** The line as the member wrote it ("2 dientes de ajo picados"), parsed into the columns above; null for seeded lines. */
    asWritten: text("as_written"),
  },
  (table) => [index("recipe_ingredients_recipe_idx").on(table.recipeId, table.position), index("recipe_ingredients_ingredient_idx").on(table.ingredientId)],
);

export const recipeSteps = pgTable(
  "recipe_steps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    descriptionEs: text("description_es").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    imageUrl: text("image_url"),
    /** The heading of the group of steps this one belongs to ("Para la salsa"); null outside any. */
    sectionEs: text("section_es"),
    sectionEn: text("section_en"),
  },
  (table) => [index("recipe_steps_recipe_idx").on(table.recipeId, table.position)],
);

export const recipeCategories = pgTable(
  "recipe_categories",
  {
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.recipeId, table.categoryId] }), index("recipe_categories_category_idx").on(table.categoryId)],
);

export const recipeTags = pgTable(
  "recipe_tags",
  {
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.recipeId, table.tagId] }), index("recipe_tags_tag_idx").on(table.tagId)],
);

/**
 * A slug a published recipe answered to before a rename (decision 052): the detail endpoint serves
 * the recipe under its current slug, so the web can send the old address there with a 301.
 */
export const recipeSlugRedirects = pgTable(
  "recipe_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("recipe_slug_redirects_recipe_idx").on(table.recipeId)],
);
