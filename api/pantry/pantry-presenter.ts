import type { IngredientRef, Pantry, PantryRecipeMatch } from "../contract/pantry";
import { STAPLE_INGREDIENT_SLUGS } from "../contract/shopping-aisles";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import type { Catalogue } from "../search/query/catalogue-lookup";
import type { PantryMatchRow, PantryRow } from "./pantry-queries";

type IngredientEntry = Catalogue["ingredients"][number];

/** Ingredient ids to catalogue entries, made once per catalogue load. */
const idIndexes = new WeakMap<Catalogue, Map<number, IngredientEntry>>();

export function ingredientById(catalogue: Catalogue): Map<number, IngredientEntry> {
  let index = idIndexes.get(catalogue);
  if (!index) idIndexes.set(catalogue, (index = new Map(catalogue.ingredients.map((entry) => [entry.id, entry]))));
  return index;
}

export const ingredientRefOf = (entry: IngredientEntry, locale: ApiLocale): IngredientRef => ({
  id: entry.id,
  slug: entry.slug,
  name: pickText(locale, entry.nameEs, entry.nameEn),
});

/** The catalogue's staples (those of the shopping list's STAPLE_INGREDIENT_SLUGS it has). */
export const stapleEntries = (catalogue: Catalogue) => STAPLE_INGREDIENT_SLUGS.flatMap((slug) => catalogue.ingredientBySlug.get(slug) ?? []);

const byName = (locale: ApiLocale) => (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);

export function presentPantry(rows: PantryRow[], assumeStaples: boolean, catalogue: Catalogue, locale: ApiLocale): Pantry {
  const index = ingredientById(catalogue);
  const items = rows
    .flatMap((row) => {
      const entry = index.get(row.ingredientId);
      return entry
        ? [{ ingredient: ingredientRefOf(entry, locale), quantity: row.quantity, unit: row.unit as Pantry["items"][number]["unit"], updated_at: row.updatedAt.toISOString() }]
        : [];
    })
    .sort((a, b) => byName(locale)(a.ingredient, b.ingredient));
  return { items, assume_staples: assumeStaples, staples: stapleEntries(catalogue).map((entry) => ingredientRefOf(entry, locale)) };
}

export function presentMatch({ row, heldCount }: PantryMatchRow, counted: ReadonlySet<number>, catalogue: Catalogue, locale: ApiLocale, mediaBaseUrl: string): PantryRecipeMatch {
  const index = ingredientById(catalogue);
  const ids = row.recipe.ingredientIds;
  const missing = ids.filter((id) => !counted.has(id)).flatMap((id) => index.get(id) ?? []);
  return {
    recipe: presentRecipeSummary(row, locale, mediaBaseUrl),
    ingredient_count: ids.length,
    held_count: heldCount,
    share: ids.length === 0 ? 0 : Math.round((heldCount / ids.length) * 1000) / 1000,
    missing: missing.map((entry) => ingredientRefOf(entry, locale)).sort(byName(locale)),
  };
}
