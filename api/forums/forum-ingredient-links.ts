import { sql } from "drizzle-orm";
import { FORUM_INGREDIENT_LINKS_MAX } from "../contract/limits";
import { foldText } from "../contract/text";
import type { Database } from "../db/client";
import { type Catalogue, getCatalogue } from "../search/query/catalogue-lookup";
import { isPantryStaple } from "../search/query/pantry-staples";
import { vocabularyOf } from "../search/query/resolve-filters";
import { parseSemanticQuery, type SemanticVocabulary } from "../search/query/semantic/semantic-query";
import { listLinkedThreads } from "./forum-linked-threads";
import { markdownAsPlainText } from "../markdown/plain-text";

/** Threads about catalogue ingredients (decision 099): which ingredients a thread is about, and an ingredient's threads. */

/** Words only one language writes often: enough to tell a Spanish post from an English one. */
const FUNCTION_WORDS = {
  es: new Set(["el", "la", "los", "las", "de", "del", "que", "y", "en", "se", "por", "con", "para", "una", "un", "es", "me", "mi", "lo", "sin", "pero", "como"]),
  en: new Set(["the", "and", "of", "to", "is", "for", "with", "my", "it", "in", "on", "how", "what", "do", "does", "you", "i", "this", "without", "but", "or"]),
};

/** The language a post is written in, by its function words; undefined when they do not tell. */
function postLanguage(words: string): "es" | "en" | undefined {
  const tally = { es: 0, en: 0 };
  for (const word of foldText(words).match(/\p{L}+/gu) ?? []) {
    if (FUNCTION_WORDS.es.has(word)) tally.es++;
    if (FUNCTION_WORDS.en.has(word)) tally.en++;
  }
  return tally.es > tally.en ? "es" : tally.en > tally.es ? "en" : undefined;
}

/**
 * The plain-words search's vocabulary with the ingredients' names of one language only: a post in
 * English about a "pan" is not about bread (pan), nor a Spanish one about "pie" about a pie. Built
 * once per catalogue (the parser indexes each vocabulary once).
 */
const oneLanguageVocabularies = new WeakMap<Catalogue, Record<"es" | "en", SemanticVocabulary>>();
function vocabularyIn(catalogue: Catalogue, language: "es" | "en" | undefined): SemanticVocabulary {
  const both = vocabularyOf(catalogue);
  if (!language) return both;
  let built = oneLanguageVocabularies.get(catalogue);
  if (!built) {
    const names = (lang: "es" | "en") =>
      catalogue.ingredients.map((item) => ({
        id: item.id,
        slug: item.slug,
        group: item.group,
        names: lang === "es" ? [item.nameEs, ...item.synonymsEs] : [item.nameEn, ...item.synonymsEn],
      }));
    built = { es: { ...both, ingredients: names("es") }, en: { ...both, ingredients: names("en") } };
    oneLanguageVocabularies.set(catalogue, built);
  }
  return built[language];
}

/**
 * The catalogue ingredients a thread's title and opening post name, as the recipes' plain-words
 * search reads a request (api/search/query/semantic): "ajo", "sin ajo", "garlic" all name garlic,
 * accents folded, plurals too; kinds of food ("frutos secos") and diets name none. Names are read in
 * the post's language when its words tell it; pantry staples (salt, oil, water…) named in passing
 * link nothing. In the order they are named, the title first; at most FORUM_INGREDIENT_LINKS_MAX.
 */
export function ingredientsNamedIn(catalogue: Catalogue, title: string, source: string): number[] {
  const words = `${title}\n${markdownAsPlainText(source).replace(/\bhttps?:\/\/\S+/g, " ")}`;
  const staples = new Set(catalogue.ingredients.filter(isPantryStaple).map((item) => item.id));
  const found = parseSemanticQuery(words, vocabularyIn(catalogue, postLanguage(words))).applied.flatMap((entry) =>
    (entry.filter === "includeIngredientIds" || entry.filter === "excludeIngredientIds") && typeof entry.value === "number" && !staples.has(entry.value) ? [entry.value] : [],
  );
  return [...new Set(found)].slice(0, FORUM_INGREDIENT_LINKS_MAX);
}

/** The ids of catalogue ingredients by slug; `missing` names the first slug the catalogue does not know (reloaded once, §4). */
export async function ingredientIdsBySlug(db: Database, slugs: readonly string[]): Promise<{ ids: number[]; missing?: string }> {
  let catalogue = await getCatalogue(db);
  if (slugs.some((slug) => !catalogue.ingredientBySlug.has(slug))) catalogue = await getCatalogue(db, { refresh: true });
  const missing = slugs.find((slug) => !catalogue.ingredientBySlug.has(slug));
  return { ids: [...new Set(slugs.flatMap((slug) => catalogue.ingredientBySlug.get(slug)?.id ?? []))], ...(missing === undefined ? {} : { missing }) };
}

/**
 * Links a thread to the ingredients its title and opening post name, and to those chosen on the
 * form (kept through edits); found links the text no longer makes are dropped. One statement, and
 * only ingredients still in the catalogue (the one in memory may be minutes old).
 */
export async function linkThreadIngredients(db: Database, threadId: number, title: string, source: string, chosenIds: readonly number[] = []) {
  const found = ingredientsNamedIn(await getCatalogue(db), title, source);
  const list = (ids: readonly number[]) => `{${ids.join(",")}}`;
  await db.execute(sql`
    with found as (select id from ingredients where id = any(${list(found)}::int[])),
    chosen as (select id from ingredients where id = any(${list(chosenIds)}::int[])),
    dropped as (
      delete from forum_thread_ingredients l where l.thread_id = ${threadId} and not l.chosen and l.ingredient_id not in (select id from found)
    ),
    wanted as (
      select id, false as chosen from found where id not in (select id from chosen)
      union all select id, true from chosen
    )
    insert into forum_thread_ingredients (thread_id, ingredient_id, chosen)
    select ${threadId}, id, chosen from wanted
    on conflict (thread_id, ingredient_id) do update set chosen = true
    where excluded.chosen and not forum_thread_ingredients.chosen`);
}

/** An ingredient's published threads, solved first (forum-linked-threads.ts). */
export const listIngredientThreads = (db: Database, ingredientId: number, shown: number) =>
  listLinkedThreads(db, sql`forum_thread_ingredients`, sql`ingredient_id`, ingredientId, shown);
