import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { mealPlanEntries, mealPlans, recipeListItems, recipeLists, recipes } from "../db/schema";
import { asRecordId } from "../http/address-params";
import { ApiError } from "../http/errors";
import { isPublished } from "../recipes/published";

/** A recipe to shop for, at the servings to cook. */
export interface RecipeToShop {
  recipeId: number;
  servings: number;
}

/** One published recipe by id or slug, at the servings asked for (its own when none). */
export async function recipeToShop(db: Database, key: string, servings: number | undefined): Promise<RecipeToShop> {
  const id = asRecordId(key);
  const [row] = await db
    .select({ id: recipes.id, servings: recipes.servings })
    .from(recipes)
    .where(and(id !== undefined ? eq(recipes.id, id) : eq(recipes.slug, key), isPublished))
    .limit(1);
  if (!row) throw new ApiError(404, "shopping.recipe_not_found");
  return { recipeId: row.id, servings: servings ?? row.servings };
}

/** Every published recipe of one of the caller's recipe lists (by id or slug), each at its own servings. */
export async function recipeListToShop(db: Database, userId: number, key: string): Promise<RecipeToShop[]> {
  const id = asRecordId(key);
  const [list] = await db
    .select({ id: recipeLists.id })
    .from(recipeLists)
    .where(and(eq(recipeLists.userId, userId), id !== undefined ? eq(recipeLists.id, id) : eq(recipeLists.slug, key)))
    .limit(1);
  if (!list) throw new ApiError(404, "shopping.recipe_list_not_found");
  const rows = await db
    .select({ recipeId: recipes.id, servings: recipes.servings })
    .from(recipeListItems)
    .innerJoin(recipes, eq(recipes.id, recipeListItems.recipeId))
    .where(and(eq(recipeListItems.listId, list.id), isPublished))
    .orderBy(asc(recipeListItems.position));
  return rows;
}

/**
 * Every recipe entry of one of the caller's meal plans at its planned servings (the recipe's own when
 * the entry has none). Leftovers are cooked already and notes buy nothing, so neither adds a line.
 */
export async function mealPlanToShop(db: Database, userId: number, planId: number): Promise<RecipeToShop[]> {
  const [plan] = await db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
    .limit(1);
  if (!plan) throw new ApiError(404, "shopping.meal_plan_not_found");
  const rows = await db
    .select({ recipeId: recipes.id, planned: mealPlanEntries.servings, own: recipes.servings })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlanEntries.planId, plan.id), isNotNull(mealPlanEntries.recipeId), isNull(mealPlanEntries.leftoversOfEntryId), isPublished))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.slot), asc(mealPlanEntries.position));
  return rows.map((row) => ({ recipeId: row.recipeId, servings: row.planned ?? row.own }));
}
