import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberTastes, recipes, users } from "../db/schema";
import { isPublished } from "../recipes/published";
import { type RecipeSummaryRow, summaryColumns } from "../recipes/recipe-queries";

export interface StoredTastes {
  diets: string[];
  dislikes: string[];
  cuisines: string[];
}

/** The member's saved tastes, or undefined before they saved or skipped the onboarding. */
export async function findTastes(db: Database, userId: number): Promise<StoredTastes | undefined> {
  const [row] = await db
    .select({ diets: memberTastes.diets, dislikes: memberTastes.dislikes, cuisines: memberTastes.cuisines })
    .from(memberTastes)
    .where(eq(memberTastes.userId, userId))
    .limit(1);
  return row;
}

/** Saves the member's tastes in one statement (a skip saves empty lists: they have been asked). */
export async function saveTastes(db: Database, userId: number, tastes: StoredTastes) {
  await db
    .insert(memberTastes)
    .values({ userId, ...tastes })
    .onConflictDoUpdate({ target: memberTastes.userId, set: { ...tastes, updatedAt: sql`now()` } });
}

/**
 * The newest published recipes filed under every one of these diets (a category holds its
 * descendants' recipes: the column lists every ancestor) and holding none of these ingredients.
 */
export async function listRecipesForTastes(db: Database, dietIds: number[], dislikedIds: number[], limit: number): Promise<RecipeSummaryRow[]> {
  const diets = sql`${recipes.categoryIds} @> ${sql.raw(`array[${dietIds.map(Number).join(",")}]::integer[]`)}`;
  const noDislikes = sql`not (${recipes.ingredientIds} && ${sql.raw(`array[${dislikedIds.map(Number).join(",")}]::integer[]`)})`;
  return db
    .select(summaryColumns)
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(and(isPublished, dietIds.length ? diets : undefined, dislikedIds.length ? noDislikes : undefined))
    .orderBy(desc(recipes.publishedAt), desc(recipes.id))
    .limit(limit);
}
