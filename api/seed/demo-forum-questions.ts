import { sql } from "drizzle-orm";
import { slugify } from "../contract/text";
import { FORUM_RECIPE_LINKS_MAX } from "../contract/limits";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { forumCategories, forumReplies, forumThreadIngredients, forumThreadRecipes, forumThreads, moderationActions, recipes, users } from "../db/schema";
import { ingredientsNamedIn } from "../forums/forum-ingredient-links";
import { recipeLinksIn, renderForumMarkdown } from "../markdown/safe-markdown";
import { getCatalogue } from "../search/query/catalogue-lookup";
import { isPublished } from "../recipes/published";
import { recipeQuestions } from "./data/forum-recipe-questions";

const HOUR = 3_600_000;
/** The demo site's own origin: recipe links are written as paths, which need none. */
const SITE = "http://localhost";

/**
 * Questions where the cook is, in the demo (decision 095): a few threads about demo recipes in both
 * languages, some solved by their author, then every demo thread linked to the recipes its opening
 * post links to, so recipe pages show "Preguntas sobre esta receta", and to the ingredients it names
 * (decision 099), so a recipe search for one shows "Hilos del foro sobre…". A few statements; run after
 * seedDemoForums (its categories and threads).
 */
export async function seedDemoRecipeQuestions(db: Database, now = new Date()): Promise<{ threads: number; links: number }> {
  const [people, categories, published] = await Promise.all([
    db.select({ id: users.id, slug: users.slug }).from(users),
    db.select({ id: forumCategories.id, slug: forumCategories.slug }).from(forumCategories),
    db.select({ id: recipes.id, slug: recipes.slug }).from(recipes).where(isPublished),
  ]);
  const userId = new Map(people.map((person) => [person.slug, person.id]));
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));
  const recipeId = new Map(published.map((recipe) => [recipe.slug, recipe.id]));
  const questions = recipeQuestions.filter(
    (question) =>
      recipeId.has(question.recipe) && categoryId.has(question.category) && userId.has(question.author) && question.replies.every((answer) => userId.has(answer.author)),
  );

  if (questions.length > 0) {
    // The last week or so, a day apart, so they sit among the forum's latest activity.
    const startedAt = (index: number) => new Date(now.getTime() - (questions.length - index + 2) * 24 * HOUR);
    const threads = await db
      .insert(forumThreads)
      .values(
        questions.map((question, index) => ({
          categoryId: categoryId.get(question.category)!,
          userId: userId.get(question.author)!,
          title: question.title,
          slug: slugify(question.title).slice(0, 80).replace(/-+$/, ""),
          bodySource: question.body,
          bodyHtml: renderForumMarkdown(question.body, { siteOrigin: SITE, cardKicker: question.lang === "es" ? "Receta" : "Recipe" }),
          createdAt: startedAt(index),
          lastActivityAt: startedAt(index),
        })),
      )
      .returning({ id: forumThreads.id });
    const replyValues = questions.flatMap((question, index) =>
      question.replies.map((answer, turn) => ({
        threadId: threads[index]!.id,
        userId: userId.get(answer.author)!,
        bodySource: answer.text,
        bodyHtml: renderForumMarkdown(answer.text, { siteOrigin: SITE }),
        createdAt: new Date(startedAt(index).getTime() + (turn + 1) * 3 * HOUR),
      })),
    );
    const replies = await db.insert(forumReplies).values(replyValues).returning({ id: forumReplies.id, threadId: forumReplies.threadId });
    const solutions = questions.flatMap((question, index) => {
      if (question.solvedBy === undefined) return [];
      const reply = replies.filter((row) => row.threadId === threads[index]!.id)[question.solvedBy]!;
      return [{ thread: threads[index]!.id, reply: reply.id, actor: userId.get(question.author)!, at: new Date(startedAt(index).getTime() + 20 * HOUR) }];
    });
    const ids = `{${threads.map((thread) => thread.id).join(",")}}`;
    // Counts and last activity, as posting keeps them; posters watch what they posted in (decision 087).
    await db.execute(sql`
      update forum_threads t set replies_count = s.replies_count, last_activity_at = s.last_at, last_user_id = s.last_user
      from (select distinct on (thread_id) thread_id, count(*) over (partition by thread_id) as replies_count, created_at as last_at, user_id as last_user
            from forum_replies where thread_id = any(${ids}::int[]) order by thread_id, created_at desc, id desc) s
      where t.id = s.thread_id`);
    await db.execute(sql`
      insert into forum_thread_watches (thread_id, user_id, level)
      select id, user_id, 'watching' from forum_threads where id = any(${ids}::int[])
      union select thread_id, user_id, 'watching' from forum_replies where thread_id = any(${ids}::int[])
      on conflict do nothing`);
    if (solutions.length > 0) {
      await db.execute(sql`
        update forum_threads t set solved_reply_id = s.reply
        from unnest(${`{${solutions.map((row) => row.thread).join(",")}}`}::int[], ${`{${solutions.map((row) => row.reply).join(",")}}`}::int[]) as s(thread, reply)
        where t.id = s.thread`);
      // Each solution is on the moderation log, by the thread's author (decision 091).
      await db
        .insert(moderationActions)
        .values(solutions.map((row) => ({ actorId: row.actor, action: "solve" as const, threadId: row.thread, replyId: row.reply, createdAt: row.at })));
    }
  }

  // Every demo thread's links, found as posting finds them (forum-recipe-links.ts), in one statement.
  const opening = await db.select({ id: forumThreads.id, title: forumThreads.title, source: forumThreads.bodySource }).from(forumThreads);
  const links = opening.flatMap((thread) =>
    recipeLinksIn(thread.source, SITE, FORUM_RECIPE_LINKS_MAX).flatMap((slug) => (recipeId.has(slug) ? [{ threadId: thread.id, recipeId: recipeId.get(slug)! }] : [])),
  );
  if (links.length > 0) await db.insert(forumThreadRecipes).values(links).onConflictDoNothing();
  // And the ingredients each names, read as posting reads them (forum-ingredient-links.ts, decision 099).
  const catalogue = await getCatalogue(db, { refresh: true });
  const named = opening.flatMap((thread) => ingredientsNamedIn(catalogue, thread.title, thread.source).map((ingredientId) => ({ threadId: thread.id, ingredientId })));
  if (named.length > 0) await db.insert(forumThreadIngredients).values(named).onConflictDoNothing();
  const [counted] = rowsOf<{ links: number }>(await db.execute(sql`select count(*)::int as links from forum_thread_recipes`));
  return { threads: questions.length, links: Number(counted?.links ?? 0) };
}
