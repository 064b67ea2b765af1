import { z } from "zod";
import { type Difficulty, difficultySpellings } from "../contract/recipes";
import { parseFlagWord } from "../contract/search";
import { boundedInteger, pageParams, searchText } from "../http/search-params";
import { authorTypeValues, sortValues } from "./recipe-filters";


/** Lists arrive comma-joined (§7) or as repeated keys; both become one array of trimmed items. */
function splitList(value: unknown): unknown {
  if (typeof value === "string") return value.split(",").map((item) => item.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === "string" ? item.split(",") : [item])).map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "");
  return value;
}

function list<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    splitList,
    z.array(item, { message: "validation.array" }).max(max, { message: "validation.too_many" }),
  );
}

/** §5: an id is 24 hex digits, a UUID, or 3-50 letters, digits, underscores and hyphens; our own ids are positive integers. */
const entityId = z
  .string({ message: "validation.string" })
  .regex(/^(?:[1-9]\d{0,9}|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{3,50})$/i, { message: "validation.format" });

/** §5: tag slugs are lowercased and keep only a-z, 0-9 and hyphens, at most 100 characters. */
const tagSlug = z
  .string({ message: "validation.string" })
  .transform((slug) => slug.toLowerCase().replace(/[^a-z0-9-]/g, "").slice(0, 100));

const difficulty = z
  .string({ message: "validation.string" })
  .transform((value) => difficultySpellings[value.trim().toLowerCase()])
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
export const filterParams = {
  q: searchText.optional(),
  semantic_query: searchText.optional(),
  category_ids: list(entityId, 50).optional(),
  category_slugs: list(entityId, 50).optional(),
  include_ingredient_ids: list(entityId, 50).optional(),
  exclude_ingredient_ids: list(entityId, 50).optional(),
  include_tag_slugs: list(tagSlug, 50).optional(),
  exclude_tag_slugs: list(tagSlug, 50).optional(),
  difficulty_levels: list(difficulty, 10).optional(),
  active_time_max_minutes: boundedInteger(1, 10_000).optional(),
  total_time_max_minutes: boundedInteger(1, 10_000).optional(),
  min_servings: boundedInteger(1, 100).optional(),
  max_servings: boundedInteger(1, 100).optional(),
  min_average_rating: boundedNumber(1, 5).optional(),
  calories_min: boundedInteger(1, 10_000).optional(),
  calories_max: boundedInteger(1, 10_000).optional(),
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
export type SearchQuery = z.infer<typeof searchQuery>;
