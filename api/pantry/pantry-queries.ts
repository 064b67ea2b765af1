import { and, count, eq, inArray, sql } from "drizzle-orm";
import { parseUnitSystem, type UnitSystem } from "../contract/measures";
import type { Database } from "../db/client";
import { memberKitchenSettings, pantryItems, recipes, users } from "../db/schema";
import { summaryColumns, type RecipeSummaryRow } from "../recipes/recipe-queries";
import { isPublished } from "../recipes/published";

export type PantryRow = typeof pantryItems.$inferSelect;

/** What the member holds, in no particular order (the presenter sorts by the shown name). */
export function listPantryItems(db: Database, userId: number) {
  return db.select().from(pantryItems).where(eq(pantryItems.userId, userId));
}

export async function countPantryItems(db: Database, userId: number) {
  const [row] = await db.select({ total: count() }).from(pantryItems).where(eq(pantryItems.userId, userId));
  return row?.total ?? 0;
}

/** Staples count as held unless the member switched that off (no settings row yet: the default, on). */
export async function assumesStaples(db: Database, userId: number) {
  const [row] = await db.select({ assumeStaples: memberKitchenSettings.assumeStaples }).from(memberKitchenSettings).where(eq(memberKitchenSettings.userId, userId));
  return row?.assumeStaples ?? true;
}

export async function setAssumeStaples(db: Database, userId: number, assumeStaples: boolean) {
  await db
    .insert(memberKitchenSettings)
    .values({ userId, assumeStaples })
    .onConflictDoUpdate({ target: memberKitchenSettings.userId, set: { assumeStaples, updatedAt: sql`now()` } });
}

/** The member's units (null until they choose: the page's language decides) and staples (assumed until they choose). */
export async function kitchenSettingsOf(db: Database, userId: number): Promise<{ unitSystem: UnitSystem | null; assumeStaples: boolean }> {
  const [row] = await db
    .select({ unitSystem: memberKitchenSettings.unitSystem, assumeStaples: memberKitchenSettings.assumeStaples })
    .from(memberKitchenSettings)
    .where(eq(memberKitchenSettings.userId, userId));
  return { unitSystem: parseUnitSystem(row?.unitSystem) ?? null, assumeStaples: row?.assumeStaples ?? true };
}

export async function setUnitSystem(db: Database, userId: number, unitSystem: UnitSystem) {
  await db
    .insert(memberKitchenSettings)
    .values({ userId, unitSystem })
    .onConflictDoUpdate({ target: memberKitchenSettings.userId, set: { unitSystem, updatedAt: sql`now()` } });
}

/** Adds the ingredient, or sets its amount when it is already held: adding twice never makes two rows. */
export async function putPantryItem(db: Database, userId: number, ingredientId: number, amount: { quantity: number | null; unit: string | null }) {
  const [row] = await db
    .insert(pantryItems)
    .values({ userId, ingredientId, ...amount })
    .onConflictDoUpdate({ target: [pantryItems.userId, pantryItems.ingredientId], set: { ...amount, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findPantryItem(db: Database, userId: number, ingredientId: number) {
  const [row] = await db
    .select()
    .from(pantryItems)
    .where(and(eq(pantryItems.userId, userId), eq(pantryItems.ingredientId, ingredientId)));
  return row;
}

export async function removePantryItem(db: Database, userId: number, ingredientId: number) {
  const removed = await db
    .delete(pantryItems)
    .where(and(eq(pantryItems.userId, userId), eq(pantryItems.ingredientId, ingredientId)))
    .returning({ ingredientId: pantryItems.ingredientId });
  return removed.length > 0;
}

/** A literal int[] parameter: the same text on PostgreSQL and PGlite, whatever each driver does with JS arrays. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

export interface PantryMatchRow {
  row: RecipeSummaryRow;
  heldCount: number;
}

/**
 * "What can I make": published recipes sharing at least one ingredient the member really holds
 * (`ingredient_ids && held`, answered by the GIN index on ingredient_ids, so recipes with nothing
 * in common are never read), ranked by the share of their catalogue ingredients held — staples
 * count when assumed — then by fewest missing, rating and id. The scoring is arithmetic on each
 * candidate's small sorted array; only the page's 20 recipes are loaded whole. Decision 048.
 */
export async function findMakeableRecipes(db: Database, held: readonly number[], staples: readonly number[], page: number, perPage: number) {
  if (held.length === 0) return { rows: [] as PantryMatchRow[], total: 0 };
  const counted = intArray([...new Set([...held, ...staples])]);
  const scored = db.$with("scored").as(
    db
      .select({
        id: recipes.id,
        total: sql<number>`cardinality(${recipes.ingredientIds})`.as("total"),
        held: sql<number>`(select count(*) from unnest(${recipes.ingredientIds}) as line(ingredient_id) where line.ingredient_id = any(${counted}))`.as("held"),
        rating: recipes.averageRating,
      })
      .from(recipes)
      .where(and(isPublished, sql`${recipes.ingredientIds} && ${intArray(held)}`)),
  );
  const ranked = await db
    .with(scored)
    .select({ id: scored.id, held: scored.held, matches: sql<number>`count(*) over ()`.as("matches") })
    .from(scored)
    .orderBy(sql`${scored.held}::float8 / ${scored.total} desc`, sql`${scored.total} - ${scored.held}`, sql`${scored.rating} desc`, scored.id)
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (ranked.length === 0) {
    // Past the last page the window count is not there: count the candidates alone.
    const [row] = await db
      .select({ total: count() })
      .from(recipes)
      .where(and(isPublished, sql`${recipes.ingredientIds} && ${intArray(held)}`));
    return { rows: [] as PantryMatchRow[], total: row?.total ?? 0 };
  }
  const summaries = await db
    .select(summaryColumns)
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(
      inArray(
        recipes.id,
        ranked.map((row) => row.id),
      ),
    );
  const byId = new Map(summaries.map((summary) => [summary.recipe.id, summary]));
  const rows = ranked.flatMap((rank) => {
    const row = byId.get(rank.id);
    return row ? [{ row, heldCount: Number(rank.held) }] : [];
  });
  return { rows, total: Number(ranked[0]!.matches) };
}
