import { difficultyCodes } from "./difficulty-codes";
import type { IndexedRecipe } from "./indexed-recipe";
import { type NumberArray, sharedArray, sharedCopy } from "./shared-arrays";
import { buildPostings, type LexemeDictionary, type TextIndex } from "./text-index";

/** One catalogue link list of every recipe, laid end to end: recipe i's ids are ids[start[i]..start[i+1]). */
export interface LinkColumn {
  start: Int32Array;
  ids: Int32Array;
}

function linkColumn(recipes: IndexedRecipe[], links: (recipe: IndexedRecipe) => number[]): LinkColumn {
  const start = sharedArray(Int32Array, recipes.length + 1);
  recipes.forEach((recipe, position) => (start[position + 1] = start[position]! + links(recipe).length));
  const ids = sharedArray(Int32Array, start[recipes.length]!);
  recipes.forEach((recipe, position) => ids.set(links(recipe), start[position]!));
  return { start, ids };
}

/**
 * Every recipe's fields as typed arrays, one slot per recipe ("position"). Scanning 100,000
 * recipes reads these in order; the same scan over objects and their small arrays spent most of its
 * time waiting on memory.
 */
export interface RecipeColumns {
  size: number;
  id: Int32Array;
  authorId: Int32Array;
  /** Epoch milliseconds; NaN while unpublished, so no "published by now" check passes. */
  publishedAt: Float64Array;
  isAiChef: Uint8Array;
  /** difficultyCodes. */
  difficulty: Uint8Array;
  activeMinutes: Int32Array;
  totalMinutes: Int32Array;
  servings: Int32Array;
  /** NaN when unknown, so no calorie bound passes, as in SQL. */
  calories: Float64Array;
  averageRating: Float64Array;
  reviewsCount: Int32Array;
  isFeatured: Uint8Array;
  hasVideo: Uint8Array;
  categories: LinkColumn;
  ingredients: LinkColumn;
  mainIngredients: LinkColumn;
  tags: LinkColumn;
  titleKeyEs: string[];
  titleKeyEn: string[];
  positionOf: Map<number, number>;
  text: TextIndex;
}

/** The columns a scan reads: all but the request thread's lookups (positions by id, the text index). */
export type ScannedColumns = Omit<RecipeColumns, "positionOf" | "text">;

export function toColumns(recipes: IndexedRecipe[], aiChefIds: Set<number>, dictionary: LexemeDictionary): RecipeColumns {
  const size = recipes.length;
  const columns: RecipeColumns = {
    size,
    id: sharedArray(Int32Array, size),
    authorId: sharedArray(Int32Array, size),
    publishedAt: sharedArray(Float64Array, size),
    isAiChef: sharedArray(Uint8Array, size),
    difficulty: sharedArray(Uint8Array, size),
    activeMinutes: sharedArray(Int32Array, size),
    totalMinutes: sharedArray(Int32Array, size),
    servings: sharedArray(Int32Array, size),
    calories: sharedArray(Float64Array, size),
    averageRating: sharedArray(Float64Array, size),
    reviewsCount: sharedArray(Int32Array, size),
    isFeatured: sharedArray(Uint8Array, size),
    hasVideo: sharedArray(Uint8Array, size),
    categories: linkColumn(recipes, (recipe) => recipe.categoryIds),
    ingredients: linkColumn(recipes, (recipe) => recipe.ingredientIds),
    mainIngredients: linkColumn(recipes, (recipe) => recipe.mainIngredientIds),
    tags: linkColumn(recipes, (recipe) => recipe.tagIds),
    titleKeyEs: recipes.map((recipe) => recipe.titleKeyEs),
    titleKeyEn: recipes.map((recipe) => recipe.titleKeyEn),
    positionOf: new Map(recipes.map((recipe, position) => [recipe.id, position])),
    text: {
      size,
      dictionary,
      all: buildPostings(
        recipes.map((recipe) => recipe.lexemes),
        dictionary.size,
      ),
      titles: buildPostings(
        recipes.map((recipe) => recipe.titleLexemes),
        dictionary.size,
      ),
    },
  };
  recipes.forEach((recipe, position) => {
    columns.id[position] = recipe.id;
    columns.authorId[position] = recipe.authorId;
    columns.publishedAt[position] = recipe.publishedAt;
    columns.isAiChef[position] = aiChefIds.has(recipe.authorId) ? 1 : 0;
    columns.difficulty[position] = difficultyCodes[recipe.difficulty];
    columns.activeMinutes[position] = recipe.activeMinutes;
    columns.totalMinutes[position] = recipe.totalMinutes;
    columns.servings[position] = recipe.servings;
    columns.calories[position] = recipe.calories ?? Number.NaN;
    columns.averageRating[position] = recipe.averageRating;
    columns.reviewsCount[position] = recipe.reviewsCount;
    columns.isFeatured[position] = recipe.isFeatured ? 1 : 0;
    columns.hasVideo[position] = recipe.hasVideo ? 1 : 0;
  });
  return columns;
}

const sameNumbers = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (value, at) => value === b[at]);

/** Whether a changed recipe keeps its links, titles and lexemes: then only its scalar slots change. */
function sameShape(before: IndexedRecipe, after: IndexedRecipe) {
  return (
    before.titleKeyEs === after.titleKeyEs &&
    before.titleKeyEn === after.titleKeyEn &&
    sameNumbers(before.categoryIds, after.categoryIds) &&
    sameNumbers(before.ingredientIds, after.ingredientIds) &&
    sameNumbers(before.mainIngredientIds, after.mainIngredientIds) &&
    sameNumbers(before.tagIds, after.tagIds) &&
    sameNumbers(before.lexemes, after.lexemes) &&
    sameNumbers(before.titleLexemes, after.titleLexemes)
  );
}

type ScalarColumn =
  | "authorId"
  | "publishedAt"
  | "isAiChef"
  | "difficulty"
  | "activeMinutes"
  | "totalMinutes"
  | "servings"
  | "calories"
  | "averageRating"
  | "reviewsCount"
  | "isFeatured"
  | "hasVideo";

function scalarsOf(recipe: IndexedRecipe, aiChefIds: Set<number>): Record<ScalarColumn, number> {
  return {
    authorId: recipe.authorId,
    publishedAt: recipe.publishedAt,
    isAiChef: aiChefIds.has(recipe.authorId) ? 1 : 0,
    difficulty: difficultyCodes[recipe.difficulty],
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    servings: recipe.servings,
    calories: recipe.calories ?? Number.NaN,
    averageRating: recipe.averageRating,
    reviewsCount: recipe.reviewsCount,
    isFeatured: recipe.isFeatured ? 1 : 0,
    hasVideo: recipe.hasVideo ? 1 : 0,
  };
}

/**
 * The columns with the changed recipes' scalar slots rewritten, or null when a change needs a
 * rebuild (a recipe added, or one whose links, titles or lexemes moved). Copy on write: a column
 * that changes is copied (under a millisecond at 100,000), so a search still reading the old
 * columns sees one consistent version, and what the scan derives per column (ranges, the
 * published list) is derived again for the new one only.
 */
export function updatedInPlace(
  columns: RecipeColumns,
  changes: { before: IndexedRecipe; after: IndexedRecipe }[],
  aiChefIds: Set<number>,
  aiChefsChanged: boolean,
): RecipeColumns | null {
  const updated: RecipeColumns = { ...columns };
  const writable = new Set<ScalarColumn>();
  const write = (name: ScalarColumn, position: number, value: number) => {
    const column = updated[name];
    // Object.is: NaN (unpublished, unknown calories) equals NaN.
    if (Object.is(column[position], value)) return;
    if (!writable.has(name)) {
      Object.assign(updated, { [name]: sharedCopy(column as NumberArray) });
      writable.add(name);
    }
    updated[name][position] = value;
  };
  for (const { before, after } of changes) {
    const position = columns.positionOf.get(after.id);
    if (position === undefined || !sameShape(before, after)) return null;
    for (const [name, value] of Object.entries(scalarsOf(after, aiChefIds)) as [ScalarColumn, number][]) write(name, position, value);
  }
  if (aiChefsChanged) for (let position = 0; position < updated.size; position++) write("isAiChef", position, aiChefIds.has(updated.authorId[position]!) ? 1 : 0);
  return updated;
}
