import { foldText } from "../../contract/text";
import type { RecipeFilters } from "../index/recipe-filters";
import { type AppliedFilter, type SemanticParse, type SemanticVocabulary, withoutFillers } from "./semantic/semantic-query";
import { phraseKey } from "./semantic/words";

/**
 * What a plain-words request asks for, split in two (decisions/038): what the cook rules out — an
 * exclusion ("sin cebolla", "sin video") or a diet ("vegetariana", "sin gluten") — is a filter and
 * never given up; everything else is a preference. Preferences narrow the results while some recipe
 * meets them all; when none does, they are given up one by one in RELAX_ORDER and the answer says
 * which. Met or not, each one also ranks: a recipe meeting more of them comes first.
 */

/**
 * The order preferences are given up in: the vaguest words first, what the dish is made of last.
 * manner: "rápida", "fácil", "bien valorada", "con video", "de la comunidad"; meal: "cena", "para
 * Navidad", "Cena rápida"; text: words nothing else read; style: "picante", "al horno"; cuisine:
 * "mexicana"; amount: an explicit number ("en 20 minutos", "menos de 400 calorías", "para 6");
 * course: "postre", "sopa"; ingredient: "con pollo".
 */
export const RELAX_ORDER = ["manner", "meal", "text", "style", "cuisine", "amount", "course", "ingredient"] as const;
type RelaxGroup = (typeof RELAX_ORDER)[number];

/** What a recipe must have to meet a preference, against the index's columns. */
type PreferenceTest =
  /** Any of these ingredients (an ingredient's family: pollo, pechuga de pollo, muslo de pollo…). */
  | { kind: "ingredients"; ids: number[] }
  /** Any of these tags, or (a meal: "cena", "lunch") any of these categories or their descendants. */
  | { kind: "tags"; slugs: string[]; orCategoryIds?: number[] }
  /** Any of these categories or their descendants (the column holds every ancestor). */
  | { kind: "categories"; ids: number[]; orTagSlugs?: string[] }
  | { kind: "atMost"; column: "totalMinutes" | "activeMinutes" | "calories" | "servings"; value: number }
  | { kind: "atLeast"; column: "calories" | "servings" | "averageRating"; value: number }
  | { kind: "flag"; column: "isAiChef" | "isFeatured" | "hasVideo"; value: boolean }
  | { kind: "difficulty"; levels: Array<"easy" | "medium" | "hard"> }
  /** The words matched; `inTitle`: in a recipe's title (a dish named), not only its description or lines. */
  | { kind: "text"; q: string; inTitle?: boolean };

export interface Preference {
  /** The chip it came from, as the parser read it. */
  applied: AppliedFilter;
  group: RelaxGroup;
  test: PreferenceTest;
  /** Words whose text rank adds to a recipe meeting it: an ingredient named in the title is the dish. */
  rankWords?: string;
  /** Only ranks, never narrows (an ingredient named in the plain text box). */
  rankOnly?: boolean;
  /** Given up without saying so: a stricter reading of another preference kept (the words in a title). */
  quiet?: boolean;
  /**
   * The request's words all in one title: a dish named ("arroz con leche", "rice pudding"). Kept, when
   * some recipe is that dish, over the readings of its words ("arroz" the course, "leche" the ingredient).
   */
  dish?: boolean;
}

/** Where a text's title-only matches are kept, apart from its matches anywhere. */
export const titleKey = (q: string) => `\u0000title:${q}`;

/** Tags that say what a recipe is free of: asked for, they are a requirement, never a preference. */
const DIET_TAGS = new Set(["vegana", "vegetariana", "sin-gluten", "sin-lactosa", "sin-azucar-anadido", "sin-horno"]);

/** How far a vague time ("rápida", "quick") stretches once given up: half an hour becomes 45 minutes. */
const VAGUE_TIME_STRETCH = 1.5;

/** Tags that say how a dish is made rather than what it is ("casera", homemade): given up first, with the manner words. */
const MANNER_TAGS = new Set(["casera"]);

/** Tags that say when a dish is eaten, given up before the ones that say what it is like. */
const MEAL_TAGS = new Set(["cena", "comida", "merienda", "brunch", "navidad", "fiesta", "verano", "invierno", "otono", "primavera", "de-temporada", "aperitivo", "tapas"]);

/** Meals any savoury dish makes, and the courses that make them. */
const SAVOURY_MEALS = new Set(["cena", "comida"]);
const MAIN_COURSES = ["carnes", "aves", "pescados-y-mariscos", "arroces", "pastas", "legumbres", "verduras", "huevos"];
const SAVOURY_COURSES = [...MAIN_COURSES, "sopas-y-cremas", "ensaladas", "entrantes"];
const COURSES_ROOT = "platos";

function categoryIdsOf(slugs: readonly string[], vocabulary: SemanticVocabulary): number[] {
  return vocabulary.categories.filter((entry) => slugs.includes(entry.slug)).map((entry) => entry.id);
}

/** A number typed as such ("20 minutos", "una hora", "300 kcal"): an explicit amount, not a vague word. */
function isExplicitAmount(matched: string): boolean {
  return /\d|hora|hour|minut|media|half|calor|kcal|persona|people|serv|raci|porci|estrella|star/i.test(matched);
}

/**
 * An ingredient's family: the entries of the same food group whose names hold one of its names as
 * whole words ("pollo" → pechuga de pollo, muslo de pollo, alita de pollo; "chicken" → chicken
 * breast, chicken thigh…). The group keeps a stock out ("caldo de pollo" is a condiment) and whole
 * words keep "repollo" out.
 */
export function ingredientFamily(id: number, vocabulary: SemanticVocabulary): number[] {
  const base = vocabulary.ingredients.find((entry) => entry.id === id);
  if (!base) return [id];
  const baseKeys = base.names.map(phraseKey).filter(Boolean);
  const holds = (name: string) => {
    const key = ` ${phraseKey(name)} `;
    return baseKeys.some((baseKey) => key.includes(` ${baseKey} `));
  };
  const family = vocabulary.ingredients.filter((entry) => entry.id === id || (entry.group === base.group && entry.names.some(holds)));
  return [...new Set(family.map((entry) => entry.id))];
}

function categoryGroup(id: number, vocabulary: SemanticVocabulary): RelaxGroup | "hard" {
  const type = vocabulary.categories.find((entry) => entry.id === id)?.type;
  if (type === "diet") return "hard";
  if (type === "occasion") return "meal";
  if (type === "course") return "course";
  return "cuisine";
}

/** Where one chip of a parse goes: a filter, or a preference with its test and group. */
function classify(applied: AppliedFilter, vocabulary: SemanticVocabulary): { hard: true } | { hard: false; group: RelaxGroup; test: PreferenceTest } {
  const { filter, value, matched } = applied;
  switch (filter) {
    case "excludeIngredientIds":
    case "excludeTagSlugs":
      return { hard: true };
    case "includeIngredientIds":
      return { hard: false, group: "ingredient", test: { kind: "ingredients", ids: ingredientFamily(Number(value), vocabulary) } };
    case "includeTagSlugs": {
      const slug = String(value);
      if (DIET_TAGS.has(slug)) return { hard: true };
      // Any savoury dish makes a dinner or a lunch, tagged so or not.
      const orCategoryIds = SAVOURY_MEALS.has(slug) ? categoryIdsOf(SAVOURY_COURSES, vocabulary) : undefined;
      return {
        hard: false,
        group: MANNER_TAGS.has(slug) ? "manner" : MEAL_TAGS.has(slug) ? "meal" : "style",
        test: { kind: "tags", slugs: [slug], ...(orCategoryIds ? { orCategoryIds } : {}) },
      };
    }
    case "categoryIds": {
      // "main course", "plato principal": the root of the courses stands for the ones a meal is built on.
      if (vocabulary.categories.find((entry) => entry.id === Number(value))?.slug === COURSES_ROOT)
        return { hard: false, group: "course", test: { kind: "categories", ids: categoryIdsOf(MAIN_COURSES, vocabulary) } };
      const group = categoryGroup(Number(value), vocabulary);
      // A brunch dish is a breakfast too.
      const orTagSlugs = vocabulary.categories.find((entry) => entry.id === Number(value))?.slug === "desayunos" ? ["brunch"] : undefined;
      return group === "hard" ? { hard: true } : { hard: false, group, test: { kind: "categories", ids: [Number(value)], ...(orTagSlugs ? { orTagSlugs } : {}) } };
    }
    case "hasVideo":
      // "sin video" rules something out; "con video" is a wish.
      return value === false ? { hard: true } : { hard: false, group: "manner", test: { kind: "flag", column: "hasVideo", value: true } };
    case "isFeatured":
      return { hard: false, group: "manner", test: { kind: "flag", column: "isFeatured", value: Boolean(value) } };
    case "authorType":
      return { hard: false, group: "manner", test: { kind: "flag", column: "isAiChef", value: value === "ai_chef" } };
    case "difficultyLevels":
      return { hard: false, group: "manner", test: { kind: "difficulty", levels: [value as "easy" | "medium" | "hard"] } };
    case "minAverageRating":
      return { hard: false, group: isExplicitAmount(matched) ? "amount" : "manner", test: { kind: "atLeast", column: "averageRating", value: Number(value) } };
    case "totalTimeMaxMinutes":
    case "activeTimeMaxMinutes": {
      const column = filter === "totalTimeMaxMinutes" ? "totalMinutes" : "activeMinutes";
      return { hard: false, group: isExplicitAmount(matched) ? "amount" : "manner", test: { kind: "atMost", column, value: Number(value) } };
    }
    case "caloriesMax":
      return { hard: false, group: "amount", test: { kind: "atMost", column: "calories", value: Number(value) } };
    case "caloriesMin":
      return { hard: false, group: "amount", test: { kind: "atLeast", column: "calories", value: Number(value) } };
    case "minServings":
      return { hard: false, group: "amount", test: { kind: "atLeast", column: "servings", value: Number(value) } };
    case "maxServings":
      return { hard: false, group: "amount", test: { kind: "atMost", column: "servings", value: Number(value) } };
    default:
      return { hard: true };
  }
}

export interface SplitRequest {
  /** The filters the request rules out or requires, to merge with the explicit ones. */
  filters: Partial<RecipeFilters>;
  preferences: Preference[];
}

/**
 * Of two preferences of one kind ("sopa de verduras", "vegetable soup": two courses), the one that
 * names the dish is given up last: the first in "X de Y" / "X con Y" / "X with Y" / "X of Y", the
 * last when the words stand side by side ("vegetable soup"). Reorders the group where it stands.
 */
function headLast(preferences: Preference[], request: string): Preference[] {
  const folded = foldText(request);
  const ordered = [...preferences];
  for (const group of RELAX_ORDER) {
    const members = ordered.flatMap((preference, index) => (preference.group === group && preference.group !== "text" && !preference.quiet ? [index] : []));
    if (members.length !== 2) continue;
    const [first, second] = members.map((index) => foldText(ordered[index]!.applied.matched));
    const firstAt = folded.indexOf(first!);
    const secondAt = folded.indexOf(second!, firstAt + first!.length);
    if (firstAt < 0 || secondAt < 0) continue;
    const joined = /\b(de|del|con|with|of)\b/.test(folded.slice(firstAt + first!.length, secondAt));
    // The relaxation gives up the earlier of a group first: put the modifier there.
    if (joined) [ordered[members[0]!], ordered[members[1]!]] = [ordered[members[1]!]!, ordered[members[0]!]!];
  }
  return ordered;
}

/**
 * The words of what the request asks for (its preferences' words and the words nothing read, in the
 * request's order; never what it rules out), as one dish that a title may name: "arroz con leche" is
 * read as the course "arroz" and the ingredient "leche", and is also the name of a dessert.
 */
function dishPreference(parse: SemanticParse, preferences: readonly Preference[], request: string): Preference | undefined {
  const spans = preferences.filter((preference) => preference.applied.filter !== "q" && !preference.quiet).map((preference) => preference.applied.matched);
  if (spans.length + (parse.text ? 1 : 0) < 2) return undefined;
  const folded = foldText(request);
  const words = [...spans, parse.text].filter(Boolean).sort((a, b) => folded.indexOf(foldText(a)) - folded.indexOf(foldText(b)));
  const q = words.join(" ");
  return { applied: { filter: "q", value: q, matched: q }, group: "text", test: { kind: "text", q, inTitle: true }, quiet: true, dish: true };
}

/** Splits a parsed request into its filters and its preferences (the leftover words become one). */
export function splitSemanticRequest(parse: SemanticParse, vocabulary: SemanticVocabulary, request: string): SplitRequest {
  const filters: Partial<RecipeFilters> = {};
  const preferences: Preference[] = [];
  for (const applied of parse.applied) {
    const kind = classify(applied, vocabulary);
    if (!kind.hard) {
      preferences.push({ applied, group: kind.group, test: kind.test, ...(kind.test.kind === "ingredients" ? { rankWords: applied.matched } : {}) });
      // "rápida" says about half an hour: given up, it still means well under an hour, a bound kept
      // as long as an amount typed would be.
      if (kind.group === "manner" && kind.test.kind === "atMost")
        preferences.push({ applied, group: "amount", test: { ...kind.test, value: Math.round(kind.test.value * VAGUE_TIME_STRETCH) }, quiet: true });
      continue;
    }
    const value = parse.filters[applied.filter];
    if (Array.isArray(value)) {
      const list = (filters[applied.filter] ?? []) as unknown[];
      // A kind of food ("sin frutos secos") is one chip, named by its slug, over all its ingredients.
      const kind = typeof applied.value === "string" && applied.filter.endsWith("IngredientIds") ? vocabulary.foodKinds?.find((entry) => entry.slug === applied.value) : undefined;
      const added = kind ? kind.ids : [applied.value];
      (filters as Record<string, unknown>)[applied.filter] = [...new Set([...list, ...added])];
    } else if (value !== undefined) {
      (filters as Record<string, unknown>)[applied.filter] = value;
    }
  }
  if (parse.text) {
    // Read as nothing else, the words are looked for without their fillers: "qué hago con atún" is "atún".
    const words = parse.applied.length ? parse.text : withoutFillers(parse.text);
    const applied = { filter: "q", value: parse.text, matched: parse.text } as const;
    // Words nothing else read are mostly a dish's name ("galletas", "ramen", "empanadas"): recipes
    // with them in the title first, and only when none has them there, those that mention them.
    preferences.push({ applied, group: "text", test: { kind: "text", q: words, inTitle: true }, quiet: true });
    preferences.push({ applied, group: "text", test: { kind: "text", q: words }, rankWords: words });
  }
  const dish = dishPreference(parse, preferences, request);
  return { filters, preferences: [...headLast(preferences, request), ...(dish ? [dish] : [])] };
}

/**
 * The ingredients named in the plain text ("pollo" typed in the search box), as preferences that
 * only rank: the text still decides which recipes match, but one where the ingredient is the dish
 * comes before one that only uses its stock.
 */
export function textRankingPreferences(parse: SemanticParse, vocabulary: SemanticVocabulary): Preference[] {
  return parse.applied.flatMap((applied) =>
    applied.filter === "includeIngredientIds"
      ? [{ applied, group: "ingredient" as const, test: { kind: "ingredients" as const, ids: ingredientFamily(Number(applied.value), vocabulary) }, rankOnly: true }]
      : [],
  );
}
