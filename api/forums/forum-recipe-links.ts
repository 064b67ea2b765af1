import { and, eq, sql } from "drizzle-orm";
import type { RecipeQuestion } from "../contract/forum-questions";
import { forumThreadKey } from "../contract/forums";
import { FORUM_RECIPE_LINKS_MAX } from "../contract/limits";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { forumThreads, recipes } from "../db/schema";
import { isPublished } from "../recipes/published";
import { recipeLinksIn } from "./forum-markdown";
import { published } from "./forum-queries";

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

/**
 * Threads read to order a recipe's list: its tags name them all, so any of them solved or answered
 * may move into the first lines. Those not published (held, hidden, removed: decision 094) are read
 * after them and never shown, to name their tags too: an approval or a restore moves the list.
 */
const LINKED_THREADS_READ = 50;

/**
 * A recipe's published linked threads, solved first, then by latest activity: the first `shown`,
 * the ids of every thread read (for the answer's tags) and how many are published in all. The same
 * for every viewer (a public answer): a held thread is not listed even to its author.
 */
export async function listRecipeQuestions(db: Database, recipeId: number, shown: number) {
  type Row = { id: number; slug: string; title: string; listed: boolean; solved: boolean; replies_count: number; last_activity_at: Date | string; total: number | string };
  const listed = published(forumThreads);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select ${forumThreads.id} as id, ${forumThreads.slug} as slug, ${forumThreads.title} as title, ${listed} as listed,
        ${forumThreads.solvedReplyId} is not null as solved, ${forumThreads.repliesCount} as replies_count, ${forumThreads.lastActivityAt} as last_activity_at,
        count(*) filter (where ${listed}) over () as total
      from forum_thread_recipes l join ${forumThreads} on ${forumThreads.id} = l.thread_id
      where l.recipe_id = ${recipeId}
      order by ${listed} desc, (${forumThreads.solvedReplyId} is not null) desc, ${forumThreads.lastActivityAt} desc, ${forumThreads.id} desc
      limit ${LINKED_THREADS_READ}`),
  );
  const data: RecipeQuestion[] = rows
    .filter((row) => row.listed)
    .slice(0, shown)
    .map((row) => ({
      key: forumThreadKey(row),
      title: row.title,
      solved: Boolean(row.solved),
      replies_count: Number(row.replies_count),
      last_activity_at: new Date(row.last_activity_at).toISOString(),
    }));
  return { data, total: Number(rows[0]?.total ?? 0), threadIds: rows.map((row) => Number(row.id)) };
}
