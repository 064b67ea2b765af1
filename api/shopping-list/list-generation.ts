import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { describeIngredientLine, type LineLocale, scaleIngredientLine } from "../contract/ingredient-line";
import { SHOPPING_LIST_MAX_LINES } from "../contract/limits";
import { STAPLE_INGREDIENT_SLUGS } from "../contract/shopping-aisles";
import { type BaseAmount, mergeKey, remainingAfterPantry, toBaseAmount } from "../contract/shopping-quantities";
import type { Database } from "../db/client";
import { ingredients, memberKitchenSettings, pantryItems, recipeIngredients, recipes, shoppingListLines, shoppingListLineSources } from "../db/schema";
import { ApiError } from "../http/errors";
import type { RecipeToShop } from "./recipe-sources";
import type { PantryHolding } from "./recipe-shopping-lines";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a member's kitchen holds, by ingredient id: pantry rows, and the staples unless switched off. */
export async function pantryOf(db: Database | Transaction, userId: number): Promise<Map<number, PantryHolding>> {
  const [settings] = await db.select({ assumeStaples: memberKitchenSettings.assumeStaples }).from(memberKitchenSettings).where(eq(memberKitchenSettings.userId, userId));
  const holdings = new Map<number, PantryHolding>();
  if (settings?.assumeStaples ?? true) {
    const staples = await db
      .select({ id: ingredients.id })
      .from(ingredients)
      .where(inArray(ingredients.slug, [...STAPLE_INGREDIENT_SLUGS]));
    for (const staple of staples) holdings.set(staple.id, "staple");
  }
  const rows = await db
    .select({ ingredientId: pantryItems.ingredientId, quantity: pantryItems.quantity, unit: pantryItems.unit })
    .from(pantryItems)
    .where(eq(pantryItems.userId, userId));
  for (const row of rows) holdings.set(row.ingredientId, { quantity: row.quantity, unit: row.unit });
  return holdings;
}

const sumOf = (amounts: BaseAmount[]): BaseAmount =>
  amounts.reduce<BaseAmount>(
    (total, amount) => ({
      unit: total.unit,
      quantity: total.quantity === null || amount.quantity === null ? (total.quantity ?? amount.quantity) : total.quantity + amount.quantity,
    }),
    {
      unit: amounts[0]!.unit,
      quantity: null,
    },
  );

interface Contribution {
  recipeId: number;
  servings: number;
  amount: BaseAmount;
  asWritten: string;
}

interface PendingLine {
  ingredientId: number | null;
  unit: string;
  text: string;
  /** Amounts already on the line (its earlier sources), for the new total. */
  earlier: BaseAmount[];
  contributions: Contribution[];
}

export interface AddResult {
  added: number;
  merged: number;
  in_pantry: number;
  recipes: number;
}

/**
 * Adds recipes' ingredients to a list at the servings asked for. A line merges into an unticked line
 * of the same catalogue ingredient and base unit (what was ticked is bought; more makes a new line);
 * the line's total is its sources' sum less what the adder's pantry holds (0: covered). Adding a
 * recipe twice adds it twice: two cooks need twice the food.
 */
export async function addRecipesToList(db: Database, listId: number, userId: number, toShop: readonly RecipeToShop[], locale: LineLocale): Promise<AddResult> {
  if (toShop.length === 0) return { added: 0, merged: 0, in_pantry: 0, recipes: 0 };
  return db.transaction(async (tx) => {
    const recipeIds = [...new Set(toShop.map((item) => item.recipeId))];
    const [recipeRows, lineRows, pantry, existing, [count]] = await Promise.all([
      tx.select({ id: recipes.id, servings: recipes.servings }).from(recipes).where(inArray(recipes.id, recipeIds)),
      tx
        .select({ line: recipeIngredients, nameEs: ingredients.nameEs, nameEn: ingredients.nameEn })
        .from(recipeIngredients)
        .leftJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
        .where(inArray(recipeIngredients.recipeId, recipeIds))
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
      pantryOf(tx, userId),
      tx
        .select({
          id: shoppingListLines.id,
          ingredientId: shoppingListLines.ingredientId,
          unit: shoppingListLines.unit,
          sourceQuantity: shoppingListLineSources.quantity,
          sourceUnit: shoppingListLineSources.unit,
        })
        .from(shoppingListLines)
        .leftJoin(shoppingListLineSources, eq(shoppingListLineSources.lineId, shoppingListLines.id))
        .where(and(eq(shoppingListLines.listId, listId), eq(shoppingListLines.isManual, false), isNull(shoppingListLines.checkedAt))),
      tx
        .select({ lines: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${shoppingListLines.position}), 0)::int` })
        .from(shoppingListLines)
        .where(eq(shoppingListLines.listId, listId)),
    ]);
    const servingsOf = new Map(recipeRows.map((row) => [row.id, row.servings]));
    const linesOf = new Map<number, typeof lineRows>();
    for (const row of lineRows) linesOf.set(row.line.recipeId, [...(linesOf.get(row.line.recipeId) ?? []), row]);

    const pendingById = new Map<number, PendingLine>();
    const pendingByKey = new Map<string, PendingLine>();
    for (const row of existing) {
      if (row.ingredientId === null || row.unit === null) continue;
      const key = mergeKey(row.ingredientId, row.unit);
      let line = pendingById.get(row.id);
      if (!line) {
        line = { ingredientId: row.ingredientId, unit: row.unit, text: "", earlier: [], contributions: [] };
        pendingById.set(row.id, line);
        if (!pendingByKey.has(key)) pendingByKey.set(key, line);
      }
      if (row.sourceUnit !== null) line.earlier.push({ unit: row.sourceUnit, quantity: row.sourceQuantity });
    }
    const fresh: PendingLine[] = [];

    for (const item of toShop) {
      const own = servingsOf.get(item.recipeId);
      if (!own) continue;
      for (const { line, nameEs, nameEn } of linesOf.get(item.recipeId) ?? []) {
        const name = (locale === "es" ? nameEs : nameEn) ?? "";
        const written = { quantity: line.quantity, unit: line.unit, name, note: locale === "es" ? line.noteEs : line.noteEn };
        const scaled = scaleIngredientLine(written, item.servings / own);
        const contribution = {
          recipeId: item.recipeId,
          servings: item.servings,
          amount: toBaseAmount(line.quantity === null ? null : (line.quantity * item.servings) / own, line.unit),
          asWritten: describeIngredientLine(scaled, locale),
        };
        if (line.ingredientId === null) {
          // Not in the catalogue: it cannot merge, so it stays as written.
          fresh.push({ ingredientId: null, unit: contribution.amount.unit, text: contribution.asWritten, earlier: [], contributions: [contribution] });
          continue;
        }
        const key = mergeKey(line.ingredientId, contribution.amount.unit);
        let pending = pendingByKey.get(key);
        if (!pending) {
          pending = { ingredientId: line.ingredientId, unit: contribution.amount.unit, text: "", earlier: [], contributions: [] };
          pendingByKey.set(key, pending);
          fresh.push(pending);
        }
        pending.contributions.push(contribution);
      }
    }

    if ((count?.lines ?? 0) + fresh.length > SHOPPING_LIST_MAX_LINES) throw new ApiError(422, "shopping.list_full");

    const totalOf = (line: PendingLine) => {
      const sum = sumOf([...line.earlier, ...line.contributions.map((contribution) => contribution.amount)]);
      return line.ingredientId === null ? sum : remainingAfterPantry(sum, pantry.get(line.ingredientId));
    };
    let inPantry = 0;
    const insertedIds = fresh.length
      ? await tx
          .insert(shoppingListLines)
          .values(
            fresh.map((line, index) => {
              const total = totalOf(line);
              if (total.quantity === 0) inPantry += 1;
              return { listId, ingredientId: line.ingredientId, text: line.text, quantity: total.quantity, unit: total.unit, position: (count?.last ?? 0) + index + 1 };
            }),
          )
          .returning({ id: shoppingListLines.id })
      : [];
    const sources: (typeof shoppingListLineSources.$inferInsert)[] = [];
    fresh.forEach((line, index) => {
      for (const contribution of line.contributions) sources.push(sourceRow(insertedIds[index]!.id, contribution));
    });
    let merged = 0;
    for (const [lineId, line] of pendingById) {
      if (line.contributions.length === 0) continue;
      merged += 1;
      const total = totalOf(line);
      await tx.update(shoppingListLines).set({ quantity: total.quantity, updatedAt: new Date() }).where(eq(shoppingListLines.id, lineId));
      for (const contribution of line.contributions) sources.push(sourceRow(lineId, contribution));
    }
    if (sources.length) await tx.insert(shoppingListLineSources).values(sources);
    return { added: fresh.length, merged, in_pantry: inPantry, recipes: toShop.length };
  });
}

const sourceRow = (lineId: number, contribution: Contribution) => ({
  lineId,
  recipeId: contribution.recipeId,
  servings: contribution.servings,
  quantity: contribution.amount.quantity,
  unit: contribution.amount.unit,
  asWritten: contribution.asWritten,
});
