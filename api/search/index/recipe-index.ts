import { sql } from "drizzle-orm";
import { foldAccents } from "../../contract/text";
import type { Database } from "../../db/client";
import { readSearchIndexVersion } from "../../db/search-index-version";
import type { Difficulty } from "../../contract/recipes";
import { difficultyCodes } from "./difficulty-codes";
import { type NumberArray, sharedArray, sharedCopy } from "./shared-arrays";
import { buildPostings, LexemeDictionary, type TextIndex, type TextMatch } from "./text-index";
import { rowsOf } from "../../db/rows-of";

/**
 * What search filters, sorts and counts on, for every recipe, held in the API process
 * (decisions/017). Counting facets over 100,000 recipes is a few milliseconds here and hundreds in
 * SQL; the database still does the full-text matching and hands over the page's rows.
 */
export interface IndexedRecipe {
  id: number;
  /** Epoch milliseconds; NaN while unpublished. */
  publishedAt: number;
  authorId: number;
  difficulty: Difficulty;
  activeMinutes: number;
  totalMinutes: number;
  servings: number;
  calories: number | null;
  averageRating: number;
  reviewsCount: number;
  isFeatured: boolean;
  hasVideo: boolean;
  /** With every ancestor (migration 0005). */
  categoryIds: number[];
  ingredientIds: number[];
  /** The ingredients that are the dish, not a stock or a garnish (migration 0014). */
  mainIngredientIds: number[];
  tagIds: number[];
  /** Title sort keys per language (see titleSortKey). */
  titleKeyEs: string;
  titleKeyEn: string;
  /** The search document's lexemes (LexemeDictionary ids), and those of the titles. */
  lexemes: Int32Array;
  titleLexemes: Int32Array;
}

interface IndexRow {
  id: number;
  published_ms: number | null;
  author_id: number;
  difficulty: Difficulty;
  active_minutes: number;
  total_minutes: number;
  servings: number;
  calories: number | null;
  average_rating: number;
  reviews_count: number;
  is_featured: boolean;
  has_video: boolean;
  category_ids: number[];
  ingredient_ids: number[];
  main_ingredient_ids: number[];
  tag_ids: number[];
  title_es: string;
  title_en: string;
  lexemes: string[];
  title_lexemes: string[];
}

/**
 * Lower case without accents, so "Ají" sorts with "aji"; in Spanish ñ stays a letter of its own
 * after n ("~" sorts after every letter), as the alphabet and the collator have it.
 */
function titleSortKey(title: string, locale: "es" | "en") {
  const lower = title.toLowerCase();
  const kept = locale === "es" ? lower.replaceAll("ñ", "n~") : lower;
  return foldAccents(kept);
}

function toIndexed(row: IndexRow, dictionary: LexemeDictionary): IndexedRecipe {
  return {
    id: row.id,
    publishedAt: row.published_ms === null ? Number.NaN : Number(row.published_ms),
    authorId: row.author_id,
    difficulty: row.difficulty,
    activeMinutes: row.active_minutes,
    totalMinutes: row.total_minutes,
    servings: row.servings,
    calories: row.calories,
    averageRating: Number(row.average_rating),
    reviewsCount: row.reviews_count,
    isFeatured: row.is_featured,
    hasVideo: row.has_video,
    categoryIds: row.category_ids,
    ingredientIds: row.ingredient_ids,
    mainIngredientIds: row.main_ingredient_ids,
    tagIds: row.tag_ids,
    // A recipe written in one language shows that title on the other's pages too, so it sorts by it there.
    titleKeyEs: titleSortKey(row.title_es || row.title_en, "es"),
    titleKeyEn: titleSortKey(row.title_en || row.title_es, "en"),
    lexemes: Int32Array.from(row.lexemes, (lexeme) => dictionary.idOf(lexeme)),
    titleLexemes: Int32Array.from(row.title_lexemes, (lexeme) => dictionary.idOf(lexeme)),
  };
}

const TEXT_MATCHES_KEPT = 200;

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

export { difficultyByCode } from "./difficulty-codes";

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

function toColumns(recipes: IndexedRecipe[], aiChefIds: Set<number>, dictionary: LexemeDictionary): RecipeColumns {
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
function updatedInPlace(columns: RecipeColumns, changes: { before: IndexedRecipe; after: IndexedRecipe }[], aiChefIds: Set<number>, aiChefsChanged: boolean): RecipeColumns | null {
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

export class RecipeIndex {
  /** The search_index_version this index reflects; "" before the first load. */
  version = "";
  /** The largest catalogue ids any recipe links to, to size the facet counters. */
  largestIds = { category: 0, ingredient: 0, tag: 0 };
  private aiChefIds = new Set<number>();
  private dictionary = new LexemeDictionary();
  private byId = new Map<number, IndexedRecipe>();
  private built: RecipeColumns | null = null;
  /** How many catch-ups updated the columns where they stood instead of rebuilding them (for tests and benches). */
  inPlaceUpdates = 0;
  /** Full-text answers for these columns' positions and lexemes, most recently used last. */
  private textMatches = new Map<string, Promise<TextMatch>>();

  get size() {
    return this.byId.size;
  }

  /** Whether some recipe's text (either language) holds this lexeme. */
  hasLexeme(lexeme: string): boolean {
    return this.dictionary.find(lexeme) !== undefined;
  }

  /** The columns, rebuilt after a change the first time a search needs them. */
  columns(): RecipeColumns {
    this.built ??= toColumns([...this.byId.values()], this.aiChefIds, this.dictionary);
    return this.built;
  }

  /** The text's matches over `columns`, computed once per text while the positions and lexemes hold. */
  textRanks(key: string, columns: RecipeColumns, rank: (columns: RecipeColumns) => Promise<TextMatch>): Promise<TextMatch> {
    // The index was rebuilt while this search waited: answer for the columns it reads, without keeping it.
    if (columns.text !== this.built?.text) return rank(columns);
    let found = this.textMatches.get(key);
    if (found) this.textMatches.delete(key);
    else
      found = rank(columns).catch((error: unknown) => {
        this.textMatches.delete(key);
        throw error;
      });
    this.textMatches.set(key, found);
    while (this.textMatches.size > TEXT_MATCHES_KEPT) this.textMatches.delete(this.textMatches.keys().next().value!);
    return found;
  }

  /** Reads what changed after this index's version, up to `version` (migration 0009 stamps every write). */
  async catchUp(db: Database, version: string) {
    const from = this.version === "" ? "-1" : this.version;
    // A deleted recipe counts as unpublished here, as isPublished (api/recipes/published.ts) says everywhere else.
    const [changed, removed, aiChefs] = await Promise.all([
      db.execute(sql`
        select id, (case when deleted_at is null then extract(epoch from published_at) * 1000 end)::float8 as published_ms, author_id, difficulty::text as difficulty,
          active_minutes, total_minutes, servings, calories, average_rating::float8 as average_rating, reviews_count, is_featured,
          video_url is not null as has_video, category_ids, ingredient_ids, main_ingredient_ids, tag_ids, title_es, title_en,
          tsvector_to_array(search_document) as lexemes, tsvector_to_array(ts_filter(search_document, '{a}')) as title_lexemes
        from recipes where search_revision > ${from}::bigint and search_revision <= ${version}::bigint`),
      db.execute(sql`select recipe_id from recipe_search_removals where revision > ${from}::bigint and revision <= ${version}::bigint order by revision`),
      db.execute(sql`select id from users where is_ai_chef`),
    ]);
    const removedIds = rowsOf<{ recipe_id: number | null }>(removed).map((row) => row.recipe_id);
    if (removedIds.includes(null)) this.byId.clear();
    for (const id of removedIds) if (id !== null) this.byId.delete(id);
    const changes: { before: IndexedRecipe; after: IndexedRecipe }[] = [];
    let added = false;
    for (const row of rowsOf<IndexRow>(changed)) {
      const recipe = toIndexed(row, this.dictionary);
      const before = this.byId.get(recipe.id);
      if (before) changes.push({ before, after: recipe });
      else added = true;
      this.byId.set(recipe.id, recipe);
      for (const id of recipe.categoryIds) this.largestIds.category = Math.max(this.largestIds.category, id);
      for (const id of recipe.ingredientIds) this.largestIds.ingredient = Math.max(this.largestIds.ingredient, id);
      for (const id of recipe.tagIds) this.largestIds.tag = Math.max(this.largestIds.tag, id);
    }
    const aiChefIds = new Set(rowsOf<{ id: number }>(aiChefs).map((row) => row.id));
    const aiChefsChanged = aiChefIds.size !== this.aiChefIds.size || [...aiChefIds].some((id) => !this.aiChefIds.has(id));
    this.aiChefIds = aiChefIds;
    // A review, a publication date, a flag: the same recipes in the same places, so the columns are
    // updated where they stand and the text matches (over lexemes and titles) still hold. Anything
    // else (a recipe added or removed, new links or words) rebuilds them on the next search.
    const inPlace = this.built && !added && removedIds.length === 0 ? updatedInPlace(this.built, changes, aiChefIds, aiChefsChanged) : null;
    if (inPlace) {
      this.built = inPlace;
      this.inPlaceUpdates++;
    } else {
      this.built = null;
      this.textMatches.clear();
    }
    this.version = version;
  }
}

const indexes = new WeakMap<Database, { index: RecipeIndex; catchingUp: Promise<void> | null }>();

/**
 * The index of this database, brought up to the version the database holds now — or to `version`,
 * when the request has just read it.
 */
export async function freshRecipeIndex(db: Database, known?: string): Promise<RecipeIndex> {
  let held = indexes.get(db);
  if (!held) indexes.set(db, (held = { index: new RecipeIndex(), catchingUp: null }));
  const version = known ?? (await readSearchIndexVersion(db));
  // One catch-up at a time; a request that saw a newer version waits and then catches up itself.
  while (held.index.version !== version && BigInt(held.index.version || "-1") < BigInt(version)) {
    if (!held.catchingUp) {
      const state = held;
      state.catchingUp = state.index.catchUp(db, version).finally(() => {
        state.catchingUp = null;
      });
    }
    await held.catchingUp;
  }
  return held.index;
}
