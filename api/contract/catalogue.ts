import { z } from "zod";

export const categoryTypeValues = ["cuisine", "course", "diet", "occasion"] as const;

export interface Category {
  id: number;
  name: string;
  slug: string;
  type: (typeof categoryTypeValues)[number];
  parent_id: number | null;
  level: number;
  recipe_count: number;
  children: Category[];
}

export const category: z.ZodType<Category> = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(categoryTypeValues),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  recipe_count: z.number().int(),
  get children() {
    return z.array(category);
  },
}).meta({ id: "Category" });

export const tag = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tag>;

/** The spec names the ingredient's key `_id`; `id` is kept beside it like every other entity. */
export const ingredient = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  recipe_count: z.number().int(),
});
export type Ingredient = z.infer<typeof ingredient>;
