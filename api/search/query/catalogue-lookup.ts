import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, ingredients, tags } from "../../db/schema";

export interface CatalogueEntry {
  id: number;
  slug: string;
  nameEs: string;
  nameEn: string;
}
interface IngredientEntry extends CatalogueEntry {
  /** The catalogue's food group ("poultry", "legume", "condiment"…): an ingredient's family shares it. */
  group: string;
  synonymsEs: string[];
  synonymsEn: string[];
}
interface CategoryEntry extends CatalogueEntry {
  type: "cuisine" | "course" | "diet" | "occasion";
  parentId: number | null;
  level: number;
  position: number;
}

export interface Catalogue {
  ingredients: IngredientEntry[];
  tags: CatalogueEntry[];
  categories: CategoryEntry[];
  ingredientBySlug: Map<string, IngredientEntry>;
  tagBySlug: Map<string, CatalogueEntry>;
  categoryBySlug: Map<string, CategoryEntry>;
  loadedAt: number;
}

/** The catalogue changes rarely (an admin edit); a few minutes of staleness never hides a recipe. */
const MAX_AGE_MS = 5 * 60_000;
const cache = new WeakMap<Database, Promise<Catalogue>>();

async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [ingredientRows, tagRows, categoryRows] = await Promise.all([
    db
      .select({
        id: ingredients.id,
        slug: ingredients.slug,
        nameEs: ingredients.nameEs,
        nameEn: ingredients.nameEn,
        group: ingredients.group,
        synonymsEs: ingredients.synonymsEs,
        synonymsEn: ingredients.synonymsEn,
      })
      .from(ingredients)
      .orderBy(asc(ingredients.slug)),
    db.select({ id: tags.id, slug: tags.slug, nameEs: tags.nameEs, nameEn: tags.nameEn }).from(tags).orderBy(asc(tags.slug)),
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        nameEs: categories.nameEs,
        nameEn: categories.nameEn,
        type: categories.type,
        parentId: categories.parentId,
        level: categories.level,
        position: categories.position,
      })
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
  ]);
  return {
    ingredients: ingredientRows,
    tags: tagRows,
    categories: categoryRows,
    ingredientBySlug: new Map(ingredientRows.map((row) => [row.slug, row])),
    tagBySlug: new Map(tagRows.map((row) => [row.slug, row])),
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    loadedAt: Date.now(),
  };
}

/**
 * The ingredient, tag and category catalogue in memory: slugs become ids without a query, and the
 * semantic parser and suggestions read names from here. `refresh` forces a reload (§4: a slug that
 * is not found reloads the catalogue once).
 */
export async function getCatalogue(db: Database, { refresh = false } = {}): Promise<Catalogue> {
  const cached = cache.get(db);
  if (cached && !refresh) {
    const catalogue = await cached;
    if (Date.now() - catalogue.loadedAt < MAX_AGE_MS) return catalogue;
  }
  const loading = loadCatalogue(db);
  cache.set(db, loading);
  loading.catch(() => cache.delete(db));
  return loading;
}
