import { z } from "zod";
import { type RecipeImage, recipeImage } from "./recipes";

export const categoryTypeValues = ["cuisine", "course", "diet", "occasion"] as const;

export interface Category {
  id: number;
  name: string;
  slug: string;
  type: (typeof categoryTypeValues)[number];
  parent_id: number | null;
  level: number;
  recipe_count: number;
  /** The picture of its most popular published recipe that has one (decision 071); null when none has. */
  image?: RecipeImage | null;
  children: Category[];
}

export const category: z.ZodType<Category> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    type: z.enum(categoryTypeValues),
    parent_id: z.number().int().nullable(),
    level: z.number().int(),
    recipe_count: z.number().int(),
    image: recipeImage.nullable().optional(),
    get children() {
      return z.array(category);
    },
  })
  .meta({ id: "Category" });

export const tag = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** One category without its subtree; recipe_count counts published recipes here or in any descendant. */
const categorySummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    type: z.enum(categoryTypeValues),
    parent_id: z.number().int().nullable(),
    level: z.number().int(),
    recipe_count: z.number().int(),
  })
  .meta({ id: "CategorySummary" });
export type CategorySummary = z.infer<typeof categorySummary>;

/** A category page's data: the category, its parent, its children and its ancestors (root first) for a breadcrumb. */
export const categoryDetail = categorySummary
  .extend({
    parent: categorySummary.nullable(),
    children: z.array(categorySummary),
    ancestors: z.array(categorySummary),
  })
  .meta({ id: "CategoryDetail" });
export type CategoryDetail = z.infer<typeof categoryDetail>;

/**
 * The categories a search can filter on, one group per type in a fixed order (cuisine, course, diet,
 * occasion). Each group lists, depth first, the categories that have published recipes; `level` and
 * `parent_id` let a client indent sub-cuisines under their cuisine.
 */
export const filterableCategoryGroup = z
  .object({
    type: z.enum(categoryTypeValues),
    categories: z.array(categorySummary),
  })
  .meta({ id: "FilterableCategoryGroup" });
export type FilterableCategoryGroup = z.infer<typeof filterableCategoryGroup>;

export const tagDetail = tag.extend({ recipe_count: z.number().int() }).meta({ id: "TagDetail" });

/** The spec names the ingredient's key `_id`; `id` is kept beside it like every other entity. */
export const ingredient = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  recipe_count: z.number().int(),
});
