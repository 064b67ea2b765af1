import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { readSearchIndexVersion } from "../../db/search-index-version";
import { type IndexedRecipe, type IndexRow, toIndexed } from "./indexed-recipe";
import { type RecipeColumns, toColumns, updatedInPlace } from "./recipe-columns";
import { LexemeDictionary, type TextMatch } from "./text-index";
import { rowsOf } from "../../db/rows-of";

/**
 * What search filters, sorts and counts on, for every recipe, held in the API process
 * (decisions/017). Counting facets over 100,000 recipes is a few milliseconds here and hundreds in
 * SQL; the database still does the full-text matching and hands over the page's rows. A row becomes an
 * IndexedRecipe (indexed-recipe.ts), and the recipes become columns (recipe-columns.ts).
 */

const TEXT_MATCHES_KEPT = 200;

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
