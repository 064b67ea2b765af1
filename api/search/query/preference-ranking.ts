import { positionsLinkingAny } from "../index/column-filters";
import { passingPositions, scanPage } from "../index/index-scan";
import { difficultyCodes } from "../index/difficulty-codes";
import type { RecipeColumns } from "../index/recipe-columns";
import type { ResolvedFilters } from "./resolve-filters";
import { type Preference, RELAX_ORDER, titleKey } from "./search-preferences";
import { type TextMatch, textMatchOf } from "../index/text-index";

/**
 * Preferences (search-preferences.ts) over the index's columns, handed to the scan as a text match:
 * its positions are the recipes meeting every preference still kept, its ranks put those meeting
 * more of them (and having the asked ingredient as the dish) first. The scan itself is unchanged:
 * it applies the filters to these positions as it does to a text's.
 */

/** A preference met adds this much; an asked ingredient that is the dish (title or main line) adds more. */
const PREFERENCE_WEIGHT = 1;
const MAIN_INGREDIENT_WEIGHT = 1.5;

function within(column: ArrayLike<number>, size: number, min: number, max: number): Uint8Array {
  const met = new Uint8Array(size);
  // NaN (unknown calories) meets no bound, as in the filters.
  for (let position = 0; position < size; position++) met[position] = column[position]! >= min && column[position]! <= max ? 1 : 0;
  return met;
}

export interface PreferenceContext {
  columns: RecipeColumns;
  /** Tag ids by slug (the catalogue's). */
  tagIds: (slug: string) => number | undefined;
  /** The matches of each text preference and of each preference's rankWords, by their text. */
  texts: Map<string, TextMatch>;
}

/** Which recipes meet the preference, one byte per position. */
function meets(preference: Preference, { columns, tagIds, texts }: PreferenceContext): Uint8Array {
  const { size } = columns;
  const test = preference.test;
  switch (test.kind) {
    case "ingredients":
      return positionsLinkingAny(columns.ingredients, test.ids);
    case "tags": {
      const tagged = positionsLinkingAny(
        columns.tags,
        test.slugs.flatMap((slug) => tagIds(slug) ?? []),
      );
      if (test.orCategoryIds?.length) {
        const filed = positionsLinkingAny(columns.categories, test.orCategoryIds);
        for (let position = 0; position < size; position++) tagged[position]! |= filed[position]!;
      }
      return tagged;
    }
    case "categories": {
      const filed = positionsLinkingAny(columns.categories, test.ids);
      if (test.orTagSlugs?.length) {
        const tagged = positionsLinkingAny(
          columns.tags,
          test.orTagSlugs.flatMap((slug) => tagIds(slug) ?? []),
        );
        for (let position = 0; position < size; position++) filed[position]! |= tagged[position]!;
      }
      return filed;
    }
    case "atMost":
      return within(columns[test.column], size, Number.NEGATIVE_INFINITY, test.value);
    case "atLeast":
      return within(columns[test.column], size, test.value, Number.POSITIVE_INFINITY);
    case "flag":
      return within(columns[test.column], size, Number(test.value), Number(test.value));
    case "difficulty": {
      const codes = new Set(test.levels.map((level) => difficultyCodes[level]));
      const met = new Uint8Array(size);
      for (let position = 0; position < size; position++) met[position] = codes.has(columns.difficulty[position] as 0 | 1 | 2) ? 1 : 0;
      return met;
    }
    case "text": {
      const ranks = texts.get(test.inTitle ? titleKey(test.q) : test.q)?.ranks;
      const met = new Uint8Array(size);
      if (ranks) for (let position = 0; position < size; position++) met[position] = Number.isNaN(ranks[position]!) ? 0 : 1;
      return met;
    }
  }
}

/**
 * How near a recipe that misses a bound comes to it, from 0 to under 1: given up, "rápida" still
 * puts a 40-minute recipe before a 3-hour one.
 */
function nearness(preference: Preference, columns: RecipeColumns, position: number): number {
  const { test } = preference;
  if (test.kind !== "atMost" && test.kind !== "atLeast") return 0;
  const value = columns[test.column][position]!;
  if (!(value > 0) || !(test.value > 0)) return 0;
  return 0.9 * (test.kind === "atMost" ? test.value / value : value / test.value);
}

export interface PreferenceRanking {
  /** The recipes to scan and their ranks, in place of the text's. */
  match: TextMatch;
  /** The preferences given up to find something, in the order they were. */
  relaxed: Preference[];
}

/**
 * What the preferences make of every recipe, whatever the filters: which recipes meet each, and
 * the rank each recipe earns. It depends on the words and the columns only, so it is kept per text
 * and version of the columns (recipe-search.ts) as the text's own matches are.
 */
export interface PreferenceScores {
  preferences: readonly Preference[];
  text: TextMatch | null;
  met: Uint8Array[];
  ranks: Float64Array;
  /** The recipes meeting each choice of kept preferences (a key of one letter per preference), ranked. */
  matches: Map<string, TextMatch>;
}

export function scorePreferences(context: PreferenceContext, text: TextMatch | null, preferences: readonly Preference[]): PreferenceScores {
  const { columns } = context;
  const { size } = columns;
  const met = preferences.map((preference) => meets(preference, context));
  const wordRanks = preferences.map((preference) => (preference.rankWords ? context.texts.get(preference.rankWords)?.ranks : undefined));
  const ranks = new Float64Array(size);
  for (let position = 0; position < size; position++) {
    let rank = text ? text.ranks[position]! : 0;
    for (let index = 0; index < preferences.length; index++) {
      if (!met[index]![position]) {
        rank += PREFERENCE_WEIGHT * nearness(preferences[index]!, columns, position);
        continue;
      }
      rank += PREFERENCE_WEIGHT;
      const words = wordRanks[index];
      if (words && !Number.isNaN(words[position]!)) rank += words[position]!;
    }
    ranks[position] = rank;
  }
  const mains = mainIngredientBonus(context, preferences);
  if (mains) for (let position = 0; position < size; position++) ranks[position]! += mains[position]!;
  return { preferences, text, met, ranks, matches: new Map() };
}

/** The recipes meeting every kept preference that narrows (and the text), with their ranks. */
function matchFor(scores: PreferenceScores, kept: readonly boolean[]): TextMatch {
  const key = kept.map((keeps) => (keeps ? "1" : "0")).join("");
  const known = scores.matches.get(key);
  if (known) return known;
  const { preferences, text, met, ranks } = scores;
  const narrowing = met.filter((_, index) => kept[index] && !preferences[index]!.rankOnly);
  const found = new Float64Array(ranks.length).fill(Number.NaN);
  for (let position = 0; position < ranks.length; position++) {
    if (text && Number.isNaN(text.ranks[position]!)) continue;
    if (narrowing.every((meetsIt) => meetsIt[position] === 1)) found[position] = ranks[position]!;
  }
  const match = textMatchOf(found);
  scores.matches.set(key, match);
  return match;
}

/**
 * Keeps every preference when some recipe (under the filters) meets them all; otherwise gives them
 * up in RELAX_ORDER until one does, never all of them, then takes back any given up that is not
 * needed (the latest first). Nothing found even so: nothing is given up, and the answer is empty.
 */
export function rankByPreferences(scores: PreferenceScores, columns: RecipeColumns, filters: ResolvedFilters, now: number): PreferenceRanking {
  const { preferences, text, met } = scores;
  // One scan answers every "would this still find something?" of the relaxation: the filters and
  // the text pass the same positions whatever is kept, so each passing recipe is reduced to the set
  // of narrowing preferences it meets (a bit each), and a choice finds something when one of those
  // sets holds it. Past 30 preferences (no real request has them) each question scans again.
  const narrowingIndexes = preferences.flatMap((preference, index) => (preference.rankOnly ? [] : [index]));
  const bitsOf = (holds: (index: number) => boolean) => narrowingIndexes.reduce((set, index, bit) => (holds(index) ? set | (1 << bit) : set), 0);
  let metSets: Set<number> | undefined;
  const finds = (kept: readonly boolean[]) => {
    if (narrowingIndexes.length > 30) return scanPage(columns, filters, matchFor(scores, kept), { offset: 0, limit: 0, locale: "es", now }).total > 0;
    metSets ??= new Set(Array.from(passingPositions(columns, filters, text, now), (position) => bitsOf((index) => met[index]![position] === 1)));
    const wanted = bitsOf((index) => kept[index]!);
    for (const set of metSets) if ((set & wanted) === wanted) return true;
    return false;
  };

  const narrowing = narrowingIndexes.length;
  const requires = requiresSomething(filters);
  if (narrowing === 0 || finds(preferences.map(() => true)))
    return {
      match: matchFor(
        scores,
        preferences.map(() => true),
      ),
      relaxed: [],
    };
  // A dish the request names ("arroz con leche") is kept while some recipe is it; else it goes first, unsaid.
  const dish = preferences.findIndex((preference) => preference.dish);
  const start = preferences.map(() => true);
  if (dish >= 0) {
    const asDish = relax(preferences, start, finds, requires, dish);
    if (asDish) return { match: matchFor(scores, asDish.kept), relaxed: asDish.relaxed };
    start[dish] = false;
    if (finds(start)) return { match: matchFor(scores, start), relaxed: [] };
  }
  const relaxed = relax(preferences, start, finds, requires);
  if (!relaxed)
    return {
      match: matchFor(
        scores,
        preferences.map(() => true),
      ),
      relaxed: [],
    };
  return { match: matchFor(scores, relaxed.kept), relaxed: relaxed.relaxed };
}

/**
 * Gives preferences up in RELAX_ORDER from `start` until some recipe meets those kept (never
 * `pinned`), then takes back any given up that is not needed (the latest first). Undefined when
 * nothing is found even so.
 */
function relax(preferences: readonly Preference[], start: readonly boolean[], finds: (kept: readonly boolean[]) => boolean, requires: boolean, pinned?: number) {
  const kept = [...start];
  const dropped: number[] = [];
  let found = false;
  for (const group of RELAX_ORDER) {
    for (let index = 0; index < preferences.length && !found; index++) {
      if (index === pinned || !kept[index] || preferences[index]!.group !== group || preferences[index]!.rankOnly) continue;
      // The last one goes only when the request itself requires something (a diet, an exclusion):
      // "cena vegana" answers with the vegan recipes, ranked by "cena"; a request of preferences
      // alone is never turned into "every recipe".
      if (!requires && kept.filter((keeps, other) => keeps && !preferences[other]!.rankOnly).length === 1) break;
      kept[index] = false;
      dropped.push(index);
      found = finds(kept);
    }
    if (found) break;
  }
  if (!found) return undefined;
  for (const index of [...dropped].reverse()) {
    kept[index] = true;
    if (!finds(kept)) kept[index] = false;
  }
  return { kept, relaxed: dropped.filter((index) => !kept[index] && !preferences[index]!.quiet).map((index) => preferences[index]!) };
}

/** Whether the filters themselves narrow the recipes: a diet, an exclusion, a list or a bound. */
function requiresSomething(filters: ResolvedFilters): boolean {
  const lists = [filters.categoryIds, filters.includeIngredientIds, filters.excludeIngredientIds, filters.includeTagIds, filters.excludeTagIds, filters.difficultyLevels];
  if (lists.some((list) => list.length > 0)) return true;
  const values = [
    filters.activeTimeMaxMinutes,
    filters.totalTimeMaxMinutes,
    filters.minServings,
    filters.maxServings,
    filters.minAverageRating,
    filters.caloriesMin,
    filters.caloriesMax,
    filters.authorType,
    filters.isFeatured,
    filters.hasVideo,
  ];
  return values.some((value) => value !== undefined);
}

/**
 * For each asked ingredient, a recipe whose main lines (the dish, not a stock or a garnish:
 * migration 0014's main_ingredient_ids) hold one of its family ranks above one merely using it.
 */
function mainIngredientBonus({ columns }: PreferenceContext, preferences: readonly Preference[]): Float64Array | null {
  const families = preferences.flatMap((preference) => (preference.test.kind === "ingredients" ? [preference.test.ids] : []));
  if (!families.length) return null;
  const bonus = new Float64Array(columns.size);
  for (const family of families) {
    const main = positionsLinkingAny(columns.mainIngredients, family);
    for (let position = 0; position < columns.size; position++) if (main[position]) bonus[position]! += MAIN_INGREDIENT_WEIGHT;
  }
  return bonus;
}
