import { and, asc, countDistinct, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, recipes, recipeTags, tags } from "../db/schema";
import { isPublished } from "../recipes/published";

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
  return rows.map((category) => ({ category, recipeCount: countById.get(category.id) ?? 0 }));
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
