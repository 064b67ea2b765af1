import { asc, count } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, recipeCategories, tags } from "../db/schema";

export async function listCategoriesWithDirectCounts(db: Database) {
  const directCounts = await db
    .select({ categoryId: recipeCategories.categoryId, recipes: count() })
    .from(recipeCategories)
    .groupBy(recipeCategories.categoryId);
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const countById = new Map(directCounts.map((row) => [row.categoryId, row.recipes]));
  return rows.map((category) => ({ category, directRecipeCount: countById.get(category.id) ?? 0 }));
}

export async function listTags(db: Database) {
  return db.select().from(tags).orderBy(asc(tags.slug));
}
