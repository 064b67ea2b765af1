import { and, asc, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { categories, ingredients, recipes, recipeTags, tags } from "../db/schema";
import { isPublished } from "../recipes/published";
import type { IngredientNutrients } from "./nutrition-estimate";

/**
 * Every category with how many distinct published recipes are filed under it or any of its
 * descendants. A recipe's category_ids holds each of its categories and every ancestor once
 * (migration 0005), so a recipe in two children of one parent counts once in the parent; summing
 * the children's counts counted it twice ("Dietas (556)" of 304 recipes).
 */
export async function listCategoriesWithRecipeCounts(db: Database) {
  const result = await db.execute(sql`
    select linked.category_id, count(distinct ${recipes.id})::int as recipes
    from ${recipes} cross join unnest(${recipes.categoryIds}) as linked(category_id)
    where ${isPublished} group by linked.category_id`);
  const recipeCounts = (result as unknown as { rows: { category_id: number; recipes: number }[] }).rows;
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const countById = new Map(recipeCounts.map((row) => [Number(row.category_id), Number(row.recipes)]));
  const pictureById = await listCategoryPictures(db);
  return rows.map((category) => ({ category, recipeCount: countById.get(category.id) ?? 0, picture: pictureById.get(category.id) ?? null }));
}

export interface CategoryPicture {
  featuredImageUrl: string | null;
  featuredImageWidth: number | null;
  featuredImageHeight: number | null;
  cooksnapPhotoUrl: string | null;
  cooksnapPhotoWidth: number | null;
  cooksnapPhotoHeight: number | null;
}

/**
 * Each category's picture (decision 071): its most popular published recipe with a picture, in the
 * order "popular" sorts a search (most reviews, then best rated, then newest), descendants included.
 */
async function listCategoryPictures(db: Database) {
  const pictures = rowsOf<{ category_id: number } & Record<string, string | number | null>>(
    await db.execute(sql`
      select distinct on (linked.category_id) linked.category_id,
        ${recipes.featuredImageUrl} as featured_image_url, ${recipes.featuredImageWidth} as featured_image_width, ${recipes.featuredImageHeight} as featured_image_height,
        ${recipes.cooksnapPhotoUrl} as cooksnap_photo_url, ${recipes.cooksnapPhotoWidth} as cooksnap_photo_width, ${recipes.cooksnapPhotoHeight} as cooksnap_photo_height
      from ${recipes} cross join unnest(${recipes.categoryIds}) as linked(category_id)
      where ${isPublished} and (${recipes.featuredImageUrl} is not null or ${recipes.cooksnapPhotoUrl} is not null)
      order by linked.category_id, ${recipes.reviewsCount} desc, ${recipes.averageRating} desc, ${recipes.publishedAt} desc, ${recipes.id} desc`),
  );
  const text = (value: string | number | null | undefined) => (typeof value === "string" ? value : null);
  const int = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return new Map<number, CategoryPicture>(
    pictures.map((row) => [
      Number(row.category_id),
      {
        featuredImageUrl: text(row.featured_image_url),
        featuredImageWidth: int(row.featured_image_width),
        featuredImageHeight: int(row.featured_image_height),
        cooksnapPhotoUrl: text(row.cooksnap_photo_url),
        cooksnapPhotoWidth: int(row.cooksnap_photo_width),
        cooksnapPhotoHeight: int(row.cooksnap_photo_height),
      },
    ]),
  );
}

export async function listTags(db: Database) {
  return db.select().from(tags).orderBy(asc(tags.slug));
}

/** A tag with how many published recipes carry it, or undefined. */
export async function findTagWithRecipeCount(db: Database, slug: string) {
  const [row] = await db
    .select({ tag: tags, recipeCount: countDistinct(recipes.id) })
    .from(tags)
    .leftJoin(recipeTags, eq(recipeTags.tagId, tags.id))
    .leftJoin(recipes, and(eq(recipes.id, recipeTags.recipeId), isPublished))
    .where(eq(tags.slug, slug))
    .groupBy(tags.id);
  return row;
}

export async function findCategoryId(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row?.id;
}

export async function findTagId(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug)).limit(1);
  return row?.id;
}

/** Every catalogue ingredient with its names and synonyms in both languages: what the ingredient-line parser matches against. */
export async function listIngredientCatalogue(db: Database) {
  return db
    .select({
      id: ingredients.id,
      slug: ingredients.slug,
      nameEs: ingredients.nameEs,
      nameEn: ingredients.nameEn,
      synonymsEs: ingredients.synonymsEs,
      synonymsEn: ingredients.synonymsEn,
    })
    .from(ingredients)
    .orderBy(asc(ingredients.slug));
}

/** Nutrients per 100 g, piece weight and density of these catalogue ingredients, by id (decision 057). */
export async function listIngredientNutrients(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, IngredientNutrients>();
  const rows = await db
    .select({
      id: ingredients.id,
      kcalPer100g: ingredients.kcalPer100g,
      proteinGramsPer100g: ingredients.proteinGramsPer100g,
      carbsGramsPer100g: ingredients.carbsGramsPer100g,
      fatGramsPer100g: ingredients.fatGramsPer100g,
      fiberGramsPer100g: ingredients.fiberGramsPer100g,
      sugarGramsPer100g: ingredients.sugarGramsPer100g,
      sodiumMilligramsPer100g: ingredients.sodiumMilligramsPer100g,
      gramsPerPiece: ingredients.gramsPerPiece,
      gramsPerMillilitre: ingredients.gramsPerMillilitre,
    })
    .from(ingredients)
    .where(inArray(ingredients.id, [...ids]));
  return new Map<number, IngredientNutrients>(rows.map(({ id, ...nutrients }) => [id, nutrients]));
}
