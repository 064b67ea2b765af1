import { z } from "zod";
import { SEARCH_LIST_MAX, SEARCH_SLUG_MAX_LENGTH } from "../../contract/limits";
import { type Difficulty, parseDifficultyWord } from "../../contract/recipes";
import { parseFlagWord, searchEntityKey, sortValues } from "../../contract/search";
import { searchFiltersAsWritten } from "../../contract/search-filters";
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

function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { message: "validation.option" });
}

/** A list filter's items, by what the descriptor says they are, and how many a request may give. */
const listItems = { entity: entityId, slug: tagSlug, difficulty } as const;
const listMax = { entity: SEARCH_LIST_MAX, slug: SEARCH_LIST_MAX, difficulty: 10 } as const;

type DescribedFilter = (typeof searchFiltersAsWritten)[number];

type ListParameter<Item extends z.ZodType> = ReturnType<typeof list<Item>>;
interface ListParameters {
  entity: ListParameter<typeof entityId>;
  slug: ListParameter<typeof tagSlug>;
  difficulty: ListParameter<typeof difficulty>;
}

/** The zod parameter of one described filter (§7), as `parameterOf` builds it. */
type ParameterOf<Filter extends DescribedFilter> = Filter extends { kind: "text" }
  ? typeof searchText
  : Filter extends { kind: "list"; items: infer Items extends keyof ListParameters }
    ? ListParameters[Items]
    : Filter extends { kind: "number"; integer: true }
      ? ReturnType<typeof boundedInteger>
      : Filter extends { kind: "number" }
        ? ReturnType<typeof boundedNumber>
        : Filter extends { kind: "choice"; values: infer Values extends readonly [string, ...string[]] }
          ? ReturnType<typeof choice<Values>>
          : Filter extends { kind: "flag" }
            ? typeof booleanLike
            : never;

function parameterOf<Filter extends DescribedFilter>(filter: Filter): ParameterOf<Filter>;
function parameterOf(filter: DescribedFilter): z.ZodType {
  switch (filter.kind) {
    case "text":
      return searchText;
    case "list":
      return list(listItems[filter.items], listMax[filter.items]);
    case "number":
      return filter.integer ? boundedInteger(filter.min, filter.max) : boundedNumber(filter.min, filter.max);
    case "choice":
      return choice(filter.values);
    case "flag":
      return booleanLike;
  }
}

/** Category ids: a parameter of the API (§7) with no name in the address bar, so no descriptor entry. */
const categoryIds = list(entityId, SEARCH_LIST_MAX).optional();

type FilterParams = { [Filter in DescribedFilter as Filter["api"]]: z.ZodOptional<ParameterOf<Filter>> } & { category_ids: typeof categoryIds };

/**
 * The filters shared by the search, the filter call and the facet counts (§7), one per entry of the
 * filter descriptor (api/contract/search-filters.ts), in its order, which is §7's and the order
 * validation errors come in; `category_ids` goes just before `category_slugs`.
 */
function describedFilterParams(): FilterParams {
  const params: Record<string, z.ZodType> = {};
  for (const filter of searchFiltersAsWritten) {
    if (filter.api === "category_slugs") params.category_ids = categoryIds;
    params[filter.api] = parameterOf(filter).optional();
  }
  return params as FilterParams;
}

const filterParams = describedFilterParams();

export const filterQuery = z.object(filterParams);

export const searchQuery = z.object({
  ...filterParams,
  sort_by: z.enum(sortValues, { message: "validation.sort" }).optional(),
  ...pageParams,
});

export type FilterQuery = z.infer<typeof filterQuery>;
