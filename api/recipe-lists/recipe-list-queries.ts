import { and, asc, count, eq, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import { RECIPE_LIST_COVERS } from "../contract/limits";
import { slugify } from "../contract/text";
import type { Database } from "../db/client";
import { recipeListItems, recipeLists, recipes, users } from "../db/schema";
import { isPublished } from "../recipes/published";
import { type RecipeSummaryRow, summaryColumns } from "../recipes/recipe-queries";

export type RecipeList = typeof recipeLists.$inferSelect;
type Owner = RecipeSummaryRow["author"];
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a card needs beside the list: its published recipes' count and first pictures. */
export interface ListExtras {
  count: number;
  covers: RecipeSummaryRow[];
}

const ownerColumns = summaryColumns.author;

export async function findOwnList(db: Database, userId: number, slug: string): Promise<RecipeList | undefined> {
  const [list] = await db
    .select()
    .from(recipeLists)
    .where(and(eq(recipeLists.userId, userId), eq(recipeLists.slug, slug.toLowerCase())));
  return list;
}

export async function findOwner(db: Database, userId: number): Promise<Owner> {
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, userId));
  return owner!;
}

/** The member's lists in their order; only public ones unless `all`. */
export async function listMemberLists(db: Database, userId: number, { all }: { all: boolean }): Promise<RecipeList[]> {
  return db
    .select()
    .from(recipeLists)
    .where(and(eq(recipeLists.userId, userId), all ? undefined : eq(recipeLists.isPublic, true)))
    .orderBy(asc(recipeLists.position), asc(recipeLists.id));
}

/** Published-recipe counts and cover recipes for several lists in two queries. */
export async function listExtras(db: Database, listIds: number[]): Promise<Map<number, ListExtras>> {
  const extras = new Map<number, ListExtras>(listIds.map((id) => [id, { count: 0, covers: [] }]));
  if (listIds.length === 0) return extras;
  const counts = await db
    .select({ listId: recipeListItems.listId, n: count() })
    .from(recipeListItems)
    .innerJoin(recipes, eq(recipes.id, recipeListItems.recipeId))
    .where(and(inArray(recipeListItems.listId, listIds), isPublished))
    .groupBy(recipeListItems.listId);
  for (const row of counts) extras.get(row.listId)!.count = Number(row.n);
  const ranked = db
    .select({
      listId: recipeListItems.listId,
      recipeId: sql<number>`${recipeListItems.recipeId}`.as("ranked_recipe_id"),
      rank: sql<number>`row_number() over (partition by ${recipeListItems.listId} order by ${recipeListItems.position})`.as("rank"),
    })
    .from(recipeListItems)
    .innerJoin(recipes, eq(recipes.id, recipeListItems.recipeId))
    .where(and(inArray(recipeListItems.listId, listIds), isPublished, isNotNull(recipes.featuredImageUrl)))
    .as("ranked");
  const covers = await db
    .select({ ...summaryColumns, listId: ranked.listId })
    .from(ranked)
    .innerJoin(recipes, eq(recipes.id, ranked.recipeId))
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(sql`${ranked.rank} <= ${RECIPE_LIST_COVERS}`)
    .orderBy(ranked.listId, ranked.rank);
  for (const { listId, recipe, author } of covers) extras.get(listId)!.covers.push({ recipe, author });
  return extras;
}

/** The list's published recipes in the owner's order. */
export async function listRecipes(db: Database, listId: number): Promise<RecipeSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(recipeListItems)
    .innerJoin(recipes, eq(recipes.id, recipeListItems.recipeId))
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(and(eq(recipeListItems.listId, listId), isPublished))
    .orderBy(asc(recipeListItems.position));
}

/**
 * A slug the owner does not use yet: the name's, then "-2", "-3"… (decision 045). Kept on rename,
 * so a shared address keeps working.
 */
async function freeSlug(db: Database | Tx, userId: number, name: string, fallback: string): Promise<string> {
  const base = (slugify(name).slice(0, 80).replace(/-+$/, "") || fallback).toLowerCase();
  const taken = await db
    .select({ slug: recipeLists.slug })
    .from(recipeLists)
    .where(and(eq(recipeLists.userId, userId), or(eq(recipeLists.slug, base), like(recipeLists.slug, `${base}-%`))));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Creates the list at the end of the owner's lists; undefined if over `max`. */
export async function createList(
  db: Database,
  userId: number,
  fields: { name: string; description: string; isPublic: boolean },
  { max, fallbackSlug }: { max: number; fallbackSlug: string },
): Promise<RecipeList | undefined> {
  return db.transaction(async (tx) => {
    // One member's creations queue here, so the limit and the slug cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [counted] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${recipeLists.position}), 0)` })
      .from(recipeLists)
      .where(eq(recipeLists.userId, userId));
    if (Number(counted?.n ?? 0) >= max) return undefined;
    const slug = await freeSlug(tx, userId, fields.name, fallbackSlug);
    const [list] = await tx
      .insert(recipeLists)
      .values({ userId, slug, ...fields, position: Number(counted?.last ?? 0) + 1 })
      .returning();
    return list;
  });
}

export async function updateList(db: Database, listId: number, fields: { name?: string; description?: string; isPublic?: boolean }): Promise<RecipeList> {
  const [list] = await db
    .update(recipeLists)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(recipeLists.id, listId))
    .returning();
  return list!;
}

export async function deleteList(db: Database, list: RecipeList): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recipeLists).where(eq(recipeLists.id, list.id));
    await renumberLists(tx, list.userId);
  });
}

async function renumberLists(tx: Tx, userId: number, order?: number[]) {
  const ids =
    order ??
    (await tx.select({ id: recipeLists.id }).from(recipeLists).where(eq(recipeLists.userId, userId)).orderBy(asc(recipeLists.position), asc(recipeLists.id))).map((row) => row.id);
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index + 1}`),
    sql` `,
  );
  await tx
    .update(recipeLists)
    .set({ position: sql`(case ${recipeLists.id} ${cases} end)::integer` })
    .where(and(eq(recipeLists.userId, userId), inArray(recipeLists.id, ids)));
}

/** Puts the owner's lists in this order of slugs; false when the slugs are not exactly theirs. */
export async function reorderLists(db: Database, userId: number, slugs: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lists = await tx.select({ id: recipeLists.id, slug: recipeLists.slug }).from(recipeLists).where(eq(recipeLists.userId, userId)).for("update");
    const bySlug = new Map(lists.map((list) => [list.slug, list.id]));
    const wanted = slugs.map((slug) => slug.toLowerCase());
    if (new Set(wanted).size !== wanted.length || wanted.length !== lists.length || wanted.some((slug) => !bySlug.has(slug))) return false;
    await renumberLists(
      tx,
      userId,
      wanted.map((slug) => bySlug.get(slug)!),
    );
    return true;
  });
}

async function itemOrder(tx: Tx, listId: number): Promise<number[]> {
  const rows = await tx
    .select({ recipeId: recipeListItems.recipeId })
    .from(recipeListItems)
    .where(eq(recipeListItems.listId, listId))
    .orderBy(asc(recipeListItems.position), asc(recipeListItems.addedAt));
  return rows.map((row) => row.recipeId);
}

async function writeItemOrder(tx: Tx, listId: number, recipeIds: number[]) {
  if (recipeIds.length === 0) return;
  const cases = sql.join(
    recipeIds.map((id, index) => sql`when ${id} then ${index + 1}`),
    sql` `,
  );
  await tx
    .update(recipeListItems)
    .set({ position: sql`(case ${recipeListItems.recipeId} ${cases} end)::integer` })
    .where(and(eq(recipeListItems.listId, listId), inArray(recipeListItems.recipeId, recipeIds)));
}

/** Serialises changes to one list's order. */
async function lockList(tx: Tx, listId: number) {
  await tx.select({ id: recipeLists.id }).from(recipeLists).where(eq(recipeLists.id, listId)).for("update");
}

const placeAt = (order: number[], recipeId: number, position: number | undefined) => {
  const rest = order.filter((id) => id !== recipeId);
  const index = position === undefined ? rest.length : Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, index), recipeId, ...rest.slice(index)];
};

/**
 * Adds the recipe (at the end, or at `position`); a recipe already there stays once, moved only
 * when a position is given. "full" when the list holds `max` recipes already.
 */
export async function addRecipe(db: Database, listId: number, recipeId: number, position: number | undefined, max: number): Promise<"added" | "present" | "full"> {
  return db.transaction(async (tx) => {
    await lockList(tx, listId);
    const order = await itemOrder(tx, listId);
    const present = order.includes(recipeId);
    if (!present && order.length >= max) return "full";
    if (!present) await tx.insert(recipeListItems).values({ listId, recipeId, position: order.length + 1 });
    if (!present || position !== undefined) await writeItemOrder(tx, listId, placeAt(order, recipeId, position));
    await tx.update(recipeLists).set({ updatedAt: new Date() }).where(eq(recipeLists.id, listId));
    return present ? "present" : "added";
  });
}

/** Moves a recipe in the list; false when it is not there. */
export async function moveRecipe(db: Database, listId: number, recipeId: number, position: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockList(tx, listId);
    const order = await itemOrder(tx, listId);
    if (!order.includes(recipeId)) return false;
    await writeItemOrder(tx, listId, placeAt(order, recipeId, position));
    return true;
  });
}

/** Removes a recipe from the list; false when it was not there. */
export async function removeRecipe(db: Database, listId: number, recipeId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockList(tx, listId);
    const removed = await tx
      .delete(recipeListItems)
      .where(and(eq(recipeListItems.listId, listId), eq(recipeListItems.recipeId, recipeId)))
      .returning({ recipeId: recipeListItems.recipeId });
    if (removed.length === 0) return false;
    await writeItemOrder(tx, listId, await itemOrder(tx, listId));
    await tx.update(recipeLists).set({ updatedAt: new Date() }).where(eq(recipeLists.id, listId));
    return true;
  });
}

/** The recipe in any list (published or not): so a list can drop a recipe that has since been unpublished. */
export async function findRecipeInList(db: Database, listId: number, idOrSlug: string): Promise<number | undefined> {
  const id = /^\d{1,10}$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipeListItems)
    .innerJoin(recipes, eq(recipes.id, recipeListItems.recipeId))
    .where(and(eq(recipeListItems.listId, listId), id !== undefined ? eq(recipes.id, id) : eq(recipes.slug, idOrSlug)));
  return row?.id;
}

/** All the member's lists in their order, each saying whether it holds the recipe: the recipe page's picker, in one statement. */
export async function listMemberListsHolding(db: Database, userId: number, recipeId: number): Promise<(RecipeList & { holds: boolean })[]> {
  const rows = await db
    .select({
      list: recipeLists,
      holds: sql<boolean>`exists (select 1 from ${recipeListItems} where ${recipeListItems.listId} = ${recipeLists.id} and ${recipeListItems.recipeId} = ${recipeId})`,
    })
    .from(recipeLists)
    .where(eq(recipeLists.userId, userId))
    .orderBy(asc(recipeLists.position), asc(recipeLists.id));
  return rows.map((row) => ({ ...row.list, holds: row.holds === true }));
}
