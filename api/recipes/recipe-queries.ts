import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedPerDatabase } from "../db/prepared-per-database";
import { asRecordId } from "../http/address-params";
import { categories, ingredients, recipeCategories, recipeIngredients, recipes, recipeSlugRedirects, recipeSteps, recipeTags, tags, users } from "../db/schema";
import { isPublished } from "./published";

export const summaryColumns = {
  recipe: recipes,
  author: {
    id: users.id,
    name: users.name,
    slug: users.slug,
    isAiChef: users.isAiChef,
    avatarUrl: users.avatarUrl,
  },
};

export type RecipeSummaryRow = { recipe: typeof recipes.$inferSelect; author: { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null } };

/** Featured recipes first by recency; topped up with the best-rated when too few are featured. */
export async function listFeaturedRecipes(db: Database, limit: number): Promise<RecipeSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(isPublished)
    .orderBy(desc(recipes.isFeatured), desc(recipes.averageRating), desc(recipes.publishedAt), asc(recipes.id))
    .limit(limit);
}

const publishedSummaryBy = (db: Database, key: SQL, name: string) =>
  db.select(summaryColumns).from(recipes).innerJoin(users, eq(users.id, recipes.authorId)).where(and(key, isPublished)).limit(1).prepare(name);
const summaryById = preparedPerDatabase((db) => publishedSummaryBy(db, eq(recipes.id, sql.placeholder("key")), "recipe_summary_by_id"));
const summaryBySlug = preparedPerDatabase((db) => publishedSummaryBy(db, eq(recipes.slug, sql.placeholder("key")), "recipe_summary_by_slug"));

const summariesByIds = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(sql`${recipes.id} = any(${sql.placeholder("ids")})`)
    .prepare("recipe_summaries_by_ids"),
);

/**
 * The summaries of these recipes, in no particular order, whatever their state (the caller's list
 * already chose them). One prepared statement: a search page asks it on every view, and building
 * the query each time cost more than running it.
 */
export async function findRecipeSummariesByIds(db: Database, ids: number[]): Promise<RecipeSummaryRow[]> {
  return ids.length === 0 ? [] : summariesByIds(db).execute({ ids });
}

/** The same summaries in the order of `ids` (a list's own order), an id with no recipe left out. */
export async function findRecipeSummariesInOrder(db: Database, ids: number[]): Promise<RecipeSummaryRow[]> {
  const byId = new Map((await findRecipeSummariesByIds(db, ids)).map((row) => [row.recipe.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A numeric key that fits a row id is an id, anything else a slug. */
export async function findRecipeSummary(db: Database, idOrSlug: string): Promise<RecipeSummaryRow | undefined> {
  const id = asRecordId(idOrSlug);
  const [row] = await (id !== undefined ? summaryById(db).execute({ key: id }) : summaryBySlug(db).execute({ key: idOrSlug }));
  return row;
}

/**
 * As findRecipeSummary, and a slug the recipe had before a rename (decision 052) finds it too: the
 * answer carries its current slug, which the web redirects to.
 */
export async function findRecipeSummaryOrRenamed(db: Database, idOrSlug: string): Promise<RecipeSummaryRow | undefined> {
  const found = await findRecipeSummary(db, idOrSlug);
  if (found || asRecordId(idOrSlug) !== undefined) return found;
  const [redirect] = await db.select({ recipeId: recipeSlugRedirects.recipeId }).from(recipeSlugRedirects).where(eq(recipeSlugRedirects.oldSlug, idOrSlug));
  return redirect ? findRecipeSummary(db, String(redirect.recipeId)) : undefined;
}

export async function loadRecipeParts(db: Database, recipeId: number) {
  const [lines, steps, recipeCategoryRows, tagRows] = await Promise.all([
    db
      .select({ line: recipeIngredients, ingredient: ingredients })
      .from(recipeIngredients)
      .leftJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(eq(recipeIngredients.recipeId, recipeId))
      .orderBy(asc(recipeIngredients.position)),
    db.select().from(recipeSteps).where(eq(recipeSteps.recipeId, recipeId)).orderBy(asc(recipeSteps.position)),
    db
      .select({ category: categories })
      .from(recipeCategories)
      .innerJoin(categories, eq(categories.id, recipeCategories.categoryId))
      .where(eq(recipeCategories.recipeId, recipeId))
      .orderBy(asc(categories.type), asc(categories.level)),
    db.select({ tag: tags }).from(recipeTags).innerJoin(tags, eq(tags.id, recipeTags.tagId)).where(eq(recipeTags.recipeId, recipeId)).orderBy(asc(tags.slug)),
  ]);
  return { lines, steps, categories: recipeCategoryRows.map((row) => row.category), tags: tagRows.map((row) => row.tag) };
}

export type RecipeParts = Awaited<ReturnType<typeof loadRecipeParts>>;

/** Ingredients used by at least one published recipe, with how many. */
export async function listAvailableIngredients(db: Database) {
  const recipeCount = sql<number>`count(distinct ${recipeIngredients.recipeId})::int`;
  return db
    .select({ ingredient: ingredients, recipeCount })
    .from(ingredients)
    .innerJoin(recipeIngredients, eq(recipeIngredients.ingredientId, ingredients.id))
    .innerJoin(recipes, and(eq(recipes.id, recipeIngredients.recipeId), isPublished))
    .groupBy(ingredients.id)
    .orderBy(asc(ingredients.slug));
}

/** A page of every published recipe's id, slug and last change, by id (for sitemaps), and how many there are. */
export async function listPublishedRecipeSlugs(db: Database, page: number, perPage: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: recipes.id, slug: recipes.slug, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(isPublished)
      .orderBy(asc(recipes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(recipes)
      .where(isPublished),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
