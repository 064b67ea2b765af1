import { and, desc, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recipes } from "../../db/schema";
import { isPublished } from "../../recipes/published";
import { pickText } from "../../i18n/bilingual";
import type { ApiLocale } from "../../i18n/messages";
import type { Catalogue, CatalogueEntry } from "../query/catalogue-lookup";
import { foldText } from "../../contract/text";
import { editDistance } from "./edit-distance";

const PER_KIND = 5;

/**
 * How well a catalogue name answers what is being typed: a name or one of its words starting with
 * it (best), or a word within one or two typos of it. Undefined when it does not match.
 */
function matchScore(typed: string, names: string[]): number | undefined {
  let best: number | undefined;
  for (const name of names) {
    const folded = foldText(name);
    if (folded.startsWith(typed)) return 0;
    for (const word of folded.split(/[\s-]+/)) {
      if (word.startsWith(typed)) best = Math.min(best ?? 1, 1);
      else if (typed.length >= 4) {
        const allowed = typed.length >= 7 ? 2 : 1;
        const distance = Math.min(editDistance(typed, word, allowed), editDistance(typed, word.slice(0, typed.length), allowed));
        if (distance <= allowed) best = Math.min(best ?? 9, 1 + distance);
      }
    }
  }
  return best;
}

/** Best matches first; among equals the shortest name ("chicken" before "chicken wing"). */
function suggestFrom<T extends CatalogueEntry>(entries: T[], typed: string, namesOf: (entry: T) => string[], shownName: (entry: T) => string, limit = PER_KIND) {
  return entries
    .map((entry) => ({ entry, score: matchScore(typed, namesOf(entry)) }))
    .filter((candidate): candidate is { entry: T; score: number } => candidate.score !== undefined)
    .sort((a, b) => a.score - b.score || shownName(a.entry).length - shownName(b.entry).length || a.entry.slug.localeCompare(b.entry.slug))
    .slice(0, limit)
    .map(({ entry }) => entry);
}

const ingredientNames = (entry: Catalogue["ingredients"][number]) => [entry.nameEs, entry.nameEn, ...entry.synonymsEs, ...entry.synonymsEn];

/** Catalogue ingredients for what is being typed, in either language, accents folded ("platano" finds "plátano"): the pantry's picker. */
export function matchIngredients(catalogue: Catalogue, text: string, locale: ApiLocale, limit: number) {
  const shownName = (entry: CatalogueEntry) => pickText(locale, entry.nameEs, entry.nameEn);
  return suggestFrom(catalogue.ingredients, foldText(text.trim()), ingredientNames, shownName, limit).map((entry) => ({ id: entry.id, slug: entry.slug, name: shownName(entry) }));
}

/** Recipes, ingredients, tags and categories for what is being typed, in both languages (§7 suggestions). */
export async function findSuggestions(db: Database, catalogue: Catalogue, text: string, locale: ApiLocale) {
  const typed = foldText(text.trim());
  const shownName = (entry: CatalogueEntry) => pickText(locale, entry.nameEs, entry.nameEn);
  const named = (entry: CatalogueEntry) => ({ id: entry.id, slug: entry.slug, name: shownName(entry) });
  const folded = sql`immutable_unaccent(lower(${typed}))`;
  const titleEs = sql`immutable_unaccent(lower(${recipes.titleEs}))`;
  const titleEn = sql`immutable_unaccent(lower(${recipes.titleEn}))`;
  const contains = `%${typed.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
  const recipeRows = await db
    .select({ id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn })
    .from(recipes)
    .where(and(isPublished, or(sql`${titleEs} like ${contains}`, sql`${titleEn} like ${contains}`, sql`${folded} <% ${titleEs}`, sql`${folded} <% ${titleEn}`)))
    .orderBy(desc(sql`greatest(word_similarity(${folded}, ${titleEs}), word_similarity(${folded}, ${titleEn}))`), desc(recipes.isFeatured), recipes.id)
    .limit(PER_KIND);

  return {
    recipes: recipeRows.map((row) => ({ id: row.id, slug: row.slug, title: pickText(locale, row.titleEs, row.titleEn) })),
    ingredients: suggestFrom(catalogue.ingredients, typed, ingredientNames, shownName).map(named),
    tags: suggestFrom(catalogue.tags, typed, (entry) => [entry.nameEs, entry.nameEn], shownName).map(named),
    categories: suggestFrom(catalogue.categories, typed, (entry) => [entry.nameEs, entry.nameEn], shownName).map(named),
  };
}
