import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createFollow, createForumCategories, createRecipe, createReview, createUser } from "../../tests/support/factories";
import { categories, forumThreads, recipes } from "../db/schema";
import { rowsOf } from "../db/rows-of";
import { CATALOGUE_TAG, RECIPE_SET_TAG, memberActivityTag, memberTag, recipeTag, threadTag } from "../contract/cache-tags";
import { setReaction } from "../forums/forum-reactions";
import { createReply } from "../forums/forum-queries";
import { createCacheTagLog } from "./cache-tag-log";

/**
 * The cache-tag log (migration 0033, decision 085) on a real database: each kind of write logs the
 * things it changed and nothing else, so a kept page that showed other things stays.
 */
describe("the cache-tag log", () => {
  const api = useTestApi();

  it("logs what each write changed, and nothing a page of something else shows", async () => {
    const { db } = api;
    const catalogue = await createCatalogue(db);
    const author = await createUser(db);
    const reader = await createUser(db);
    const recipeId = await createRecipe(db, catalogue, author.id);
    const [recipe] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
    const log = createCacheTagLog(db);
    const everything = [recipeTag(recipeId), memberTag(author.id), memberTag(reader.id), memberActivityTag(author.id), memberActivityTag(reader.id), RECIPE_SET_TAG, CATALOGUE_TAG];
    const changedBy = async (write: () => Promise<unknown>) => {
      const stamp = await log.currentStamp();
      await write();
      await log.currentStamp();
      return everything.filter((tag) => log.changedSince([tag], stamp));
    };

    // A review moves the recipe (its counts) and the reviewer's activity; not the set of recipes, not the author's name.
    expect(await changedBy(() => createReview(db, { recipe: recipe!, reviewer: { id: reader.id, name: reader.name, slug: reader.slug }, rating: 4 }))).toEqual(
      expect.arrayContaining([recipeTag(recipeId), memberActivityTag(reader.id)]),
    );
    const afterReview = await changedBy(async () => undefined);
    expect(afterReview).toEqual([]);
    const review = await changedBy(() => db.execute(sql`update reviews set rating = 2 where recipe_id = ${recipeId} and user_id = ${reader.id}`));
    expect(review).toContain(recipeTag(recipeId));
    expect(review).not.toContain(RECIPE_SET_TAG);
    expect(review).not.toContain(memberTag(author.id));

    // A follow moves the two members' activity, and no recipe.
    expect(await changedBy(() => createFollow(db, { id: reader.id, name: reader.name, slug: reader.slug }, author.id))).toEqual([
      memberActivityTag(author.id),
      memberActivityTag(reader.id),
    ]);

    // A recipe's title moves its page, its author's activity and the set; a category, the catalogue alone.
    expect(await changedBy(() => db.update(recipes).set({ titleEs: "Paella del domingo" }).where(eq(recipes.id, recipeId)))).toEqual([
      recipeTag(recipeId),
      memberActivityTag(author.id),
      RECIPE_SET_TAG,
    ]);
    expect(
      await changedBy(() =>
        db
          .update(categories)
          .set({ nameEs: "Arroces" })
          .where(eq(categories.id, [...catalogue.categoryIds.values()][0]!)),
      ),
    ).toEqual([CATALOGUE_TAG]);
    // A member's name moves their cards and reviews.
    expect(await changedBy(() => db.execute(sql`update users set name = 'Otro nombre' where id = ${author.id}`))).toEqual([memberTag(author.id)]);
  });

  it("logs a forum reaction, added or taken back, as its thread's tag and nothing else (decision 089)", async () => {
    const { db } = api;
    const [poster, reader] = [await createUser(db), await createUser(db)];
    const [category] = await createForumCategories(db, [{ slug: "reacciones", name: { es: "Reacciones", en: "Reactions" }, description: { es: ".", en: "." }, colour: "accent" }]);
    const [thread] = await db
      .insert(forumThreads)
      .values({ categoryId: category!.id, userId: poster.id, title: "Hilo con reacciones", slug: "hilo-con-reacciones", bodySource: "Hola", bodyHtml: "<p>Hola</p>" })
      .returning({ id: forumThreads.id });
    const logged = async (write: () => Promise<unknown>) => {
      const before = rowsOf<{ before: string }>(await db.execute(sql`select coalesce(max(seq), 0)::text as before from cache_tag_changes`))[0]!.before;
      await write();
      const rows = rowsOf<{ tag: string }>(await db.execute(sql`select distinct tag from cache_tag_changes where seq > ${before}::bigint order by tag`));
      return rows.map((row) => row.tag);
    };
    const post = { thread: thread!.id, reply: null };
    expect(await logged(() => setReaction(db, post, reader.id, "yum", true))).toEqual([threadTag(thread!.id)]);
    expect(await logged(() => setReaction(db, post, reader.id, "yum", false))).toEqual([threadTag(thread!.id)]);
  });

  it("logs a forum reply, with the effects the outbox does for it, as its own thread's tag: other threads' kept pages stay (decision 098)", async () => {
    const { db } = api;
    const [poster, replier] = [await createUser(db), await createUser(db)];
    const [category] = await createForumCategories(db, [{ slug: "dos-hilos", name: { es: "Dos hilos", en: "Two threads" }, description: { es: ".", en: "." }, colour: "accent" }]);
    const [replied, other] = await db
      .insert(forumThreads)
      .values(
        ["Hilo con respuesta", "Hilo tranquilo"].map((title) => ({
          categoryId: category!.id,
          userId: poster.id,
          title,
          slug: title.toLowerCase().replaceAll(" ", "-"),
          bodySource: "Hola",
          bodyHtml: "<p>Hola</p>",
        })),
      )
      .returning({ id: forumThreads.id, title: forumThreads.title, slug: forumThreads.slug });
    const log = createCacheTagLog(db);
    const stamp = await log.currentStamp();
    const person = { id: replier.id, name: replier.name, slug: replier.slug };
    await createReply(db, person, replied!, { source: "¡Qué bueno! @" + poster.slug, html: "<p>¡Qué bueno!</p>" }, null, [poster.slug]);
    // Its notifications (the author's, the mention's) and its live event, done by the outbox as after a post.
    await api.drainOutboxEvents();
    await log.currentStamp();
    expect(log.changedSince([threadTag(replied!.id)], stamp)).toBe(true);
    expect(log.changedSince([threadTag(other!.id)], stamp)).toBe(false);
  });

  it("is written by every table whose writes move the content version", async () => {
    const tables = (functionName: string) => db(functionName).then((rows) => rows.map((row) => row.table).sort());
    const db = async (functionName: string) =>
      rowsOf<{ table: string }>(
        await api.db.execute(
          sql`select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where p.proname = ${functionName} and not t.tgisinternal`,
        ),
      );
    const versioned = [...new Set([...(await tables("bump_search_index_version")), ...(await tables("bump_community_version"))])].sort();
    const logged = [...new Set([...(await tables("record_cache_tags")), ...(await tables("record_recipe_cache_tags"))])];
    expect(versioned.length).toBeGreaterThan(5);
    expect(versioned.filter((table) => !logged.includes(table))).toEqual([]);
  });
});
