import { z } from "zod";
import { categoryTypeValues } from "./catalogue";
import { paginationMeta } from "./envelopes";
import { difficultyValues, recipeSummary } from "./recipes";

/** §6 leaves author_type's values open: recipes by the AI chefs, or by community members. */
export const authorTypeValues = ["ai_chef", "community"] as const;
export type AuthorType = (typeof authorTypeValues)[number];

/** §5: the sort orders the search API accepts; "latest" is the default. */
export const sortValues = ["latest", "popular", "rating", "title_asc", "title_desc", "time_asc", "time_desc", "difficulty_asc", "difficulty_desc"] as const;
export type SortBy = (typeof sortValues)[number];

/**
 * §5: a category or ingredient in a filter is named by an id (24 hex digits, a UUID, or our own
 * positive integers) or a slug of 3-50 letters, digits, underscores and hyphens. The API refuses
 * anything else; the search page drops it from the address before asking.
 */
export const searchEntityKey = /^(?:[1-9]\d{0,9}|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{3,50})$/i;

/** §5: free text loses angle brackets, "javascript:" and inline handlers ("onclick="). Both halves apply it. */
export function stripUnsafeSearchText(text: string): string {
  return (
    text
      // Control characters mean nothing in a search, and NUL cannot reach the database.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point.
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/[<>]/g, "")
      .replace(/javascript:/gi, "")
      .replace(/\bon\w+\s*=/gi, "")
  );
}

/** A flag as links and forms spell it ("true", "1", "sí", "off"…); undefined when it is not one. */
export function parseFlagWord(raw: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (["true", "1", "yes", "si", "sí", "on"].includes(value)) return true;
  if (["false", "0", "no", "off"].includes(value)) return false;
  return undefined;
}

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
