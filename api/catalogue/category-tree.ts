import type { Category } from "../contract/catalogue";
import type { categories } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";

type CategoryRow = typeof categories.$inferSelect;

/**
 * Nests the flat rows into a tree. A recipe is filed under its most specific categories, so a
 * parent's recipe_count is its own plus its descendants' (recipes sit in one branch per type).
 */
export function buildCategoryTree(rows: { category: CategoryRow; directRecipeCount: number }[], locale: ApiLocale): Category[] {
  const nodes = new Map<number, Category>();
  for (const { category, directRecipeCount } of rows) {
    nodes.set(category.id, {
      id: category.id,
      name: pickText(locale, category.nameEs, category.nameEn),
      slug: category.slug,
      type: category.type,
      parent_id: category.parentId,
      level: category.level,
      recipe_count: directRecipeCount,
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (node: Category): number => {
    node.recipe_count += node.children.reduce((sum, child) => sum + total(child), 0);
    return node.recipe_count;
  };
  roots.forEach(total);
  return roots;
}
