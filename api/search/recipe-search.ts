import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes } from "../db/schema";
import { findRecipeSummariesByIds, type RecipeSummaryRow } from "../recipes/recipe-queries";
import type { SortBy } from "../contract/search";
import type { FacetCounters } from "./index/facet-counts";
import { difficultyByCode } from "./index/difficulty-codes";
import type { RecipeColumns } from "./index/recipe-columns";
import { freshRecipeIndex } from "./index/recipe-index";
import type { ResolvedFilters } from "./query/resolve-filters";
import { scanFacetsOffThread, scanPageOffThread } from "./index/scan-workers";
import { parseTsquery, rankText, type TextMatch, textMatchOf } from "./index/text-index";
import { getCatalogue } from "./query/catalogue-lookup";
import { type PreferenceScores, rankByPreferences, scorePreferences } from "./query/preference-ranking";
import { type Preference, titleKey } from "./query/search-preferences";
import { rowsOf } from "../db/rows-of";

const foldedTitleEs = sql`immutable_unaccent(lower(${recipes.titleEs}))`;
const foldedTitleEn = sql`immutable_unaccent(lower(${recipes.titleEn}))`;

/** Below this many full-text matches, titles resembling the text are added: the words may be misspelt. */
const TYPO_FALLBACK_BELOW = 20;

/**
 * The text's rank per position (NaN where it does not match): full text in both languages
 * (stemmed, synonyms, accents folded) over the index's lexemes; when that finds little, also the
 * titles the text resembles (trigram word similarity), which forgives typos (decisions/017).
 */
export async function rankTextMatches(db: Database, q: string, columns: RecipeColumns, { titlesOnly = false }: { titlesOnly?: boolean } = {}): Promise<TextMatch> {
  const [queries] = rowsOf<{ es: string; en: string }>(
    await db.execute(sql`select websearch_to_tsquery('sazon_es', ${q})::text as es, websearch_to_tsquery('sazon_en', ${q})::text as en`),
  );
  const ranks = rankText(
    columns.text,
    [queries!.es, queries!.en].flatMap((text) => parseTsquery(text) ?? []),
    { titlesOnly },
  );
  // A title holding the words is what was asked for: no resemblance stands in for it.
  if (titlesOnly) return textMatchOf(ranks);
  let matched = 0;
  for (let position = 0; position < ranks.length && matched < TYPO_FALLBACK_BELOW; position++) if (!Number.isNaN(ranks[position]!)) matched++;
  if (matched < TYPO_FALLBACK_BELOW) {
    const folded = sql`immutable_unaccent(lower(${q}))`;
    // "<%" uses the title trigram indexes with pg_trgm.word_similarity_threshold (set per session in db/client.ts).
    const resembling = rowsOf<{ id: number; similarity: number }>(
      await db.execute(sql`
        select id, greatest(word_similarity(${folded}, ${foldedTitleEs}), word_similarity(${folded}, ${foldedTitleEn}))::float8 as similarity
        from recipes where ${folded} <% ${foldedTitleEs} or ${folded} <% ${foldedTitleEn}`),
    );
    for (const { id, similarity } of resembling) {
      const position = columns.positionOf.get(id);
      if (position !== undefined) ranks[position] = Math.max(Number.isNaN(ranks[position]!) ? 0 : ranks[position]!, Number(similarity));
    }
  }
  return textMatchOf(ranks);
}

/**
 * The index at the version the request read, and the text's matches over its columns; with a
 * plain-words request's preferences, the recipes meeting them, ranked (preference-ranking.ts), and
 * those given up to find any.
 */
async function indexAndText(db: Database, filters: ResolvedFilters, version: string | undefined) {
  const index = await freshRecipeIndex(db, version);
  const columns = index.columns();
  const textOf = (q: string) => index.textRanks(q, columns, (forColumns) => rankTextMatches(db, q, forColumns));
  const titleTextOf = (q: string) => index.textRanks(titleKey(q), columns, (forColumns) => rankTextMatches(db, q, forColumns, { titlesOnly: true }));
  const text = filters.q ? await textOf(filters.q) : null;
  const preferences = filters.preferences ?? [];
  if (!preferences.length) return { index, columns, text, relaxed: [] as Preference[] };
  const key = JSON.stringify(filters);
  const kept = rankingsKept.get(columns)?.get(key);
  if (kept && Date.now() - kept.at < RANKING_KEPT_MS) return { index, columns, text: kept.match, relaxed: kept.relaxed };
  const scoresKey = JSON.stringify([filters.q ?? null, preferences]);
  let scores = scoresKept.get(columns)?.get(scoresKey);
  if (!scores) {
    const texts = new Map<string, TextMatch>();
    for (const preference of preferences) {
      const { test } = preference;
      if (test.kind === "text" && test.inTitle) {
        if (!texts.has(titleKey(test.q))) texts.set(titleKey(test.q), await titleTextOf(test.q));
        continue;
      }
      for (const words of [test.kind === "text" ? test.q : undefined, preference.rankWords]) if (words && !texts.has(words)) texts.set(words, await textOf(words));
    }
    const catalogue = await getCatalogue(db);
    const context = { columns, texts, tagIds: (slug: string) => catalogue.tagBySlug.get(slug)?.id };
    scores = scorePreferences(context, text, preferences);
    keepLatest(scoresKept, columns, scoresKey, scores, SCORES_KEPT);
  }
  const { match, relaxed } = rankByPreferences(scores, columns, filters, Date.now());
  keepLatest(rankingsKept, columns, key, { match, relaxed, at: Date.now() }, RANKINGS_KEPT);
  return { index, columns, text: match, relaxed };
}

/**
 * A plain-words request's ranking, kept a moment per version of the columns: the search page asks
 * for the results and the facet counts of the same request at once. The 5 s bound is for
 * "published by now" only; any content change replaces the columns object, and with it what was kept.
 */
const RANKING_KEPT_MS = 5_000;
const RANKINGS_KEPT = 32;
const rankingsKept = new WeakMap<object, Map<string, { match: TextMatch; relaxed: Preference[]; at: number }>>();

/**
 * What a text's preferences make of every recipe (a pass over every recipe per preference), kept per
 * text and version of the columns as the text's matches are: a visitor refining a search with
 * filters reuses it. Each holds a few arrays of one entry per recipe, hence the smaller bound.
 */
const SCORES_KEPT = 16;
const scoresKept = new WeakMap<object, Map<string, PreferenceScores>>();

/** Keeps `value` under `key` for this version of the columns, the least recently kept going past `bound`. */
function keepLatest<T>(kept: WeakMap<object, Map<string, T>>, columns: object, key: string, value: T, bound: number) {
  let forColumns = kept.get(columns);
  if (!forColumns) kept.set(columns, (forColumns = new Map()));
  forColumns.delete(key);
  forColumns.set(key, value);
  if (forColumns.size > bound) forColumns.delete(forColumns.keys().next().value!);
}

export interface SearchOptions {
  page: number;
  perPage: number;
  sortBy?: SortBy;
  locale?: "es" | "en";
  /** The search_index_version this request already read (search-answer-cache), to save reading it again. */
  indexVersion?: string;
}

/** One page of published recipes matching every filter, with the total. */
export async function searchRecipes(db: Database, filters: ResolvedFilters, { page, perPage, sortBy, locale = "es", indexVersion }: SearchOptions) {
  const { columns, text, relaxed } = await indexAndText(db, filters, indexVersion);
  const { ids: pageIds, total } = await scanPageOffThread(columns, filters, text, { offset: (page - 1) * perPage, limit: perPage, sortBy, locale, now: Date.now() });
  if (pageIds.length === 0) return { rows: [] as RecipeSummaryRow[], total, relaxed };
  const fetched = await findRecipeSummariesByIds(db, pageIds);
  const byId = new Map(fetched.map((row) => [row.recipe.id, row]));
  // A recipe deleted since the index caught up is simply left out.
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, total, relaxed };
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

function talliesOf(counters: FacetCounters): FacetTallies {
  const counted = (counts: Int32Array) => {
    const present = new Map<number, number>();
    counts.forEach((count, key) => count > 0 && present.set(key, count));
    return present;
  };
  const difficulty = new Map<string, number>();
  counters.difficulty.forEach((count, code) => count > 0 && difficulty.set(difficultyByCode[code]!, count));
  const authorType = new Map<"ai_chef" | "community", number>();
  if (counters.aiChef[1]) authorType.set("ai_chef", counters.aiChef[1]);
  if (counters.aiChef[0]) authorType.set("community", counters.aiChef[0]);
  return {
    total: counters.total,
    categories: counted(counters.categories),
    ingredients: counted(counters.ingredients),
    tags: counted(counters.tags),
    difficulty,
    authorType,
  };
}

/** All facet counts under the filters, each facet ignoring its own (index-scan's scanFacets). */
export async function countFacets(db: Database, filters: ResolvedFilters, indexVersion?: string): Promise<FacetTallies & { relaxed: Preference[] }> {
  const { index, columns, text, relaxed } = await indexAndText(db, filters, indexVersion);
  return { ...talliesOf(await scanFacetsOffThread(columns, filters, text, index.largestIds, Date.now())), relaxed };
}
