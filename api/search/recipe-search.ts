import { and, asc, desc, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import type { RecipeSummaryRow } from "../recipes/recipe-queries";
import type { RecipeFilters, SortBy } from "./recipe-filters";
import type { ResolvedFilters } from "./resolve-filters";

/** The facets of §7's counts call; each is counted under every other filter but not its own. */
export type FacetName = "categories" | "ingredients" | "tags" | "difficulty" | "authorType";

const intArray = (ids: number[]) => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::integer[]`;

/** recipes.search_document is a generated column kept out of the drizzle schema (migrations 0003 and 0005). */
const searchDocument = sql`recipes.search_document`;
const foldedTitleEs = sql`immutable_unaccent(lower(${recipes.titleEs}))`;
const foldedTitleEn = sql`immutable_unaccent(lower(${recipes.titleEn}))`;

function textQuery(q: string) {
  const spanish = sql`websearch_to_tsquery('sazon_es', ${q})`;
  const english = sql`websearch_to_tsquery('sazon_en', ${q})`;
  const folded = sql`immutable_unaccent(lower(${q}))`;
  return {
    // `<%` uses the title trigram indexes with pg_trgm.word_similarity_threshold (set per session in db/client.ts).
    matches: sql`(${searchDocument} @@ ${spanish} or ${searchDocument} @@ ${english} or ${folded} <% ${foldedTitleEs} or ${folded} <% ${foldedTitleEn})`,
    // One ts_rank over both languages' query (cheaper than two cover-density ranks), plus title closeness for typos.
    rank: sql`(ts_rank(${searchDocument}, ${spanish} || ${english}) + greatest(word_similarity(${folded}, ${foldedTitleEs}), word_similarity(${folded}, ${foldedTitleEn})))`,
  };
}

const published = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`))!;

/** Conditions of the filters no facet owns: text, times, servings, rating, calories, flags. */
function commonConditions(filters: RecipeFilters): SQL[] {
  const conditions: SQL[] = [published];
  if (filters.q) conditions.push(textQuery(filters.q).matches);
  if (filters.activeTimeMaxMinutes !== undefined) conditions.push(sql`${recipes.activeMinutes} <= ${filters.activeTimeMaxMinutes}`);
  if (filters.totalTimeMaxMinutes !== undefined) conditions.push(sql`${recipes.totalMinutes} <= ${filters.totalTimeMaxMinutes}`);
  if (filters.minServings !== undefined) conditions.push(sql`${recipes.servings} >= ${filters.minServings}`);
  if (filters.maxServings !== undefined) conditions.push(sql`${recipes.servings} <= ${filters.maxServings}`);
  if (filters.minAverageRating !== undefined) conditions.push(sql`${recipes.averageRating} >= ${filters.minAverageRating}`);
  if (filters.caloriesMin !== undefined) conditions.push(sql`${recipes.calories} >= ${filters.caloriesMin}`);
  if (filters.caloriesMax !== undefined) conditions.push(sql`${recipes.calories} <= ${filters.caloriesMax}`);
  if (filters.isFeatured !== undefined) conditions.push(eq(recipes.isFeatured, filters.isFeatured));
  if (filters.hasVideo !== undefined) conditions.push(filters.hasVideo ? sql`${recipes.videoUrl} is not null` : sql`${recipes.videoUrl} is null`);
  return conditions;
}

/** Each facet's own condition, or undefined when that facet is not filtered. */
function facetConditions(filters: ResolvedFilters): Record<FacetName, SQL | undefined> {
  const ingredientParts: SQL[] = [];
  if (filters.includeIngredientIds.length) ingredientParts.push(sql`${recipes.ingredientIds} @> ${intArray(filters.includeIngredientIds)}`);
  if (filters.excludeIngredientIds.length) ingredientParts.push(sql`not (${recipes.ingredientIds} && ${intArray(filters.excludeIngredientIds)})`);
  const tagParts: SQL[] = [];
  if (filters.includeTagIds.length) tagParts.push(sql`${recipes.tagIds} @> ${intArray(filters.includeTagIds)}`);
  if (filters.excludeTagIds.length) tagParts.push(sql`not (${recipes.tagIds} && ${intArray(filters.excludeTagIds)})`);
  return {
    // category_ids holds every ancestor, so a parent category matches its descendants' recipes.
    categories: filters.categoryIds.length ? sql`${recipes.categoryIds} && ${intArray(filters.categoryIds)}` : undefined,
    ingredients: ingredientParts.length ? and(...ingredientParts) : undefined,
    tags: tagParts.length ? and(...tagParts) : undefined,
    difficulty: filters.difficultyLevels.length
      ? sql`${recipes.difficulty} in (${sql.join(filters.difficultyLevels.map((level) => sql`${level}`), sql`, `)})`
      : undefined,
    authorType: filters.authorType
      ? sql`${recipes.authorId} in (select ${users.id} from ${users} where ${users.isAiChef} = ${filters.authorType === "ai_chef"})`
      : undefined,
  };
}

function allConditions(filters: ResolvedFilters): SQL {
  const facets = Object.values(facetConditions(filters)).filter((condition): condition is SQL => condition !== undefined);
  return and(...commonConditions(filters), ...facets)!;
}

function orderFor(sortBy: SortBy | undefined, filters: RecipeFilters, locale: "es" | "en"): SQL[] {
  // Folded so "Ají" sorts with "aji", whatever the database's collation.
  const title = locale === "en" ? foldedTitleEn : foldedTitleEs;
  const newest = [desc(recipes.publishedAt), desc(recipes.id)];
  switch (sortBy) {
    case "popular":
      return [desc(recipes.reviewsCount), desc(recipes.averageRating), ...newest];
    case "rating":
      return [desc(recipes.averageRating), desc(recipes.reviewsCount), ...newest];
    case "title_asc":
      return [asc(title), asc(recipes.id)];
    case "title_desc":
      return [desc(title), desc(recipes.id)];
    case "time_asc":
      return [asc(recipes.totalMinutes), ...newest];
    case "time_desc":
      return [desc(recipes.totalMinutes), ...newest];
    case "difficulty_asc":
      return [asc(recipes.difficulty), ...newest];
    case "difficulty_desc":
      return [desc(recipes.difficulty), ...newest];
    case "latest":
      return newest;
    default:
      // No sort asked: with text, the best matches first (decisions/016); otherwise the newest.
      return filters.q ? [desc(textQuery(filters.q).rank), ...newest] : newest;
  }
}

export interface SearchOptions {
  page: number;
  perPage: number;
  sortBy?: SortBy;
  locale?: "es" | "en";
}

/** One page of published recipes matching every filter, with the total. */
export async function searchRecipes(db: Database, filters: ResolvedFilters, { page, perPage, sortBy, locale = "es" }: SearchOptions) {
  const where = allConditions(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        recipe: recipes,
        author: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
      })
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.authorId))
      .where(where)
      .orderBy(...orderFor(sortBy, filters, locale))
      .limit(perPage)
      .offset((page - 1) * perPage) as Promise<RecipeSummaryRow[]>,
    db.select({ total: sql<number>`count(*)::int` }).from(recipes).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Counts per option id (or value), before the route names them for the answer. */
export interface FacetTallies {
  total: number;
  categories: Map<number, number>;
  ingredients: Map<number, number>;
  tags: Map<number, number>;
  difficulty: Map<string, number>;
  authorType: Map<"ai_chef" | "community", number>;
}

/**
 * All facet counts in one statement: the recipes passing the common filters are read once, each
 * flagged by which facet conditions it meets, and every facet counts the rows meeting all the
 * others — so picking an option never hides its siblings.
 */
export async function countFacets(db: Database, filters: ResolvedFilters): Promise<FacetTallies> {
  const own = facetConditions(filters);
  const flag = (name: FacetName) => own[name] ?? sql`true`;
  const passesAllBut = (skip: FacetName | null) =>
    sql.raw((["categories", "ingredients", "tags", "difficulty", "authorType"] as const).filter((name) => name !== skip).map((name) => `in_${name}`).join(" and "));
  const pairs = (select: string, skip: FacetName) =>
    sql`(select coalesce(json_agg(json_build_array(key, n)), '[]'::json) from (select ${sql.raw(select)} as key, count(*)::int as n from base where ${passesAllBut(skip)} group by 1) counted)`;

  const result = await db.execute(sql`
    with base as materialized (
      select ${recipes.categoryIds} as category_ids, ${recipes.ingredientIds} as ingredient_ids, ${recipes.tagIds} as tag_ids,
        ${recipes.difficulty}::text as difficulty, ${users.isAiChef} as is_ai_chef,
        ${flag("categories")} as in_categories, ${flag("ingredients")} as in_ingredients, ${flag("tags")} as in_tags,
        ${flag("difficulty")} as in_difficulty, ${flag("authorType")} as in_authorType
      from ${recipes} inner join ${users} on ${users.id} = ${recipes.authorId}
      where ${and(...commonConditions(filters))}
    )
    select
      (select count(*)::int from base where ${passesAllBut(null)}) as total,
      ${pairs("unnest(category_ids)", "categories")} as categories,
      ${pairs("unnest(ingredient_ids)", "ingredients")} as ingredients,
      ${pairs("unnest(tag_ids)", "tags")} as tags,
      ${pairs("difficulty", "difficulty")} as difficulty,
      ${pairs("is_ai_chef", "authorType")} as author_type
  `);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  const parsePairs = <K>(value: unknown, key: (raw: unknown) => K) =>
    new Map((typeof value === "string" ? (JSON.parse(value) as [unknown, number][]) : ((value ?? []) as [unknown, number][])).map(([raw, n]) => [key(raw), n]));
  return {
    total: Number(row.total ?? 0),
    categories: parsePairs(row.categories, Number),
    ingredients: parsePairs(row.ingredients, Number),
    tags: parsePairs(row.tags, Number),
    difficulty: parsePairs(row.difficulty, String),
    authorType: parsePairs(row.author_type, (raw) => (raw === true || raw === "true" ? "ai_chef" : "community")),
  };
}
