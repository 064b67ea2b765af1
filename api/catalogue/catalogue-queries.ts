import { and, asc, count, countDistinct, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, recipeCategories, recipes, recipeTags, tags } from "../db/schema";
import { isPublished } from "../recipes/published";

/** Every category with how many published recipes are filed directly under it (not under its descendants). */
export async function listCategoriesWithDirectCounts(db: Database) {
  const directCounts = await db
    .select({ categoryId: recipeCategories.categoryId, recipes: count() })
    .from(recipeCategories)
    .innerJoin(recipes, and(eq(recipes.id, recipeCategories.recipeId), isPublished))
    .groupBy(recipeCategories.categoryId);
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const countById = new Map(directCounts.map((row) => [row.categoryId, row.recipes]));
  return rows.map((category) => ({ category, directRecipeCount: countById.get(category.id) ?? 0 }));
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
