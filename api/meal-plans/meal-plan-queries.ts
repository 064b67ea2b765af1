import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mealPlanEntries, mealPlans, recipes, savedRecipes } from "../db/schema";
import type { MealSlot } from "../contract/meal-plans";
import { isPublished } from "../recipes/published";

export type PlanRow = typeof mealPlans.$inferSelect;
export type EntryRow = typeof mealPlanEntries.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

/**
 * The caller's plans, the ones holding `today` first, then those to come (soonest first), then past
 * ones (latest first).
 */
export async function listPlans(db: Database, userId: number, today: string, page: number, perPage: number) {
  const rank = sql<number>`case when ${mealPlans.startsOn} <= ${today} and ${mealPlans.endsOn} >= ${today} then 0 when ${mealPlans.startsOn} > ${today} then 1 else 2 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ plan: mealPlans, entries: sql<number>`(select count(*) from ${mealPlanEntries} where ${mealPlanEntries.planId} = ${mealPlans.id})`.mapWith(Number) })
      .from(mealPlans)
      .where(eq(mealPlans.userId, userId))
      .orderBy(rank, sql`case when ${mealPlans.startsOn} > ${today} then ${mealPlans.startsOn} end asc`, desc(mealPlans.startsOn), desc(mealPlans.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(mealPlans).where(eq(mealPlans.userId, userId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Every plan of the member, for the personal calendar feed. */
export function listAllPlans(db: Database, userId: number) {
  return db.select().from(mealPlans).where(eq(mealPlans.userId, userId)).orderBy(asc(mealPlans.startsOn), asc(mealPlans.id));
}

/** The member's own plan; another's is as good as missing. */
export async function findOwnPlan(db: Executor, userId: number, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
    .limit(1);
  return plan;
}

/** The member's plan starting on this day (the week's plan "this week" finds or makes). */
export async function findPlanStartingOn(db: Database, userId: number, startsOn: string): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.startsOn, startsOn)))
    .orderBy(asc(mealPlans.id))
    .limit(1);
  return plan;
}

/** The member's latest plan that starts before this one: "last week" for copying. */
export async function findPlanBefore(db: Database, userId: number, plan: PlanRow): Promise<PlanRow | undefined> {
  const [found] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), lt(mealPlans.startsOn, plan.startsOn)))
    .orderBy(desc(mealPlans.startsOn), desc(mealPlans.id))
    .limit(1);
  return found;
}

export async function createPlan(db: Executor, userId: number, fields: { name: string; startsOn: string; endsOn: string }) {
  const [plan] = await db
    .insert(mealPlans)
    .values({ userId, ...fields })
    .returning();
  return plan!;
}

export async function updatePlan(db: Database, planId: number, fields: { name: string; startsOn: string; endsOn: string }) {
  const [plan] = await db
    .update(mealPlans)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(mealPlans.id, planId))
    .returning();
  return plan!;
}

export async function deletePlan(db: Database, planId: number) {
  await db.delete(mealPlans).where(eq(mealPlans.id, planId));
}

/** Entries outside a range the plan would shrink to. */
export async function countEntriesOutside(db: Database, planId: number, startsOn: string, endsOn: string) {
  const [row] = await db
    .select({ total: count() })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.planId, planId), sql`(${mealPlanEntries.day} < ${startsOn} or ${mealPlanEntries.day} > ${endsOn})`));
  return row?.total ?? 0;
}

export async function countEntries(db: Database, planId: number) {
  const [row] = await db.select({ total: count() }).from(mealPlanEntries).where(eq(mealPlanEntries.planId, planId));
  return row?.total ?? 0;
}

/** A plan's entries in day and slot order, each with its recipe when that recipe is still published. */
export function loadEntries(db: Database, planIds: number[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      entry: mealPlanEntries,
      recipe: {
        id: recipes.id,
        slug: recipes.slug,
        titleEs: recipes.titleEs,
        titleEn: recipes.titleEn,
        servings: recipes.servings,
        totalMinutes: recipes.totalMinutes,
        featuredImageUrl: recipes.featuredImageUrl,
      },
    })
    .from(mealPlanEntries)
    .leftJoin(recipes, and(eq(recipes.id, mealPlanEntries.recipeId), isPublished))
    .where(inArray(mealPlanEntries.planId, planIds))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.position), asc(mealPlanEntries.id));
}
export type LoadedEntry = Awaited<ReturnType<typeof loadEntries>>[number];

export async function findEntry(db: Executor, planId: number, entryId: number): Promise<EntryRow | undefined> {
  const [entry] = await db
    .select()
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, entryId), eq(mealPlanEntries.planId, planId)))
    .limit(1);
  return entry;
}

export function leftoversOf(db: Executor, entryId: number) {
  return db.select().from(mealPlanEntries).where(eq(mealPlanEntries.leftoversOfEntryId, entryId));
}

/**
 * Another entry of the plan in the same day and slot that serves the same dish: a cook of the same
 * recipe, or leftovers of the same cook. A dish twice in one meal is refused (decision 079); notes
 * have no twins.
 */
export async function findTwin(
  db: Executor,
  planId: number,
  dish: { day: string; slot: MealSlot; recipeId: number | null; leftoversOfEntryId: number | null },
  exceptEntryId?: number,
): Promise<EntryRow | undefined> {
  if (dish.recipeId === null && dish.leftoversOfEntryId === null) return undefined;
  const sameDish =
    dish.leftoversOfEntryId === null
      ? and(eq(mealPlanEntries.recipeId, dish.recipeId!), isNull(mealPlanEntries.leftoversOfEntryId))
      : eq(mealPlanEntries.leftoversOfEntryId, dish.leftoversOfEntryId);
  const [twin] = await db
    .select()
    .from(mealPlanEntries)
    .where(
      and(
        eq(mealPlanEntries.planId, planId),
        eq(mealPlanEntries.day, dish.day),
        eq(mealPlanEntries.slot, dish.slot),
        sameDish,
        exceptEntryId === undefined ? undefined : ne(mealPlanEntries.id, exceptEntryId),
      ),
    )
    .limit(1);
  return twin;
}

/** The next free position in a day's slot, so a new dish goes last. */
async function nextPosition(db: Executor, planId: number, day: string, slot: MealSlot) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${mealPlanEntries.position})` })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.planId, planId), eq(mealPlanEntries.day, day), eq(mealPlanEntries.slot, slot)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function addEntry(
  db: Executor,
  planId: number,
  fields: { day: string; slot: MealSlot; recipeId?: number | null; servings?: number | null; note?: string | null; leftoversOfEntryId?: number | null },
) {
  const position = await nextPosition(db, planId, fields.day, fields.slot);
  const [entry] = await db
    .insert(mealPlanEntries)
    .values({ planId, position, ...fields })
    .returning();
  await touchPlan(db, planId);
  return entry!;
}

export async function updateEntry(db: Database, entry: EntryRow, fields: Partial<Pick<EntryRow, "day" | "slot" | "position" | "servings" | "note">>) {
  const moved = (fields.day !== undefined && fields.day !== entry.day) || (fields.slot !== undefined && fields.slot !== entry.slot);
  const position = fields.position ?? (moved ? await nextPosition(db, entry.planId, fields.day ?? entry.day, fields.slot ?? entry.slot) : entry.position);
  await db
    .update(mealPlanEntries)
    .set({ ...fields, position })
    .where(eq(mealPlanEntries.id, entry.id));
  await touchPlan(db, entry.planId);
}

/** Deletes an entry and the leftovers that eat from it (nothing is left over from a dish not cooked). */
export async function deleteEntry(db: Database, entry: EntryRow) {
  await db.transaction(async (tx) => {
    await tx.delete(mealPlanEntries).where(eq(mealPlanEntries.leftoversOfEntryId, entry.id));
    await tx.delete(mealPlanEntries).where(eq(mealPlanEntries.id, entry.id));
    await touchPlan(tx, entry.planId);
  });
}

/**
 * Copies a plan's entries into another, each moved by `shift` days; those that land outside the
 * target's range stay behind, and leftovers point at the copy of their cook.
 */
export async function copyEntries(db: Executor, from: PlanRow, to: PlanRow, shift: number) {
  const source = await db
    .select()
    .from(mealPlanEntries)
    .where(eq(mealPlanEntries.planId, from.id))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.position), asc(mealPlanEntries.id));
  const copied = new Map<number, number>();
  const within = (day: string) => day >= to.startsOn && day <= to.endsOn;
  const shiftDay = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + shift);
    return date.toISOString().slice(0, 10);
  };
  // Cooks first, so leftovers find the copy they point at.
  const ordered = [...source.filter((entry) => entry.leftoversOfEntryId === null), ...source.filter((entry) => entry.leftoversOfEntryId !== null)];
  let added = 0;
  let alreadyThere = 0;
  for (const entry of ordered) {
    const day = shiftDay(entry.day);
    if (!within(day)) continue;
    const leftoversOfEntryId = entry.leftoversOfEntryId === null ? null : copied.get(entry.leftoversOfEntryId);
    if (leftoversOfEntryId === undefined) continue;
    // Copying twice never puts a dish twice in one meal: the one already there stands for both.
    const twin = await findTwin(db, to.id, { day, slot: entry.slot, recipeId: entry.recipeId, leftoversOfEntryId });
    if (twin) {
      copied.set(entry.id, twin.id);
      alreadyThere++;
      continue;
    }
    const created = await addEntry(db, to.id, { day, slot: entry.slot, recipeId: entry.recipeId, servings: entry.servings, note: entry.note, leftoversOfEntryId });
    copied.set(entry.id, created.id);
    added++;
  }
  return { added, alreadyThere };
}

async function touchPlan(db: Executor, planId: number) {
  await db.update(mealPlans).set({ updatedAt: new Date() }).where(eq(mealPlans.id, planId));
}

const choiceColumns = { id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn };

/** The member's saved recipes (newest first) and the published recipes in their plans (latest planned first). */
export async function listRecipeChoices(db: Database, userId: number, limit: number) {
  const [saved, planned] = await Promise.all([
    db
      .select(choiceColumns)
      .from(savedRecipes)
      .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
      .where(and(eq(savedRecipes.userId, userId), isPublished))
      .orderBy(desc(savedRecipes.createdAt))
      .limit(limit),
    db
      .select({ ...choiceColumns, last: sql<string>`max(${mealPlanEntries.day})`.as("last_planned") })
      .from(mealPlanEntries)
      .innerJoin(mealPlans, eq(mealPlans.id, mealPlanEntries.planId))
      .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
      .where(and(eq(mealPlans.userId, userId), isPublished))
      .groupBy(recipes.id)
      .orderBy(sql`last_planned desc`)
      .limit(limit),
  ]);
  return { saved, planned };
}
