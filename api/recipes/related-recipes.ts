import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { recipeCategories, recipes, recipeTags, users } from "../db/schema";
import { isPublished } from "./published";
import { type RecipeSummaryRow, summaryColumns } from "./recipe-queries";

/**
 * Related recipes: the published recipes sharing the most of this recipe's categories and tags
 * (each shared category or tag counts one), best-rated and newest first among equals.
 *
 * Counting every recipe that shares anything reads most of the link tables once a catalogue is
 * large (a course or a "traditional" tag is shared by thousands), so the count starts from the
 * recipe's rarest links: a recipe that shares at least `n - k + 1` of its `n` links must share one
 * of its `k` rarest, so counting only the recipes that share one of those finds every such recipe,
 * exactly. When that finds enough, it is the answer; otherwise a wider pass over more links, and
 * at last everything, is counted.
 */

/** Link rows the first rare-links pass may read; a second pass may read four times as many. */
const RARE_LINKS_BUDGET = 4000;
const WIDER_PASS = 4;

type LinkKind = "category" | "tag";
interface OwnLink {
  kind: LinkKind;
  id: number;
  /** How many recipes carry it, counted no further than the widest pass needs. */
  frequency: number;
}

export async function listRelatedRecipes(db: Database, recipeId: number, limit: number, { budget = RARE_LINKS_BUDGET }: { budget?: number } = {}): Promise<RecipeSummaryRow[]> {
  const links = await ownLinksByRarity(db, recipeId, budget * WIDER_PASS);
  if (links.length === 0) return [];
  let counted = 0;
  for (const passBudget of [budget, budget * WIDER_PASS]) {
    const rare = rarestWithinBudget(links, passBudget);
    if (rare.length === 0 || rare.length === counted) continue;
    counted = rare.length;
    const found = await relatedAmongRareLinkSharers(db, recipeId, limit, links, rare);
    // When every link fits, everything that shares anything was counted: the answer, however short.
    if (found.length === limit || rare.length === links.length) return found;
  }
  return relatedAmongAllSharers(db, recipeId, limit);
}

const idsOf = (links: OwnLink[], kind: LinkKind) => links.filter((link) => link.kind === kind).map((link) => link.id);

/** The recipe's categories and tags, rarest first; frequencies are counted no further than `upTo` plus one. */
async function ownLinksByRarity(db: Database, recipeId: number, upTo: number): Promise<OwnLink[]> {
  const cap = upTo + 1;
  const others = { categories: alias(recipeCategories, "other_categories"), tags: alias(recipeTags, "other_tags") };
  const categoryFrequency = db
    .select({ one: sql`1` })
    .from(others.categories)
    .where(eq(others.categories.categoryId, recipeCategories.categoryId))
    .limit(cap);
  const tagFrequency = db
    .select({ one: sql`1` })
    .from(others.tags)
    .where(eq(others.tags.tagId, recipeTags.tagId))
    .limit(cap);
  const [categoryRows, tagRows] = await Promise.all([
    db
      .select({ id: recipeCategories.categoryId, frequency: sql<number>`(select count(*)::int from (${categoryFrequency}) capped)` })
      .from(recipeCategories)
      .where(eq(recipeCategories.recipeId, recipeId)),
    db
      .select({ id: recipeTags.tagId, frequency: sql<number>`(select count(*)::int from (${tagFrequency}) capped)` })
      .from(recipeTags)
      .where(eq(recipeTags.recipeId, recipeId)),
  ]);
  return [
    ...categoryRows.map((row) => ({ kind: "category" as const, id: row.id, frequency: Number(row.frequency) })),
    ...tagRows.map((row) => ({ kind: "tag" as const, id: row.id, frequency: Number(row.frequency) })),
  ].sort((a, b) => a.frequency - b.frequency);
}

/** The longest run of rarest links whose recipes, together, stay within the budget. */
function rarestWithinBudget(linksByRarity: OwnLink[], budget: number): OwnLink[] {
  const chosen: OwnLink[] = [];
  let rows = 0;
  for (const link of linksByRarity) {
    if (rows + link.frequency > budget) break;
    rows += link.frequency;
    chosen.push(link);
  }
  return chosen;
}

/** Counts, for the recipes sharing one of the rare links only, how many of all the links each shares. */
async function relatedAmongRareLinkSharers(db: Database, recipeId: number, limit: number, links: OwnLink[], rare: OwnLink[]) {
  const candidates = db
    .select({ recipeId: recipeCategories.recipeId })
    .from(recipeCategories)
    .where(and(inArray(recipeCategories.categoryId, idsOf(rare, "category")), ne(recipeCategories.recipeId, recipeId)))
    .union(
      db
        .select({ recipeId: recipeTags.recipeId })
        .from(recipeTags)
        .where(and(inArray(recipeTags.tagId, idsOf(rare, "tag")), ne(recipeTags.recipeId, recipeId))),
    )
    .as("candidates");
  const sharedCategories = db
    .select({ shared: count() })
    .from(recipeCategories)
    .where(and(eq(recipeCategories.recipeId, candidates.recipeId), inArray(recipeCategories.categoryId, idsOf(links, "category"))));
  const sharedTags = db
    .select({ shared: count() })
    .from(recipeTags)
    .where(and(eq(recipeTags.recipeId, candidates.recipeId), inArray(recipeTags.tagId, idsOf(links, "tag"))));
  const scores = db
    .select({ recipeId: candidates.recipeId, shared: sql<number>`(${sharedCategories}) + (${sharedTags})`.as("shared") })
    .from(candidates)
    .as("scores");
  const minimumShared = links.length - rare.length + 1;
  return db
    .select(summaryColumns)
    .from(scores)
    .innerJoin(recipes, eq(recipes.id, scores.recipeId))
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(and(isPublished, sql`${scores.shared} >= ${minimumShared}`))
    .orderBy(desc(scores.shared), desc(recipes.averageRating), desc(recipes.publishedAt), asc(recipes.id))
    .limit(limit);
}

/** Counts every recipe that shares any category or tag: exact, and what small catalogues always get. */
async function relatedAmongAllSharers(db: Database, recipeId: number, limit: number): Promise<RecipeSummaryRow[]> {
  const ownCategories = db.select({ id: recipeCategories.categoryId }).from(recipeCategories).where(eq(recipeCategories.recipeId, recipeId));
  const ownTags = db.select({ id: recipeTags.tagId }).from(recipeTags).where(eq(recipeTags.recipeId, recipeId));
  const sharedLinks = db
    .select({ recipeId: recipeCategories.recipeId })
    .from(recipeCategories)
    .where(and(inArray(recipeCategories.categoryId, ownCategories), ne(recipeCategories.recipeId, recipeId)))
    .unionAll(
      db
        .select({ recipeId: recipeTags.recipeId })
        .from(recipeTags)
        .where(and(inArray(recipeTags.tagId, ownTags), ne(recipeTags.recipeId, recipeId))),
    )
    .as("shared_links");
  const scores = db
    .select({ recipeId: sharedLinks.recipeId, shared: sql<number>`count(*)`.as("shared") })
    .from(sharedLinks)
    .groupBy(sharedLinks.recipeId)
    .as("scores");
  return db
    .select(summaryColumns)
    .from(scores)
    .innerJoin(recipes, eq(recipes.id, scores.recipeId))
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(isPublished)
    .orderBy(desc(scores.shared), desc(recipes.averageRating), desc(recipes.publishedAt), asc(recipes.id))
    .limit(limit);
}
