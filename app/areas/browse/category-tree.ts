import type { Category } from "#api/contract/catalogue";

/** The tree without the branches that hold no recipes: a link to an empty page helps no one. */
export function pruneEmptyCategories(nodes: Category[]): Category[] {
  return nodes.filter((node) => node.recipe_count > 0).map((node) => ({ ...node, children: pruneEmptyCategories(node.children) }));
}
