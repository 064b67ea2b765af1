import { and, asc, eq, inArray } from "drizzle-orm";
import type { LineLocale } from "../contract/ingredient-line";
import type { ShoppingLine, ShoppingList } from "../contract/shopping-list";
import { aisleFor, aisleNames, orderAisles, type ShoppingAisle } from "../contract/shopping-aisles";
import { parseUnitSystem, readingUnitSystem } from "../contract/measures";
import { describeShoppingAmount, type UnitSystem } from "../contract/shopping-quantities";
import type { Database } from "../db/client";
import { ingredients, memberKitchenSettings, recipes, shoppingAisleHabits, shoppingListLines, shoppingListLineSources, shoppingLists, users } from "../db/schema";
import type { ShoppingListAccess } from "./list-access";

const listNames: Record<LineLocale, string> = { es: "Lista de la compra", en: "Shopping list" };

/** A list's default name is said in the reader's language; members never name lists (decision 079). */
export function shownListName(stored: string, locale: LineLocale): string {
  return Object.values(listNames).includes(stored) ? listNames[locale] : stored;
}

/** The member's own list, made on first use. */
export async function ownShoppingListId(db: Database, userId: number, locale: LineLocale): Promise<number> {
  const [existing] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.ownerId, userId)).orderBy(asc(shoppingLists.id)).limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(shoppingLists).values({ ownerId: userId, name: listNames[locale] }).returning({ id: shoppingLists.id });
  return created!.id;
}

/** Metric for Spanish pages; on English ones the member's choice, else US customary (decision 081). */
export async function unitSystemOf(db: Database, userId: number, locale: LineLocale): Promise<UnitSystem> {
  if (locale === "es") return "metric";
  const [row] = await db.select({ unitSystem: memberKitchenSettings.unitSystem }).from(memberKitchenSettings).where(eq(memberKitchenSettings.userId, userId));
  return readingUnitSystem(locale, parseUnitSystem(row?.unitSystem));
}

async function aisleHabitsOf(db: Database, userId: number): Promise<Map<ShoppingAisle, number>> {
  const rows = await db
    .select({ aisle: shoppingAisleHabits.aisle, mean: shoppingAisleHabits.meanProgress })
    .from(shoppingAisleHabits)
    .where(eq(shoppingAisleHabits.userId, userId));
  return new Map(rows.map((row) => [row.aisle as ShoppingAisle, row.mean]));
}

/** The list as the caller reads it: lines by aisle in their order, worded in their language and units. */
export async function readShoppingList(db: Database, access: ShoppingListAccess, userId: number, locale: LineLocale): Promise<ShoppingList> {
  const listId = access.list.id;
  const [[list], lineRows, system, habits] = await Promise.all([
    db
      .select({ updatedAt: shoppingLists.updatedAt, ownerId: users.id, ownerName: users.name, ownerSlug: users.slug })
      .from(shoppingLists)
      .innerJoin(users, eq(users.id, shoppingLists.ownerId))
      .where(eq(shoppingLists.id, listId)),
    db
      .select({
        line: shoppingListLines,
        ingredient: { id: ingredients.id, slug: ingredients.slug, group: ingredients.group, nameEs: ingredients.nameEs, nameEn: ingredients.nameEn },
      })
      .from(shoppingListLines)
      .leftJoin(ingredients, eq(ingredients.id, shoppingListLines.ingredientId))
      .where(eq(shoppingListLines.listId, listId))
      .orderBy(asc(shoppingListLines.position), asc(shoppingListLines.id)),
    unitSystemOf(db, userId, locale),
    aisleHabitsOf(db, userId),
  ]);
  const lineIds = lineRows.map((row) => row.line.id);
  const sourceRows = lineIds.length
    ? await db
        .select({ source: shoppingListLineSources, recipe: { id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn } })
        .from(shoppingListLineSources)
        .leftJoin(recipes, eq(recipes.id, shoppingListLineSources.recipeId))
        .where(and(inArray(shoppingListLineSources.lineId, lineIds)))
        .orderBy(asc(shoppingListLineSources.id))
    : [];
  const sourcesOf = new Map<number, ShoppingLine["sources"]>();
  for (const { source, recipe } of sourceRows) {
    const presented = {
      recipe: recipe ? { id: recipe.id, slug: recipe.slug, title: (locale === "es" ? recipe.titleEs : recipe.titleEn) || recipe.titleEs } : null,
      servings: source.servings,
      as_written: source.asWritten,
    };
    sourcesOf.set(source.lineId, [...(sourcesOf.get(source.lineId) ?? []), presented]);
  }

  const lines: ShoppingLine[] = lineRows.map(({ line, ingredient }) => {
    const aisle = aisleFor(ingredient);
    const name = ingredient ? (locale === "es" ? ingredient.nameEs : ingredient.nameEn) : "";
    const inPantry = !line.isManual && line.quantity === 0;
    const text =
      line.isManual || !ingredient || line.unit === null
        ? line.text
        : inPantry
          ? name
          : describeShoppingAmount(name, { unit: line.unit, quantity: line.quantity }, locale, system, { liquid: aisle === "drinks" });
    return {
      id: line.id,
      text,
      ingredient: ingredient ? { id: ingredient.id, slug: ingredient.slug, name } : null,
      quantity: line.quantity,
      unit: line.unit,
      aisle,
      is_manual: line.isManual,
      in_pantry: inPantry,
      checked: line.checkedAt !== null,
      checked_at: line.checkedAt?.toISOString() ?? null,
      sources: sourcesOf.get(line.id) ?? [],
    };
  });

  const toBuy = lines.filter((line) => !line.in_pantry);
  // Unticked first (what is left to find), each part in the order lines were added.
  const ordered = [...toBuy.filter((line) => !line.checked), ...toBuy.filter((line) => line.checked)];
  const aisles = orderAisles(habits)
    .map((key) => ({ key, name: aisleNames[key][locale], lines: ordered.filter((line) => line.aisle === key) }))
    .filter((aisle) => aisle.lines.length > 0);
  return {
    id: listId,
    name: shownListName(access.list.name, locale),
    owner: { id: list!.ownerId, name: list!.ownerName, slug: list!.ownerSlug },
    role: access.role,
    unit_system: system,
    aisles,
    in_pantry: lines.filter((line) => line.in_pantry),
    counts: { lines: toBuy.length, checked: toBuy.filter((line) => line.checked).length },
    updated_at: list!.updatedAt.toISOString(),
  };
}
