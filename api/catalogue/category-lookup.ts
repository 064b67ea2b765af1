import { type Category, type CategoryDetail, type CategorySummary, categoryTypeValues, type FilterableCategoryGroup } from "../contract/catalogue";

function summarise({ children: _children, image: _image, ...category }: Category): CategorySummary {
  return category;
}

/** The category with this slug, with its parent, children and ancestors (root first), or undefined. */
export function findCategoryDetail(tree: Category[], slug: string): CategoryDetail | undefined {
  const visit = (nodes: Category[], ancestors: Category[]): CategoryDetail | undefined => {
    for (const node of nodes) {
      if (node.slug === slug) {
        const parent = ancestors.at(-1);
        return {
          ...summarise(node),
          parent: parent ? summarise(parent) : null,
          children: node.children.map(summarise),
          ancestors: ancestors.map(summarise),
        };
      }
      const found = visit(node.children, [...ancestors, node]);
      if (found) return found;
    }
    return undefined;
  };
  return visit(tree, []);
}

/** Categories with published recipes, depth first, grouped by type in the contract's order. */
export function groupFilterableCategories(tree: Category[]): FilterableCategoryGroup[] {
  const withRecipes: Category[] = [];
  const collect = (nodes: Category[]) => {
    for (const node of nodes) {
      if (node.recipe_count === 0) continue;
      withRecipes.push(node);
      collect(node.children);
    }
  };
  collect(tree);
  return categoryTypeValues.map((type) => ({
    type,
    categories: withRecipes.filter((category) => category.type === type).map(summarise),
  }));
}
