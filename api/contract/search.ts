import { z } from "zod";
import { categoryTypeValues } from "./catalogue";
import { paginationMeta } from "./envelopes";
import { recipeSummary } from "./recipes";
import { authorTypeValues, difficultyValues, sortValues } from "./search-words";

// Defined with the other words of a search, where the browser can import them without zod.
export { type AuthorType, authorTypeValues, parseFlagWord, searchEntityKey, type SortBy, sortValues, stripUnsafeSearchText } from "./search-words";

const appliedFilter = z.object({
  /** The filter it set, in the API's parameter names (include_ingredient_ids, total_time_max_minutes…). */
  param: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  /** The option's name in the request language (an ingredient, a category, a tag), else the value. */
  label: z.string(),
  /** The words of the request it came from. */
  matched: z.string(),
});
export type AppliedFilter = z.infer<typeof appliedFilter>;

const semanticInterpretation = z.object({
  query: z.string(),
  /** What remained as free text after the filters were taken out. */
  text: z.string(),
  applied: z.array(appliedFilter),
  /**
   * What was given up because no recipe met the whole request (decisions/038), in the order it was:
   * the answer holds recipes like the request without these. Empty when everything was met.
   */
  relaxed: z.array(appliedFilter),
  /**
   * When nothing at all was found: the nearest requests that find something (a few words left out),
   * most results first (decisions/069). Empty otherwise; the facet answer leaves it empty.
   */
  nearest: z.array(z.object({ query: z.string(), total: z.number().int() })).default([]),
});

const searchMeta = paginationMeta.extend({
  sort_by: z.enum(sortValues).nullable(),
  semantic: semanticInterpretation.nullable(),
});

export const searchPage = z.object({ data: z.array(recipeSummary), meta: searchMeta });

const facetCounts = z.object({
  /** Recipes matching every filter. */
  total: z.number().int(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      type: z.enum(categoryTypeValues),
      parent_id: z.number().int().nullable(),
      level: z.number().int(),
      count: z.number().int(),
    }),
  ),
  ingredients: z.array(z.object({ id: z.number().int(), _id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() })),
  tags: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() })),
  difficulty: z.array(z.object({ value: z.enum(difficultyValues), count: z.number().int() })),
  author_type: z.array(z.object({ value: z.enum(authorTypeValues), count: z.number().int() })),
});
export type FacetCounts = z.infer<typeof facetCounts>;

export const facetAnswer = z.object({ data: facetCounts, meta: z.object({ semantic: semanticInterpretation.nullable() }) });

export const suggestions = z.object({
  recipes: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
  ingredients: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestions>;

export const popularSearch = z.object({ query: z.string(), count: z.number().int() });
