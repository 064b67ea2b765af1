import type { Category } from "../contract/catalogue";
import type { categories } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { presentCardImage } from "../recipes/recipe-presenter";
import type { CategoryPicture } from "./catalogue-queries";

type CategoryRow = typeof categories.$inferSelect;

/**
 * Nests the flat rows into a tree. Each count is already of distinct recipes with descendants
 * included (listCategoriesWithRecipeCounts): adding the children's would count a recipe filed in two
 * of them twice.
 */
export function buildCategoryTree(rows: { category: CategoryRow; recipeCount: number; picture: CategoryPicture | null }[], locale: ApiLocale, mediaBaseUrl: string): Category[] {
  const nodes = new Map<number, Category>();
  for (const { category, recipeCount, picture } of rows) {
    nodes.set(category.id, {
      id: category.id,
      name: pickText(locale, category.nameEs, category.nameEn),
      slug: category.slug,
      type: category.type,
      parent_id: category.parentId,
      level: category.level,
      recipe_count: recipeCount,
      image: picture ? presentCardImage(picture, mediaBaseUrl) : null,
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
