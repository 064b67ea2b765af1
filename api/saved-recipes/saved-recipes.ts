import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { SavedRecipe, SavedRecipesState } from "../contract/saved-recipes";
import type { Database } from "../db/client";
import { recipes, savedRecipes, users } from "../db/schema";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import type { ApiLocale } from "../i18n/messages";
import { isPublished } from "../recipes/published";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { summaryColumns } from "../recipes/recipe-queries";
import { rowsOf } from "../db/rows-of";

/**
 * A member's saved recipes. Only published recipes can be saved, and only published ones are
 * counted or listed: a recipe its author takes back down leaves the list until it returns.
 */
const mine = (userId: number) => and(eq(savedRecipes.userId, userId), isPublished);

/**
 * Saves a published recipe unless the member already holds `max` others; saving one already saved
 * changes nothing (the first save's time stays). One statement: the member's count after it, or
 * undefined when the limit refused it.
 */
export async function saveRecipe(db: Database, userId: number, recipeId: number, max: number): Promise<{ count: number } | undefined> {
  const [row] = rowsOf<{ before: number; already: boolean; added: number }>(
    await db.execute(sql`
      with held as (
        select count(*)::int as before, coalesce(bool_or(${savedRecipes.recipeId} = ${recipeId}), false) as already
        from ${savedRecipes} inner join ${recipes} on ${recipes.id} = ${savedRecipes.recipeId}
        where ${mine(userId)}
      ), added as (
        insert into ${savedRecipes} (user_id, recipe_id) select ${userId}, ${recipeId} from held where already or before < ${max}
        on conflict do nothing returning 1
      )
      select before, already, (select count(*)::int from added) as added from held`),
  );
  if (!row || (!row.already && Number(row.before) >= max)) return undefined;
  return { count: Number(row.before) + Number(row.added) };
}

/** Unsaves a recipe; one that was not saved is fine. */
export async function unsaveRecipe(db: Database, userId: number, recipeId: number) {
  await db.delete(savedRecipes).where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)));
}

/** How many recipes the member has saved (published ones: what their list shows). */
export async function countSavedRecipes(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedRecipes).innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId)).where(mine(userId));
  return Number(row?.n ?? 0);
}

/** The count and ids of the member's saved recipes, newest first, in one statement (every signed-in page asks). */
export async function savedRecipesState(db: Database, userId: number): Promise<SavedRecipesState> {
  const rows = await db
    .select({ id: savedRecipes.recipeId })
    .from(savedRecipes)
    .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
    .where(mine(userId))
    .orderBy(desc(savedRecipes.createdAt), desc(savedRecipes.recipeId));
  return { count: rows.length, recipe_ids: rows.map((row) => row.id) };
}

/** (saved at, recipe id) of the last row; the time as PostgreSQL wrote it, microseconds included. */
const savedCursor = z.tuple([cursorTime, cursorRecordId]);

/** One page of the member's saved recipes, newest save first, by cursor, with how many there are. */
export async function listSavedRecipes(db: Database, userId: number, perPage: number, locale: ApiLocale, mediaBaseUrl: string, cursor?: string) {
  const after = decodeCursor(cursor, savedCursor);
  const [rows, total] = await Promise.all([
    db
      .select({ ...summaryColumns, savedAt: savedRecipes.createdAt, exactAt: sql<string>`${savedRecipes.createdAt}::text` })
      .from(savedRecipes)
      .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
      .innerJoin(users, eq(users.id, recipes.authorId))
      .where(and(mine(userId), after ? sql`(${savedRecipes.createdAt}, ${savedRecipes.recipeId}) < (${after[0]}::timestamptz, ${after[1]})` : undefined))
      .orderBy(desc(savedRecipes.createdAt), desc(savedRecipes.recipeId))
      .limit(perPage + 1),
    countSavedRecipes(db, userId),
  ]);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  const data: SavedRecipe[] = page.map((row) => ({ ...presentRecipeSummary(row, locale, mediaBaseUrl), saved_at: row.savedAt.toISOString() }));
  return { data, meta: { per_page: perPage, next_cursor: rows.length > perPage && last ? encodeCursor([last.exactAt, last.recipe.id]) : null, total } };
}
