import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentFlags, forumReplies, forumThreadWatches, forumThreads, moderationActions, recipes, users } from "../db/schema";
import { slugify } from "../contract/text";
import { recipeSlugsIn, renderForumMarkdown } from "../markdown/safe-markdown";
import { recipeCardsFor } from "../recipes/recipe-cards";
import { setWatchLevel } from "../forums/forum-watches";
import { aiChefs, members } from "./data/people";
import { forumCategoryList, forumContent, longThread } from "./data/forum-threads";
import { seedDemoEdits } from "./demo-forum-edits";
import { seedDemoReactions } from "./demo-forum-reactions";
import { createForumCategories, createMember } from "./factories";
import { seededRandom } from "./random";

type Lang = "es" | "en";
const HOUR = 3_600_000;
/** The demo site's own origin: recipe links are written as paths, which need none. */
const SITE = "http://localhost";
/** Which AI chefs speak in each language's threads. */
const chefsByLang: Record<Lang, string[]> = { es: ["carmen-montero", "lucia-quispe"], en: ["olivia-bennett", "priya-raman", "kenji-sato"] };

interface PlannedPost {
  userId: number;
  source: string;
  at: Date;
  quotesPrevious: boolean;
}

/**
 * The demo forum (issue 33): six categories, 40 threads and two long "what did you cook today"
 * threads (200 replies in Spanish, 60 in English), in Spanish and English, by the demo members and the AI chefs, with replies dealt from
 * each category's pool, quotes, recipe cards, solved, locked and pinned threads with their moderation log, and readers'
 * reactions, and an edited solution in each language with its history. A few statements in all.
 */
export async function seedDemoForums(db: Database, now = new Date()): Promise<{ threads: number; replies: number }> {
  const random = seededRandom(33);
  const categories = new Map((await createForumCategories(db, forumCategoryList)).map((row) => [row.slug, row.id]));
  const people = await db.select({ id: users.id, slug: users.slug }).from(users);
  const idOf = new Map(people.map((person) => [person.slug, person.id]));
  const voices: Record<Lang, number[]> = { es: [], en: [] };
  for (const member of members) if (idOf.has(member.username)) voices[member.locale === "en" ? "en" : "es"].push(idOf.get(member.username)!);
  for (const lang of ["es", "en"] as const)
    for (const chef of chefsByLang[lang]) if (aiChefs.some((known) => known.slug === chef) && idOf.has(chef)) voices[lang].push(idOf.get(chef)!);
  const published = await db
    .select({ slug: recipes.slug })
    .from(recipes)
    .where(and(isNotNull(recipes.publishedAt), sql`${recipes.publishedAt} <= now()`))
    .orderBy(asc(recipes.id))
    .limit(12);
  let recipeTurn = 0;
  // A link on a line of its own becomes a card; a path needs the Markdown link form (only full addresses are linked bare).
  const withRecipe = (text: string, lang: Lang) =>
    text.replace("{recipe}", () => `[${lang === "es" ? "La receta" : "The recipe"}](/receta/${published[recipeTurn++ % Math.max(published.length, 1)]?.slug ?? ""})`);

  // Every thread, oldest first, with its posts planned: the opening post and its replies.
  const planned: { lang: Lang; category: number; title: string; posts: PlannedPost[] }[] = [];
  let threadIndex = 0;
  const start = now.getTime() - 70 * 24 * HOUR;
  const plan = (lang: Lang, categorySlug: string, title: string, body: string, replies: string[], quoteEvery: number) => {
    const voicesHere = voices[lang];
    const at = start + threadIndex++ * 28 * HOUR;
    const authorAt = random.int(0, voicesHere.length - 1);
    const posts: PlannedPost[] = [{ userId: voicesHere[authorAt]!, source: withRecipe(body, lang), at: new Date(at), quotesPrevious: false }];
    let replyAt = at;
    replies.forEach((text, index) => {
      const previous = posts.at(-1)!;
      replyAt += random.int(1, 5) * HOUR;
      const quotes = index > 0 && quoteEvery > 0 && index % quoteEvery === 0;
      const source = quotes ? `> ${previous.source.split("\n")[0]}\n\n${text}` : text;
      posts.push({ userId: voicesHere[(authorAt + 1 + index) % voicesHere.length]!, source, at: new Date(replyAt), quotesPrevious: quotes });
    });
    planned.push({ lang, category: categories.get(categorySlug)!, title, posts });
  };
  for (const lang of ["es", "en"] as const) {
    for (const [slug, content] of Object.entries(forumContent)) {
      content.threads[lang].forEach((thread, index) => {
        const pool = content.replies[lang];
        const count = 4 + ((index + pool.length) % 3);
        const replies = Array.from({ length: count }, (_, turn) => pool[(index * 2 + turn) % pool.length]!);
        plan(lang, slug, thread.title, thread.body, replies, 3);
      });
    }
    const long = longThread[lang];
    plan(lang, long.category, long.title, long.body, long.replies, 7);
  }

  // Recipe cards: every recipe the posts link to, looked up once per language.
  const cardsFor = async (lang: Lang) =>
    recipeCardsFor(db, [...new Set(planned.filter((thread) => thread.lang === lang).flatMap((thread) => thread.posts.flatMap((post) => recipeSlugsIn(post.source, SITE))))], lang);
  const cards = { es: await cardsFor("es"), en: await cardsFor("en") };
  const render = (lang: Lang, source: string) => renderForumMarkdown(source, { siteOrigin: SITE, cards: cards[lang], cardKicker: lang === "es" ? "Receta" : "Recipe" });

  const threadRows = await db
    .insert(forumThreads)
    .values(
      planned.map((thread) => {
        const [opening] = thread.posts;
        return {
          categoryId: thread.category,
          userId: opening!.userId,
          title: thread.title,
          slug: slugify(thread.title).slice(0, 80).replace(/-+$/, ""),
          bodySource: opening!.source,
          bodyHtml: render(thread.lang, opening!.source),
          createdAt: opening!.at,
          lastActivityAt: opening!.at,
        };
      }),
    )
    .returning({ id: forumThreads.id });
  const replyValues = planned.flatMap((thread, index) =>
    thread.posts
      .slice(1)
      .map((post) => ({ threadId: threadRows[index]!.id, userId: post.userId, bodySource: post.source, bodyHtml: render(thread.lang, post.source), createdAt: post.at })),
  );
  const replyRows = await db.insert(forumReplies).values(replyValues).returning({ id: forumReplies.id, threadId: forumReplies.threadId });
  // Quotes point at the reply before them (only replies are quoted, never the opening post).
  const quoted = planned
    .flatMap((thread) => thread.posts.slice(1))
    .flatMap((post, index) =>
      post.quotesPrevious && index > 0 && replyRows[index - 1]!.threadId === replyRows[index]!.threadId ? [{ id: replyRows[index]!.id, quoted: replyRows[index - 1]!.id }] : [],
    );
  if (quoted.length > 0)
    await db.execute(
      sql`update forum_replies r set quoted_reply_id = q.quoted from unnest(${`{${quoted.map((quote) => quote.id).join(",")}}`}::int[], ${`{${quoted.map((quote) => quote.quoted).join(",")}}`}::int[]) as q(id, quoted) where r.id = q.id`,
    );
  // Counts and last activity, as posting keeps them.
  await db.execute(sql`
    update forum_threads t set replies_count = s.replies_count, last_activity_at = s.last_at, last_user_id = s.last_user
    from (select distinct on (thread_id) thread_id, count(*) over (partition by thread_id) as replies_count, created_at as last_at, user_id as last_user
          from forum_replies order by thread_id, created_at desc, id desc) s
    where t.id = s.thread_id`);
  const firstThread = threadRows[0]!.id;
  const longIds = planned.flatMap((thread, index) => (thread.title === longThread.es.title || thread.title === longThread.en.title ? [threadRows[index]!.id] : []));
  await seedModeration(db, planned, threadRows, replyRows, longIds, idOf.get("ines-calvo") ?? null);
  await seedDemoEdits(db);
  await seedWatchLevels(db, longIds, firstThread, idOf.get("marta-gil"));
  await seedHeldPosts(db, planned, threadRows, now);
  await seedFlaggedPosts(db, planned, threadRows, idOf, now);
  const replyPlans = planned.flatMap((thread) => thread.posts.slice(1).map((post) => ({ post, lang: thread.lang })));
  await seedDemoReactions(db, [
    ...planned.map((thread, index) => ({ thread: threadRows[index]!.id, reply: null, authorId: thread.posts[0]!.userId, at: thread.posts[0]!.at, readers: voices[thread.lang] })),
    ...replyRows.map((row, index) => ({
      thread: row.threadId,
      reply: row.id,
      authorId: replyPlans[index]!.post.userId,
      at: replyPlans[index]!.post.at,
      readers: voices[replyPlans[index]!.lang],
    })),
  ]);
  return { threads: threadRows.length, replies: replyRows.length };
}

const moderationReasons = {
  pin: { es: "Hilo de toda la comunidad: lo dejamos arriba.", en: "A thread for the whole community: kept at the top." },
  lock: { es: "Ya está resuelto; abrid un hilo nuevo para otras dudas.", en: "Answered; please start a new thread for other questions." },
};

/**
 * Solved, locked and pinned threads in both languages, each with its line in the moderation log
 * (decision 091): each language's first question is solved by its first reply, marked by its
 * author; its second is locked by the moderator; its long thread pinned by the moderator.
 */
async function seedModeration(
  db: Database,
  planned: { lang: Lang; posts: PlannedPost[] }[],
  threadRows: { id: number }[],
  replyRows: { id: number; threadId: number }[],
  longIds: number[],
  moderatorId: number | null,
) {
  const questions = (lang: Lang) => planned.flatMap((thread, index) => (thread.lang === lang && !longIds.includes(threadRows[index]!.id) ? [index] : []));
  const after = (index: number) => new Date(planned[index]!.posts.at(-1)!.at.getTime() + HOUR);
  const log: (typeof moderationActions.$inferInsert)[] = [];
  for (const lang of ["es", "en"] as const) {
    const [solvedAt, lockedAt] = questions(lang);
    const solved = threadRows[solvedAt!]!.id;
    const solution = replyRows.find((row) => row.threadId === solved)!.id;
    const locked = threadRows[lockedAt!]!.id;
    const pinned = longIds.find((id) => planned[threadRows.findIndex((row) => row.id === id)]!.lang === lang)!;
    await db.update(forumThreads).set({ solvedReplyId: solution }).where(eq(forumThreads.id, solved));
    log.push(
      { actorId: planned[solvedAt!]!.posts[0]!.userId, action: "solve", threadId: solved, replyId: solution, createdAt: after(solvedAt!) },
      { actorId: moderatorId, action: "lock", threadId: locked, reason: moderationReasons.lock[lang], createdAt: after(lockedAt!) },
      {
        actorId: moderatorId,
        action: "pin",
        threadId: pinned,
        reason: moderationReasons.pin[lang],
        createdAt: new Date(planned[threadRows.findIndex((row) => row.id === pinned)]!.posts[0]!.at.getTime() + HOUR),
      },
    );
    await db.update(forumThreads).set({ locked: true }).where(eq(forumThreads.id, locked));
  }
  await db.update(forumThreads).set({ pinned: true }).where(inArray(forumThreads.id, longIds));
  await db.insert(moderationActions).values(log);
}

/**
 * Watch levels (decision 087): everyone who posted watches the thread, as posting does; the two
 * long threads are chatty, so in each the first of their regulars muted it and the second keeps it
 * normal; Marta watches the solved question without having posted in it.
 */
async function seedWatchLevels(db: Database, longIds: number[], firstThread: number, martaId: number | undefined) {
  await db.execute(sql`
    insert into forum_thread_watches (thread_id, user_id, level)
    select id, user_id, 'watching' from forum_threads union select thread_id, user_id, 'watching' from forum_replies
    on conflict do nothing`);
  await db.execute(sql`
    update forum_thread_watches w set level = case when s.turn = 1 then 'muted' else 'normal' end
    from (select thread_id, user_id, row_number() over (partition by thread_id order by user_id) as turn
          from (select distinct r.thread_id, r.user_id from forum_replies r join forum_threads t on t.id = r.thread_id
                where r.thread_id = any(${`{${longIds.join(",")}}`}::int[]) and r.user_id <> t.user_id) posters) s
    where w.thread_id = s.thread_id and w.user_id = s.user_id and s.turn <= 2`);
  if (martaId !== undefined) await setWatchLevel(db, firstThread, martaId, "watching");
}

/** Two members who joined this week and whose first reply waits in the moderation queue (decision 094), one per language. */
const newcomers = [
  {
    lang: "es" as const,
    name: "Rocío Llanos",
    slug: "rocio-llanos",
    thread: "¿Se puede congelar el caldo de cocido?",
    text: "¡Hola! Soy nueva en el foro. Yo lo congelo en bolsas de un litro, bien planas, y me aguanta tres meses sin problema. Lo descongelo la noche anterior en la nevera.",
  },
  {
    lang: "en" as const,
    name: "Tom Avery",
    slug: "tom-avery",
    thread: "My cookies spread into one giant sheet",
    text: "Hi, first post here! It happened to me on a hot day: the butter was too soft. Chilling the dough for 30 minutes before baking fixed it.",
  },
];

/**
 * A held reply in each language (decision 094): by a member with no points and no published post,
 * so only they and the moderators see it until it is approved on /admin/moderation.
 */
async function seedHeldPosts(db: Database, planned: { lang: Lang; title: string }[], threadRows: { id: number }[], now: Date) {
  for (const [index, newcomer] of newcomers.entries()) {
    const at = planned.findIndex((thread) => thread.title === newcomer.thread);
    if (at < 0) continue;
    const joined = new Date(now.getTime() - (30 - index * 5) * HOUR);
    const member = await createMember(db, {
      name: newcomer.name,
      slug: newcomer.slug,
      email: `${newcomer.slug}@example.com`,
      emailVerifiedAt: joined,
      createdAt: joined,
      contentLanguagePreference: newcomer.lang,
    });
    await db.insert(forumReplies).values({
      threadId: threadRows[at]!.id,
      userId: member.id,
      bodySource: newcomer.text,
      bodyHtml: renderForumMarkdown(newcomer.text, { siteOrigin: SITE }),
      createdAt: new Date(joined.getTime() + 2 * HOUR),
      status: "held",
    });
    // Posting watches the thread, held or not (decision 087).
    await setWatchLevel(db, threadRows[at]!.id, member.id, "watching");
  }
}

/** An off-topic reply in each language that two members flagged (decision 094): below the weight that hides it, waiting in the queue. */
const flaggedReplies = [
  {
    lang: "es" as const,
    author: "carlos-b",
    thread: "La bechamel me sale con grumos",
    text: "Yo ya no hago bechamel: la compro hecha en el súper y listo. Por cierto, ¿alguien vio el partido de ayer? Vaya final.",
    flags: [
      { by: "marta-gil", reason: "off_topic" as const, note: "Habla del fútbol, nada que ver con la bechamel." },
      { by: "javi-ortega", reason: "off_topic" as const, note: "Fuera de tema: el hilo pregunta por los grumos." },
    ],
  },
  {
    lang: "en" as const,
    author: "mike-dawson",
    thread: "How long can cooked chicken stay in the fridge?",
    text: "Honestly I never check, if it smells fine I eat it. Anyway, anyone selling a used stand mixer? DM me.",
    flags: [
      { by: "emily-carter", reason: "spam" as const, note: "Asking to buy and sell in a food safety thread." },
      { by: "sarah-kim", reason: "other" as const, note: "Unsafe advice for others reading this." },
    ],
  },
];

async function seedFlaggedPosts(db: Database, planned: { lang: Lang; title: string }[], threadRows: { id: number }[], idOf: Map<string, number>, now: Date) {
  for (const flagged of flaggedReplies) {
    const at = planned.findIndex((thread) => thread.title === flagged.thread);
    const authorId = idOf.get(flagged.author);
    if (at < 0 || authorId === undefined) continue;
    const threadId = threadRows[at]!.id;
    const posted = new Date(now.getTime() - 20 * HOUR);
    const [row] = await db
      .insert(forumReplies)
      .values({ threadId, userId: authorId, bodySource: flagged.text, bodyHtml: renderForumMarkdown(flagged.text, { siteOrigin: SITE }), createdAt: posted })
      .returning({ id: forumReplies.id });
    await db.insert(forumThreadWatches).values({ threadId, userId: authorId, level: "watching" }).onConflictDoNothing();
    const postedAt = posted.toISOString();
    await db.execute(sql`
      update forum_threads set replies_count = replies_count + 1,
        last_user_id = case when last_activity_at < ${postedAt}::timestamptz then ${authorId}::int else last_user_id end,
        last_activity_at = greatest(last_activity_at, ${postedAt}::timestamptz)
      where id = ${threadId}`);
    await db.insert(contentFlags).values(
      flagged.flags.flatMap((flag, index) => {
        const userId = idOf.get(flag.by);
        return userId === undefined
          ? []
          : [
              {
                subjectType: "forum_reply" as const,
                subjectId: row!.id,
                threadId,
                userId,
                reason: flag.reason,
                note: flag.note,
                weight: 1,
                createdAt: new Date(posted.getTime() + (index + 1) * HOUR),
              },
            ];
      }),
    );
  }
}
