import { passingPositions, scanPage } from "./index-scan";
import { difficultyCodes } from "./difficulty-codes";
import type { LinkColumn, RecipeColumns } from "./recipe-index";
import type { ResolvedFilters } from "./resolve-filters";
import { type Preference, RELAX_ORDER } from "./search-preferences";
import { type TextMatch, textMatchOf } from "./text-index";

/**
 * Preferences (search-preferences.ts) over the index's columns, handed to the scan as a text match:
 * its positions are the recipes meeting every preference still kept, its ranks put those meeting
 * more of them (and having the asked ingredient as the dish) first. The scan itself is unchanged:
 * it applies the filters to these positions as it does to a text's.
 */

/** A preference met adds this much; an asked ingredient that is the dish (title or main line) adds more. */
const PREFERENCE_WEIGHT = 1;
const MAIN_INGREDIENT_WEIGHT = 1.5;

function linksAny(links: LinkColumn, ids: readonly number[], size: number): Uint8Array {
  const wanted = new Set(ids);
  const met = new Uint8Array(size);
  for (let position = 0; position < size; position++) {
    for (let link = links.start[position]!, end = links.start[position + 1]!; link < end; link++) {
      if (wanted.has(links.ids[link]!)) {
        met[position] = 1;
        break;
      }
    }
  }
  return met;
}

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
      return linksAny(columns.ingredients, test.ids, size);
    case "tags":
      return linksAny(
        columns.tags,
        test.slugs.flatMap((slug) => tagIds(slug) ?? []),
        size,
      );
    case "categories":
      return linksAny(columns.categories, test.ids, size);
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
      const ranks = texts.get(test.q)?.ranks;
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
 * Keeps every preference when some recipe (under the filters) meets them all; otherwise gives them
 * up in RELAX_ORDER until one does, never all of them, then takes back any given up that is not
 * needed (the latest first). Nothing found even so: nothing is given up, and the answer is empty.
 */
export function rankByPreferences(
  context: PreferenceContext,
  filters: ResolvedFilters,
  text: TextMatch | null,
  preferences: readonly Preference[],
  now: number,
): PreferenceRanking {
  const { columns } = context;
  const { size } = columns;
  const met = preferences.map((preference) => meets(preference, context));
  const wordRanks = preferences.map((preference) => (preference.rankWords ? context.texts.get(preference.rankWords)?.ranks : undefined));
  const ranks = new Float64Array(size);
  for (let position = 0; position < size; position++) {
    let rank = text ? text.ranks[position]! : 0;
    met.forEach((meetsIt, index) => {
      if (!meetsIt[position]) {
        rank += PREFERENCE_WEIGHT * nearness(preferences[index]!, columns, position);
        return;
      }
      rank += PREFERENCE_WEIGHT;
      const words = wordRanks[index];
      if (words && !Number.isNaN(words[position]!)) rank += words[position]!;
    });
    ranks[position] = rank;
  }
  const mains = mainIngredientBonus(context, preferences);
  if (mains) for (let position = 0; position < size; position++) ranks[position]! += mains[position]!;

  const matchFor = (kept: readonly boolean[]): TextMatch => {
    const kept_ = met.filter((_, index) => kept[index] && !preferences[index]!.rankOnly);
    const found = new Float64Array(size).fill(Number.NaN);
    for (let position = 0; position < size; position++) {
      if (text && Number.isNaN(text.ranks[position]!)) continue;
      if (kept_.every((meetsIt) => meetsIt[position] === 1)) found[position] = ranks[position]!;
    }
    return textMatchOf(found);
  };
  // One scan answers every "would this still find something?" of the relaxation: the filters and
  // the text pass the same positions whatever is kept, so each passing recipe is reduced to the set
  // of narrowing preferences it meets (a bit each), and a choice finds something when one of those
  // sets holds it. Past 30 preferences (no real request has them) each question scans again.
  const narrowingIndexes = preferences.flatMap((preference, index) => (preference.rankOnly ? [] : [index]));
  const bitsOf = (holds: (index: number) => boolean) => narrowingIndexes.reduce((set, index, bit) => (holds(index) ? set | (1 << bit) : set), 0);
  let metSets: Set<number> | undefined;
  const finds = (kept: readonly boolean[]) => {
    if (narrowingIndexes.length > 30) return scanPage(columns, filters, matchFor(kept), { offset: 0, limit: 0, locale: "es", now }).total > 0;
    metSets ??= new Set(Array.from(passingPositions(columns, filters, text, now), (position) => bitsOf((index) => met[index]![position] === 1)));
    const wanted = bitsOf((index) => kept[index]!);
    for (const set of metSets) if ((set & wanted) === wanted) return true;
    return false;
  };

  const kept = preferences.map(() => true);
  const narrowing = preferences.filter((preference) => !preference.rankOnly).length;
  if (narrowing === 0 || finds(kept)) return { match: matchFor(kept), relaxed: [] };
  const dropped: number[] = [];
  let found = false;
  for (const group of RELAX_ORDER) {
    for (let index = 0; index < preferences.length && !found; index++) {
      if (preferences[index]!.group !== group || preferences[index]!.rankOnly) continue;
      if (kept.filter((keeps, other) => keeps && !preferences[other]!.rankOnly).length === 1) break;
      kept[index] = false;
      dropped.push(index);
      found = finds(kept);
    }
    if (found) break;
  }
  if (!found) return { match: matchFor(preferences.map(() => true)), relaxed: [] };
  for (const index of [...dropped].reverse()) {
    kept[index] = true;
    if (!finds(kept)) kept[index] = false;
  }
  return { match: matchFor(kept), relaxed: dropped.filter((index) => !kept[index]).map((index) => preferences[index]!) };
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
    const main = linksAny(columns.mainIngredients, family, columns.size);
    for (let position = 0; position < columns.size; position++) if (main[position]) bonus[position]! += MAIN_INGREDIENT_WEIGHT;
  }
  return bonus;
}
