import { and, eq, sql } from "drizzle-orm";
import { FORUM_RECIPE_LINKS_MAX } from "../contract/limits";
import type { Database } from "../db/client";
import { recipes } from "../db/schema";
import { isPublished } from "../recipes/published";
import { recipeLinksIn } from "../markdown/safe-markdown";
import { listLinkedThreads } from "./forum-linked-threads";

/** Questions where the cook is (decision 095): which recipes a thread is about, and a recipe's threads. */

/** The id of a published recipe by its slug, for a recipe chosen on the new-thread form or a recipe page's list. */
export async function publishedRecipeId(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.slug, slug), isPublished));
  return row?.id;
}

/**
 * Links a thread to the published recipes its opening post links to, and to the one chosen on the
 * form (kept through edits); links the post no longer makes are dropped. One statement.
 */
export async function linkThreadRecipes(db: Database, threadId: number, source: string, siteOrigin: string, chosenRecipeId?: number) {
  const slugs = recipeLinksIn(source, siteOrigin, FORUM_RECIPE_LINKS_MAX);
  await db.execute(sql`
    with found as (select id from recipes where slug = any(${`{${slugs.join(",")}}`}::text[]) and ${isPublished}),
    dropped as (
      delete from forum_thread_recipes l where l.thread_id = ${threadId} and not l.chosen and l.recipe_id not in (select id from found)
    ),
    wanted as (
      select id, false as chosen from found where id is distinct from ${chosenRecipeId ?? null}::int
      union all select ${chosenRecipeId ?? null}::int, true where ${chosenRecipeId ?? null}::int is not null
    )
    insert into forum_thread_recipes (thread_id, recipe_id, chosen)
    select ${threadId}, id, chosen from wanted
    on conflict (thread_id, recipe_id) do update set chosen = forum_thread_recipes.chosen or excluded.chosen
    where excluded.chosen and not forum_thread_recipes.chosen`);
}

/** A recipe's published linked threads, solved first (forum-linked-threads.ts). */
export const listRecipeQuestions = (db: Database, recipeId: number, shown: number) => listLinkedThreads(db, sql`forum_thread_recipes`, sql`recipe_id`, recipeId, shown);
