import { foodKindBySlug, foodKinds, holdsIngredient } from "../../contract/food-kinds";
import { isSingleValueFilter, searchFilters } from "../../contract/search-filters";
import type { Database } from "../../db/client";
import { type Catalogue, getCatalogue } from "./catalogue-lookup";
import { emptyFilters, type RecipeFilters } from "../index/recipe-filters";
import type { FilterQuery } from "./search-query-params";
import { type AppliedFilter, parseSemanticQuery, type SemanticVocabulary } from "./semantic/semantic-query";
import { ingredientFamily, type Preference, splitSemanticRequest, textRankingPreferences } from "./search-preferences";

/** What the SQL needs: every reference resolved to ids. An id of 0 matches nothing (an unknown slug). */
export interface ResolvedFilters extends RecipeFilters {
  includeTagIds: number[];
  excludeTagIds: number[];
  /** What a plain-words request prefers rather than requires (search-preferences.ts); none without one. */
  preferences?: Preference[];
}

export interface SemanticResult {
  query: string;
  text: string;
  applied: AppliedFilter[];
}

const UNKNOWN = 0;
const INTEGER_MAX = 2_147_483_647;

/** Every published recipe: the starting point of a listing that adds one filter (a category, a tag). */
export function noFilters(): ResolvedFilters {
  return { ...emptyFilters(), includeTagIds: [], excludeTagIds: [] };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Numbers are ids (none lies past PostgreSQL's integer: such a number names nothing); anything else is a slug looked up in the catalogue. */
function idsFor(tokens: string[], bySlug: Map<string, { id: number }>): number[] {
  const idOf = (token: string) => (Number(token) <= INTEGER_MAX ? Number(token) : UNKNOWN);
  return unique(tokens.map((token) => (/^\d+$/.test(token) ? idOf(token) : (bySlug.get(token.toLowerCase())?.id ?? UNKNOWN))));
}

function knowsAll(tokens: string[], bySlug: Map<string, unknown>) {
  return tokens.every((token) => /^\d+$/.test(token) || bySlug.has(token.toLowerCase()) || foodKindBySlug.has(token.toLowerCase()));
}

/** The ingredients of a kind of food named by its slug (none when it is not one). */
function foodKindIds(slug: string, vocabulary: SemanticVocabulary): number[] {
  return vocabulary.foodKinds?.find((kind) => kind.slug === slug)?.ids ?? [];
}

/**
 * What an exclusion rules out: a kind's slug all its ingredients; an ingredient its family ("sin pollo"
 * also leaves out pechuga de pollo) and, when it heads a kind, the kind ("sin queso": no parmesano,
 * no mozzarella either). An unknown one rules out nothing.
 */
function excludedIdsFor(tokens: string[], catalogue: Catalogue): number[] {
  const vocabulary = vocabularyOf(catalogue);
  const ids = tokens.flatMap((token) => {
    const slug = token.toLowerCase();
    return foodKindBySlug.has(slug) ? foodKindIds(slug, vocabulary) : idsFor([token], catalogue.ingredientBySlug);
  });
  return expandExclusions(ids, catalogue);
}

function expandExclusions(ids: number[], catalogue: Catalogue): number[] {
  const vocabulary = vocabularyOf(catalogue);
  const slugOf = new Map(catalogue.ingredients.map((item) => [item.id, item.slug]));
  return unique(
    ids
      .filter((id) => id !== UNKNOWN)
      .flatMap((id) => {
        const headed = foodKinds.filter((kind) => kind.heads?.includes(slugOf.get(id) ?? ""));
        return [...ingredientFamily(id, vocabulary), ...headed.flatMap((kind) => foodKindIds(kind.slug, vocabulary))];
      }),
  );
}

export function vocabularyOf(catalogue: Catalogue): SemanticVocabulary {
  const cached = vocabularies.get(catalogue);
  if (cached) return cached;
  const vocabulary: SemanticVocabulary = {
    ingredients: catalogue.ingredients.map((item) => ({
      id: item.id,
      slug: item.slug,
      group: item.group,
      names: [item.nameEs, item.nameEn, ...item.synonymsEs, ...item.synonymsEn],
    })),
    tags: catalogue.tags.map((item) => ({ slug: item.slug, names: [item.nameEs, item.nameEn] })),
    categories: catalogue.categories.map((item) => ({ id: item.id, slug: item.slug, type: item.type, names: [item.nameEs, item.nameEn] })),
    foodKinds: foodKinds.map((kind) => ({
      slug: kind.slug,
      words: kind.words,
      ids: catalogue.ingredients.filter((item) => holdsIngredient(kind, item)).map((item) => item.id),
    })),
  };
  vocabularies.set(catalogue, vocabulary);
  return vocabulary;
}
const vocabularies = new WeakMap<Catalogue, SemanticVocabulary>();

const singleValueFilters = searchFilters.filter(isSingleValueFilter);

/** Lists a plain-words request adds to: each list filter's field, and category ids (which have no URL name). */
const listFields: ReadonlyArray<keyof RecipeFilters> = ["categoryIds", ...searchFilters.flatMap((filter) => (filter.kind === "list" ? [filter.filter] : []))];
const singleValueFields: ReadonlyArray<keyof RecipeFilters> = singleValueFilters.map((filter) => filter.filter);

/** Explicit parameters win; the semantic request only fills what they leave open and adds to lists. */
function mergeSemantic(filters: RecipeFilters, found: Partial<RecipeFilters>): RecipeFilters {
  const merged: RecipeFilters = { ...filters };
  const fields = merged as unknown as Record<string, unknown>;
  for (const key of listFields) {
    const extra = found[key] as unknown[] | undefined;
    if (extra?.length) fields[key] = unique([...(filters[key] as unknown[]), ...extra]);
  }
  for (const key of singleValueFields) {
    if (merged[key] === undefined && found[key] !== undefined) fields[key] = found[key];
  }
  return merged;
}

/** The single-value filters as the parameters give them (undefined when absent). */
function singleValuesOf(query: FilterQuery): Partial<RecipeFilters> {
  const parameters = query as Record<string, unknown>;
  return Object.fromEntries(singleValueFilters.map((filter) => [filter.filter, parameters[filter.api]]));
}

/**
 * Turns validated query parameters into filters the SQL can use: slugs become ids (reloading the
 * catalogue once when one is unknown, §4), and a semantic request adds its filters and its text.
 */
export async function resolveFilters(db: Database, query: FilterQuery): Promise<{ filters: ResolvedFilters; semantic: SemanticResult | null }> {
  let catalogue = await getCatalogue(db);
  const referenced = {
    categories: [...(query.category_ids ?? []), ...(query.category_slugs ?? [])],
    ingredients: [...(query.include_ingredient_ids ?? []), ...(query.exclude_ingredient_ids ?? [])],
    tags: [...(query.include_tag_slugs ?? []), ...(query.exclude_tag_slugs ?? [])],
  };
  if (
    !knowsAll(referenced.categories, catalogue.categoryBySlug) ||
    !knowsAll(referenced.ingredients, catalogue.ingredientBySlug) ||
    !referenced.tags.every((slug) => catalogue.tagBySlug.has(slug))
  ) {
    catalogue = await getCatalogue(db, { refresh: true });
  }

  let filters: RecipeFilters = {
    ...emptyFilters(),
    q: query.q ?? "",
    categoryIds: idsFor(referenced.categories, catalogue.categoryBySlug),
    includeIngredientIds: idsFor(query.include_ingredient_ids ?? [], catalogue.ingredientBySlug),
    // An unknown excluded ingredient excludes nothing.
    excludeIngredientIds: excludedIdsFor(query.exclude_ingredient_ids ?? [], catalogue),
    includeTagSlugs: unique((query.include_tag_slugs ?? []).filter(Boolean)),
    excludeTagSlugs: unique((query.exclude_tag_slugs ?? []).filter(Boolean)),
    difficultyLevels: unique(query.difficulty_levels ?? []),
    ...singleValuesOf(query),
  };

  let semantic: SemanticResult | null = null;
  let preferences: Preference[] | undefined;
  if (query.semantic_query) {
    const vocabulary = vocabularyOf(catalogue);
    const parsed = parseSemanticQuery(query.semantic_query, vocabulary);
    const split = splitSemanticRequest(parsed, vocabulary, query.semantic_query);
    filters = mergeSemantic(filters, split.filters);
    filters.excludeIngredientIds = expandExclusions(filters.excludeIngredientIds, catalogue);
    filters.categoryIds = unique([...filters.categoryIds, ...idsFor(filters.categorySlugs, catalogue.categoryBySlug)]);
    preferences = split.preferences;
    semantic = { query: query.semantic_query, text: parsed.text, applied: parsed.applied };
  }
  if (filters.q) preferences = [...(preferences ?? []), ...textRankingPreferences(parseSemanticQuery(filters.q, vocabularyOf(catalogue)), vocabularyOf(catalogue))];

  const tagIds = (slugs: string[]) => slugs.map((slug) => catalogue.tagBySlug.get(slug)?.id ?? UNKNOWN);
  return {
    filters: {
      ...filters,
      categorySlugs: [],
      includeTagIds: unique(tagIds(filters.includeTagSlugs)),
      excludeTagIds: unique(tagIds(filters.excludeTagSlugs)).filter((id) => id !== UNKNOWN),
      ...(preferences?.length ? { preferences } : {}),
    },
    semantic,
  };
}
