import { z } from "zod";
import { CALORIES_MAX, MINUTES_MAX, RATING_MAX, RATING_MIN, SEARCH_LIST_MAX, SEARCH_SLUG_MAX_LENGTH, SERVINGS_MAX, SERVINGS_MIN } from "../../contract/limits";
import { type Difficulty, parseDifficultyWord } from "../../contract/recipes";
import { authorTypeValues, parseFlagWord, searchEntityKey, sortValues } from "../../contract/search";
import { boundedInteger, pageParams, searchText } from "../../http/search-params";

/** Lists arrive comma-joined (§7) or as repeated keys; both become one array of trimmed items. */
function splitList(value: unknown): unknown {
  if (typeof value === "string")
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  if (Array.isArray(value))
    return value
      .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
      .map((item) => (typeof item === "string" ? item.trim() : item))
      .filter((item) => item !== "");
  return value;
}

function list<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(splitList, z.array(item, { message: "validation.array" }).max(max, { message: "validation.too_many" }));
}

const entityId = z.string({ message: "validation.string" }).regex(searchEntityKey, { message: "validation.format" });

/** §5: tag slugs are lowercased and keep only a-z, 0-9 and hyphens, at most 100 characters. */
const tagSlug = z.string({ message: "validation.string" }).transform((slug) =>
  slug
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, SEARCH_SLUG_MAX_LENGTH),
);

const difficulty = z
  .string({ message: "validation.string" })
  .transform((value) => parseDifficultyWord(value))
  .refine((value) => value !== undefined, { message: "validation.option" })
  .transform((value) => value as Difficulty);

const booleanLike = z
  .string({ message: "validation.string" })
  .transform((value) => parseFlagWord(value))
  .refine((value) => value !== undefined, { message: "validation.option" })
  .transform((value) => value as boolean);

/** A decimal between two bounds, e.g. a minimum rating of 3.5. */
function boundedNumber(min: number, max: number) {
  return z.coerce
    .number({ message: "validation.number" })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, { message: "validation.between", params: { min, max } });
}

/** The filters shared by the search, the filter call and the facet counts (§7). */
const filterParams = {
  q: searchText.optional(),
  semantic_query: searchText.optional(),
  category_ids: list(entityId, SEARCH_LIST_MAX).optional(),
  category_slugs: list(entityId, SEARCH_LIST_MAX).optional(),
  include_ingredient_ids: list(entityId, SEARCH_LIST_MAX).optional(),
  exclude_ingredient_ids: list(entityId, SEARCH_LIST_MAX).optional(),
  include_tag_slugs: list(tagSlug, SEARCH_LIST_MAX).optional(),
  exclude_tag_slugs: list(tagSlug, SEARCH_LIST_MAX).optional(),
  difficulty_levels: list(difficulty, 10).optional(),
  active_time_max_minutes: boundedInteger(1, MINUTES_MAX).optional(),
  total_time_max_minutes: boundedInteger(1, MINUTES_MAX).optional(),
  min_servings: boundedInteger(SERVINGS_MIN, SERVINGS_MAX).optional(),
  max_servings: boundedInteger(SERVINGS_MIN, SERVINGS_MAX).optional(),
  min_average_rating: boundedNumber(RATING_MIN, RATING_MAX).optional(),
  calories_min: boundedInteger(1, CALORIES_MAX).optional(),
  calories_max: boundedInteger(1, CALORIES_MAX).optional(),
  author_type: z.enum(authorTypeValues, { message: "validation.option" }).optional(),
  is_featured: booleanLike.optional(),
  has_video: booleanLike.optional(),
};

export const filterQuery = z.object(filterParams);

export const searchQuery = z.object({
  ...filterParams,
  sort_by: z.enum(sortValues, { message: "validation.sort" }).optional(),
  ...pageParams,
});

export type FilterQuery = z.infer<typeof filterQuery>;
