import { sql } from "drizzle-orm";
import { FORUM_INGREDIENT_LINKS_MAX } from "../contract/limits";
import type { Database } from "../db/client";
import { type Catalogue, getCatalogue } from "../search/query/catalogue-lookup";
import { vocabularyOf } from "../search/query/resolve-filters";
import { parseSemanticQuery } from "../search/query/semantic/semantic-query";
import { listLinkedThreads } from "./forum-linked-threads";
import { markdownAsPlainText } from "./forum-plain-text";

/** Threads about catalogue ingredients (decision 099): which ingredients a thread is about, and an ingredient's threads. */

/**
 * The catalogue ingredients a thread's title and opening post name, as the recipes' plain-words
 * search reads a request (api/search/query/semantic): "ajo", "garlic", "sin ajo" all name garlic, in
 * either language, accents folded; kinds of food ("frutos secos") and diets name none. In the order
 * they are named, the title first; at most FORUM_INGREDIENT_LINKS_MAX.
 */
export function ingredientsNamedIn(catalogue: Catalogue, title: string, source: string): number[] {
  const words = `${title}\n${markdownAsPlainText(source).replace(/\bhttps?:\/\/\S+/g, " ")}`;
  const found = parseSemanticQuery(words, vocabularyOf(catalogue)).applied.flatMap((entry) =>
    (entry.filter === "includeIngredientIds" || entry.filter === "excludeIngredientIds") && typeof entry.value === "number" ? [entry.value] : [],
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
