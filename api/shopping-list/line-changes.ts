import { and, eq, isNotNull, sql } from "drizzle-orm";
import { SHOPPING_LIST_MAX_LINES } from "../contract/limits";
import { aisleFor } from "../contract/shopping-aisles";
import type { Database } from "../db/client";
import { ingredients, shoppingAisleHabits, shoppingListLines, shoppingLists } from "../db/schema";
import { ApiError } from "../http/errors";

/** Every change to a list's lines moves its clock, so pages and the live channel agree on "changed". */
export async function touchList(db: Database, listId: number) {
  await db.update(shoppingLists).set({ updatedAt: new Date() }).where(eq(shoppingLists.id, listId));
}

export async function addManualLine(db: Database, listId: number, text: string): Promise<number> {
  const [count] = await db
    .select({ lines: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${shoppingListLines.position}), 0)::int` })
    .from(shoppingListLines)
    .where(eq(shoppingListLines.listId, listId));
  if ((count?.lines ?? 0) >= SHOPPING_LIST_MAX_LINES) throw new ApiError(422, "shopping.list_full");
  const [line] = await db
    .insert(shoppingListLines)
    .values({ listId, text, isManual: true, position: (count?.last ?? 0) + 1 })
    .returning({ id: shoppingListLines.id });
  return line!.id;
}

async function lineOf(db: Database, listId: number, lineId: number) {
  const [row] = await db
    .select({ line: shoppingListLines, ingredient: { slug: ingredients.slug, group: ingredients.group } })
    .from(shoppingListLines)
    .leftJoin(ingredients, eq(ingredients.id, shoppingListLines.ingredientId))
    .where(and(eq(shoppingListLines.id, lineId), eq(shoppingListLines.listId, listId)));
  if (!row) throw new ApiError(404, "shopping.line_not_found");
  return row;
}

/**
 * Learns the member's way round the shop: a tick in an aisle records how far through the list they
 * were (the share of lines to buy already ticked), and the aisle's running mean of that decides its place.
 */
async function recordTick(db: Database, listId: number, userId: number, aisle: string, lineId: number) {
  const [progress] = await db
    .select({
      ticked: sql<number>`count(*) filter (where ${shoppingListLines.checkedAt} is not null and ${shoppingListLines.id} <> ${lineId})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(shoppingListLines)
    .where(and(eq(shoppingListLines.listId, listId), sql`(${shoppingListLines.quantity} is null or ${shoppingListLines.quantity} <> 0 or ${shoppingListLines.isManual})`));
  const share = progress && progress.all > 1 ? progress.ticked / (progress.all - 1) : 0;
  await db
    .insert(shoppingAisleHabits)
    .values({ userId, aisle, meanProgress: share, ticks: 1 })
    .onConflictDoUpdate({
      target: [shoppingAisleHabits.userId, shoppingAisleHabits.aisle],
      set: {
        meanProgress: sql`(${shoppingAisleHabits.meanProgress} * ${shoppingAisleHabits.ticks} + ${share}) / (${shoppingAisleHabits.ticks} + 1)`,
        ticks: sql`${shoppingAisleHabits.ticks} + 1`,
        updatedAt: new Date(),
      },
    });
}

/** Ticks or unticks a line (the first tick of a line teaches the aisle order); a new text makes it a line as written. */
export async function updateLine(db: Database, listId: number, lineId: number, userId: number, change: { checked?: boolean; text?: string }) {
  const { line, ingredient } = await lineOf(db, listId, lineId);
  const set: Partial<typeof shoppingListLines.$inferInsert> = { updatedAt: new Date() };
  if (change.text !== undefined) Object.assign(set, { text: change.text, isManual: true });
  if (change.checked === true && line.checkedAt === null) {
    Object.assign(set, { checkedAt: new Date(), checkedById: userId });
    await recordTick(db, listId, userId, aisleFor(ingredient?.slug ? ingredient : null), lineId);
  }
  if (change.checked === false) Object.assign(set, { checkedAt: null, checkedById: null });
  await db.update(shoppingListLines).set(set).where(eq(shoppingListLines.id, lineId));
}

export async function deleteLine(db: Database, listId: number, lineId: number) {
  await lineOf(db, listId, lineId);
  await db.delete(shoppingListLines).where(eq(shoppingListLines.id, lineId));
}

/** Clears what was bought (ticked lines), or everything. Answers how many lines went. */
export async function clearLines(db: Database, listId: number, { onlyChecked }: { onlyChecked: boolean }): Promise<number> {
  const removed = await db
    .delete(shoppingListLines)
    .where(onlyChecked ? and(eq(shoppingListLines.listId, listId), isNotNull(shoppingListLines.checkedAt)) : eq(shoppingListLines.listId, listId))
    .returning({ id: shoppingListLines.id });
  return removed.length;
}
