import { alias } from "drizzle-orm/pg-core";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import type { OpenedDatabase } from "../db/client";
import {
  articleRecipes,
  articles,
  eventRecipes,
  eventRsvps,
  events,
  categories,
  chefProfiles,
  cooksnaps,
  forumThreads,
  ingredientProposals,
  ingredients,
  mealPlanEntries,
  mealPlans,
  pantryItems,
  recipeIngredients,
  recipeListItems,
  recipeLists,
  recipes,
  recipeSteps,
  reviews,
  roleChanges,
  roleGrants,
  savedRecipes,
  shoppingListInvitations,
  shoppingListLines,
  shoppingListLineSources,
  shoppingLists,
  tags,
  users,
} from "../db/schema";
import { mondayOf, todayIn } from "../contract/plan-days";
import { members as seedMembers, staff } from "./data/people";
import { holdsNoGrantedRole } from "../permissions/role-grants";
import { reviewBand, reviewSentences } from "./data/review-sentences";
import { ingredientNutrients } from "./data/ingredient-nutrients";
import { categoryTree, tags as seedTags } from "./data/taxonomy";
import { agreementProblem } from "./ingredient-agreement";
import { demoIngredients, demoRecipes } from "./demo-content";
import { listCooksnaps } from "../cooksnaps/cooksnap-queries";
import { seedDemoContent } from "./demo-seed";
import { forumContent, longThread } from "./data/forum-threads";
import { recipeQuestions } from "./data/forum-recipe-questions";

describe("demo content", () => {
  it("is well-formed: unique slugs, known categories, tags and ingredients, both languages", () => {
    const categorySlugs = new Set<string>();
    const walk = (nodes: typeof categoryTree) => nodes.forEach((node) => (categorySlugs.add(node.slug), node.children && walk(node.children)));
    walk(categoryTree);
    const tagSlugs = new Set(seedTags.map((tag) => tag.slug));
    const ingredientSlugs = new Set(demoIngredients.map((item) => item.slug));
    const recipeSlugs = new Set<string>();
    for (const recipe of demoRecipes) {
      expect(recipeSlugs.has(recipe.slug), `duplicate ${recipe.slug}`).toBe(false);
      recipeSlugs.add(recipe.slug);
      expect(recipe.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const slug of [recipe.cuisine, recipe.course, ...(recipe.categories ?? [])]) expect(categorySlugs.has(slug), `${recipe.slug}: ${slug}`).toBe(true);
      for (const slug of recipe.tags) expect(tagSlugs.has(slug), `${recipe.slug}: tag ${slug}`).toBe(true);
      for (const [slug] of recipe.ingredients) expect(ingredientSlugs.has(slug), `${recipe.slug}: ingredient ${slug}`).toBe(true);
      for (const text of [recipe.title, recipe.description, ...recipe.steps]) {
        expect(text.es.trim().length, recipe.slug).toBeGreaterThan(0);
        expect(text.en.trim().length, recipe.slug).toBeGreaterThan(0);
      }
      expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
    }
    expect(demoRecipes.length).toBeGreaterThanOrEqual(300);
    expect(demoIngredients.length).toBeGreaterThanOrEqual(100);
    expect(seedTags.length).toBeGreaterThanOrEqual(50);
  });

  it("gives every catalogue ingredient its nutrient row, and no row names an ingredient the catalogue lacks", () => {
    const catalogue = demoIngredients.map((item) => item.slug).sort();
    expect(Object.keys(ingredientNutrients).sort()).toEqual(catalogue);
  });

  it('writes Spanish ingredient notes that agree with what they describe ("500 g de gamba, pelada")', () => {
    const names = new Map(demoIngredients.map((item) => [item.slug, item.es]));
    const problems = demoRecipes.flatMap((recipe) =>
      recipe.ingredients.flatMap(([slug, quantity, unit, note]) => {
        const problem = note && agreementProblem({ name: names.get(slug)!, quantity, unit, note: note.es });
        return problem ? [`${recipe.slug}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("keeps each rating band's sentences its own, in both languages", () => {
    for (const locale of ["es", "en"] as const) {
      const owner = new Map<string, number>();
      for (const [band, pool] of Object.entries(reviewSentences[locale])) {
        for (const sentence of [...pool.openings, ...pool.details, ...pool.closings]) {
          expect(owner.get(sentence), `${locale} "${sentence}" in two bands`).toBeUndefined();
          owner.set(sentence, Number(band));
          expect(sentence, "one sentence, ending in a full stop").toMatch(/^[^.]+\.$/);
        }
      }
    }
  });
});

describe("demo seed", () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => database?.close());

  it("fills an empty database once, with everything the issue asks for", async () => {
    const photoFiles = new Map<string, Uint8Array>();
    const photoStorage = {
      put: async (key: string, bytes: Uint8Array) => void photoFiles.set(key, bytes),
      get: async () => undefined,
      delete: async () => undefined,
    };
    const summary = await seedDemoContent(database.db, { photoStorage });
    expect(summary.seeded).toBe(true);
    const db = database.db;
    const [[recipeCount], [aiChefs], [members], [admins], [tagCount], [ingredientCount], [cuisineCount], [profiles]] = await Promise.all([
      db.select({ n: count() }).from(recipes),
      db.select({ n: count() }).from(users).where(eq(users.isAiChef, true)),
      db.select({ n: count() }).from(users).where(holdsNoGrantedRole(users.id)),
      db.select({ n: count() }).from(roleGrants).where(eq(roleGrants.role, "admin")),
      db.select({ n: count() }).from(tags),
      db.select({ n: count() }).from(ingredients),
      db.select({ n: count() }).from(categories).where(eq(categories.type, "cuisine")),
      db.select({ n: count() }).from(chefProfiles),
    ]);
    expect(recipeCount!.n).toBeGreaterThanOrEqual(300);
    expect(aiChefs!.n).toBe(6);
    expect(members!.n).toBe(28); // 20 members, the forum's 2 newcomers (decision 094) and 6 AI chefs hold no role beyond "member"
    expect(admins!.n).toBe(1);
    await expectStaffGrantedByTheAdmin(db);
    await expectDemoArticles(db);
    await expectDemoEvents(db);
    expect(tagCount!.n).toBeGreaterThanOrEqual(50);
    expect(ingredientCount!.n).toBeGreaterThanOrEqual(100);
    expect(cuisineCount!.n).toBeGreaterThan(20);
    expect(profiles!.n).toBe(26);
    // The seeded recipes' lines all name a catalogue ingredient; lines members wrote keep their words (the parser may match nothing).
    const [orphanLines] = await db
      .select({ n: count() })
      .from(recipeIngredients)
      .where(and(isNull(recipeIngredients.ingredientId), isNull(recipeIngredients.asWritten)));
    expect(orphanLines!.n).toBe(0);
    await expectMemberRecipes(db);
    await expectIngredientProposals(db);
    const [stepCount] = await db.select({ n: count() }).from(recipeSteps);
    expect(stepCount!.n).toBeGreaterThan(900);
    // Singular counts ("1 valoración") are shown and checked on real pages (tests/e2e/words-and-numbers.spec.ts).
    const [rated] = await db.select({ n: count() }).from(recipes).where(eq(recipes.reviewsCount, 1));
    expect(rated!.n).toBeGreaterThan(0);

    await expectBelievableReviews(db);
    await expectSavedRecipes(db);
    await expectDemoForums(db);

    // Every demo member keeps two filled lists, one public and one private (decision 045).
    const lists = await db
      .select({ userId: recipeLists.userId, isPublic: recipeLists.isPublic, recipes: count(recipeListItems.recipeId) })
      .from(recipeLists)
      .leftJoin(recipeListItems, eq(recipeListItems.listId, recipeLists.id))
      .groupBy(recipeLists.id);
    expect(lists).toHaveLength(seedMembers.length * 2);
    expect(lists.filter((list) => list.isPublic)).toHaveLength(seedMembers.length);
    expect(lists.every((list) => Number(list.recipes) >= 3)).toBe(true);
    await expectThisWeeksMealPlans(db);

    // Every home cook's pantry holds 10 to 20 things (the AI chefs have no kitchen, the forum's two newcomers have not filled one yet).
    const pantries = await db
      .select({ n: count(pantryItems.ingredientId) })
      .from(users)
      .leftJoin(pantryItems, eq(pantryItems.userId, users.id))
      .where(
        and(
          holdsNoGrantedRole(users.id),
          eq(users.isAiChef, false),
          inArray(
            users.slug,
            seedMembers.map((member) => member.username),
          ),
        ),
      )
      .groupBy(users.id);
    expect(pantries.length).toBe(20);
    for (const pantry of pantries) {
      expect(pantry.n).toBeGreaterThanOrEqual(10);
      expect(pantry.n).toBeLessThanOrEqual(20);
    }

    // Every demo member has a shopping list from two recipes, with a line added by hand and some ticked.
    const shoppingListRows = await db
      .select({
        manual: sql<number>`count(distinct ${shoppingListLines.id}) filter (where ${shoppingListLines.isManual})::int`,
        ticked: sql<number>`count(distinct ${shoppingListLines.id}) filter (where ${shoppingListLines.checkedAt} is not null)::int`,
        sourced: sql<number>`count(distinct ${shoppingListLineSources.recipeId})::int`,
      })
      .from(shoppingLists)
      .innerJoin(shoppingListLines, eq(shoppingListLines.listId, shoppingLists.id))
      .leftJoin(shoppingListLineSources, eq(shoppingListLineSources.lineId, shoppingListLines.id))
      .groupBy(shoppingLists.id);
    expect(shoppingListRows).toHaveLength(seedMembers.length);
    for (const list of shoppingListRows) expect(list).toEqual({ manual: 1, ticked: 2, sourced: 2 });
    // Two invitations to a list wait for an answer, one in each language, each owing its notification.
    const invitationRows = await db.select({ status: shoppingListInvitations.status, notified: shoppingListInvitations.notifiedAt }).from(shoppingListInvitations);
    expect(invitationRows).toHaveLength(2);
    for (const invitation of invitationRows) expect(invitation).toEqual({ status: "pending", notified: expect.any(Date) });

    // A few cooksnaps by members of each language, with their photos' files stored, counted on their recipes.
    const cooksnapRows = await db
      .select({ comment: cooksnaps.comment, photoId: cooksnaps.photoId, locale: users.contentLanguagePreference, count: recipes.cooksnapsCount })
      .from(cooksnaps)
      .innerJoin(users, eq(users.id, cooksnaps.userId))
      .innerJoin(recipes, eq(recipes.id, cooksnaps.recipeId));
    expect(new Set(cooksnapRows.map((row) => row.locale))).toEqual(new Set(["es", "en"]));
    for (const row of cooksnapRows) {
      expect(row.count).toBeGreaterThan(0);
      expect(photoFiles.has(`${row.photoId}/320.avif`) && photoFiles.has(`${row.photoId}/320.webp`), row.comment).toBe(true);
    }
    // The demo members who sign in see what the people they follow cooked on their home, in both languages (decision 081).
    for (const slug of ["marta-gil", "emily-carter"]) {
      const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.slug, slug));
      expect((await listCooksnaps(db, { followedBy: reader!.id }, 6, "es", "")).data.length, slug).toBeGreaterThan(0);
    }

    const again = await seedDemoContent(db);
    expect(again.seeded).toBe(false);
    const [afterSecond] = await db.select({ n: count() }).from(recipes);
    expect(afterSecond!.n).toBe(recipeCount!.n);
  }, 120_000);
});

/**
 * Reviews that read as people wrote them: no text twice on the site, words that match the stars
 * (each sentence from its rating band's pool, in the member's language), and dates that follow
 * the member's joining and the recipe's publication, as the recipe follows its author's joining.
 */
/** Issue 34: twelve articles of both kinds in both languages by the editor, two plus-only, each with a cover, a recipe card and related recipes. */
async function expectDemoArticles(db: OpenedDatabase["db"]) {
  const rows = await db
    .select({
      kind: articles.kind,
      plusOnly: articles.plusOnly,
      cover: articles.coverUrl,
      es: articles.bodyHtmlEs,
      en: articles.bodyHtmlEn,
      author: users.slug,
      titleEn: articles.titleEn,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId));
  expect(rows).toHaveLength(12);
  expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(["technique", "ingredient"]));
  expect(rows.filter((row) => row.plusOnly)).toHaveLength(2);
  for (const row of rows) {
    expect(row.author, row.titleEn).toBe("ramon-ibarra");
    expect(row.cover, row.titleEn).toMatch(/^\/api\/media\//);
    for (const html of [row.es, row.en]) expect(html, row.titleEn).toContain("forum-recipe-card");
  }
  const [related] = await db.select({ n: count() }).from(articleRecipes);
  expect(related!.n).toBeGreaterThanOrEqual(24);
}

/** Issue 34: six events, past and coming, online and in person, in both languages, each with its recipes; one full with a waitlist. */
async function expectDemoEvents(db: OpenedDatabase["db"]) {
  const rows = await db
    .select({ id: events.id, mode: events.mode, past: sql<boolean>`${events.endsAt} < now()`, titleEn: events.titleEn, titleEs: events.titleEs, capacity: events.capacity })
    .from(events);
  expect(rows).toHaveLength(6);
  expect(new Set(rows.map((row) => row.mode))).toEqual(new Set(["online", "in_person"]));
  expect(new Set(rows.map((row) => row.past))).toEqual(new Set([true, false]));
  for (const row of rows) expect(row.titleEs).not.toBe(row.titleEn);
  const waiting = await db.select({ eventId: eventRsvps.eventId }).from(eventRsvps).where(eq(eventRsvps.status, "waitlisted"));
  expect(new Set(waiting.map((row) => row.eventId)).size).toBe(1);
  const [linked] = await db.select({ n: count() }).from(eventRecipes);
  expect(linked!.n).toBeGreaterThanOrEqual(6);
}

/** A moderator, an editor and a host besides the admin, each granted by the admin, the grant on record. */
async function expectStaffGrantedByTheAdmin(db: OpenedDatabase["db"]) {
  const grantedBy = alias(users, "granted_by");
  const grants = await db
    .select({ slug: users.slug, role: roleGrants.role, grantedBy: grantedBy.slug })
    .from(roleGrants)
    .innerJoin(users, eq(users.id, roleGrants.userId))
    .leftJoin(grantedBy, eq(grantedBy.id, roleGrants.grantedById))
    .orderBy(roleGrants.role);
  expect(grants).toEqual([
    { slug: "ines-calvo", role: "moderator", grantedBy: "admin" },
    { slug: "ramon-ibarra", role: "editor", grantedBy: "admin" },
    { slug: "grace-holloway", role: "host", grantedBy: "admin" },
    { slug: "admin", role: "admin", grantedBy: null },
  ]);
  expect(staff.map((person) => person.role)).toEqual(["moderator", "editor", "host"]);
  const recorded = await db.select({ role: roleChanges.role, change: roleChanges.change }).from(roleChanges).orderBy(roleChanges.id);
  expect(recorded).toEqual((["admin", "moderator", "editor", "host"] as const).map((role) => ({ role, change: "grant" })));
}

async function expectBelievableReviews(db: OpenedDatabase["db"]) {
  const authors = alias(users, "authors");
  const rows = await db
    .select({
      body: reviews.body,
      rating: reviews.rating,
      at: reviews.createdAt,
      member: users.slug,
      joined: users.createdAt,
      published: recipes.publishedAt,
      authorJoined: authors.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
    .innerJoin(authors, eq(authors.id, recipes.authorId));
  expect(rows.length).toBeGreaterThan(150);
  const texts = rows.map((row) => row.body).filter(Boolean);
  expect(texts.length).toBeGreaterThan(rows.length * 0.7);
  expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  const ratings = new Set(rows.map((row) => row.rating));
  expect(ratings.size, "more than one kind of rating").toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    const locale = seedMembers.find((member) => member.username === row.member)!.locale;
    const band = reviewSentences[locale][reviewBand(row.rating)];
    const pool = new Set([...band.openings, ...band.details, ...band.closings]);
    for (const sentence of row.body.match(/[^.]+\./g) ?? []) expect(pool.has(sentence.trim()), `${row.rating}★ "${row.body}"`).toBe(true);
    expect(row.at.getTime(), `${row.member} reviewed before joining`).toBeGreaterThanOrEqual(row.joined.getTime());
    expect(row.at.getTime(), `${row.member} reviewed a recipe not yet published`).toBeGreaterThan(row.published!.getTime());
    expect(row.published!.getTime(), "a recipe published before its author joined").toBeGreaterThanOrEqual(row.authorJoined.getTime());
  }
}

/** Every demo member has several saved recipes (/user/saved-recipes is filled on a fresh start): published, never their own, saved after both existed. */
/** The demo forum (issue 33): six categories, 40 threads and 200 replies and more in both languages, with quotes, cards, solved, locked and pinned threads, watch levels and reactions. */
async function expectDemoForums(db: OpenedDatabase["db"]) {
  const result = await db.execute(sql`
    select (select count(*) from forum_categories)::int as categories, (select count(*) from forum_threads)::int as threads,
      (select count(*) from forum_replies)::int as replies, (select count(*) from forum_replies where quoted_reply_id is not null)::int as quotes,
      (select count(*) from forum_threads where solved_reply_id is not null)::int as solved,
      (select count(*) from forum_threads where locked)::int as locked,
      (select count(*) from forum_threads where pinned)::int as pinned,
      (select count(*) from moderation_actions)::int as logged,
      (select count(*) from forum_threads where body_html like '%forum-recipe-card%')::int as cards,
      (select count(*) from forum_threads t where replies_count <> (select count(*) from forum_replies r where r.thread_id = t.id and r.status = 'published'))::int as miscounted,
      (select count(*) from forum_replies where status = 'held')::int as held,
      (select count(distinct (subject_type, subject_id)) from content_flags where resolved_at is null)::int as flagged,
      (select count(*) from forum_replies r where not exists (select 1 from forum_thread_watches w where w.thread_id = r.thread_id and w.user_id = r.user_id))::int as unwatched,
      (select count(*) from forum_replies r where r.edited_at is not null and exists (select 1 from forum_edits e where e.reply_id = r.id))::int as edited,
      (select count(*) from forum_thread_watches where level = 'muted')::int as muted,
      (select count(*) from forum_thread_watches where level = 'normal')::int as normal,
      (select count(distinct (f.thread_id, f.reply_id)) from forum_reactions f)::int as reacted_posts,
      (select count(*) from forum_reactions f join forum_threads t on t.id = f.thread_id left join forum_replies r on r.id = f.reply_id
        where f.user_id = coalesce(r.user_id, t.user_id) or (r.id is not null and r.thread_id <> f.thread_id))::int as misplaced_reactions`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  // Watch levels (decision 087): posters watch what they posted in, a few chose otherwise.
  // Solved, locked and pinned threads in both languages, each logged (decision 091).
  // One held reply and one flagged reply in each language wait in the moderation queue (decision 094), with a flagged review and cooksnap (decision 097); the questions about demo recipes (decision 095) add their solutions, each logged too.
  const solvedQuestions = recipeQuestions.filter((question) => question.solvedBy !== undefined).length;
  expect(row).toMatchObject({
    categories: 6,
    solved: 2 + solvedQuestions,
    locked: 2,
    pinned: 2,
    logged: 6 + solvedQuestions,
    miscounted: 0,
    unwatched: 0,
    muted: 2,
    normal: 2,
    held: 2,
    flagged: 4,
    // An edited solution in each language, its first version kept (decision 101).
    edited: 2,
  });
  expect(row!.threads).toBeGreaterThanOrEqual(40);
  expect(row!.replies).toBeGreaterThanOrEqual(200);
  expect(row!.quotes).toBeGreaterThan(10);
  expect(row!.cards).toBeGreaterThanOrEqual(3);
  // Reactions (decision 089): on many posts, never by a post's author, each in its post's thread.
  expect(row!.reacted_posts).toBeGreaterThan(100);
  expect(row!.misplaced_reactions).toBe(0);
  const titles = new Set((await db.select({ title: forumThreads.title }).from(forumThreads)).map((thread) => thread.title));
  const english = [...Object.values(forumContent).flatMap((content) => content.threads.en), longThread.en].filter((thread) => titles.has(thread.title));
  expect(english.length).toBeGreaterThanOrEqual(15);
  // The Spanish long thread (decision 098): 200 replies, none said twice, by many voices.
  const long = (await db.execute(sql`
    select t.replies_count, count(distinct r.body_source)::int as texts, count(distinct r.user_id)::int as voices
    from forum_threads t join forum_replies r on r.thread_id = t.id where t.title = ${longThread.es.title} group by t.id`)) as unknown as {
    rows: { replies_count: number; texts: number; voices: number }[];
  };
  expect(long.rows).toEqual([{ replies_count: 200, texts: 200, voices: expect.any(Number) }]);
  expect(long.rows[0]!.voices).toBeGreaterThan(5);
  await expectDemoRecipeQuestions(db);
}

/** Questions where the cook is (decision 095): recipe pages with several threads in both languages, a solved one among them. */
async function expectDemoRecipeQuestions(db: OpenedDatabase["db"]) {
  const rows = (await db.execute(sql`
    select r.slug, t.title, t.solved_reply_id is not null as solved
    from forum_thread_recipes l join recipes r on r.id = l.recipe_id join forum_threads t on t.id = l.thread_id`)) as unknown as {
    rows: { slug: string; title: string; solved: boolean }[];
  };
  const linked = rows.rows;
  const tortilla = recipeQuestions.filter((question) => question.recipe === "tortilla-de-patatas");
  expect(new Set(tortilla.map((question) => question.lang))).toEqual(new Set(["es", "en"]));
  expect(linked.filter((row) => row.slug === "tortilla-de-patatas").map((row) => row.title)).toEqual(expect.arrayContaining(tortilla.map((question) => question.title)));
  expect(linked.some((row) => row.slug === "tortilla-de-patatas" && row.solved)).toBe(true);
  // Every question is on its recipe's page, and the forum's older threads link theirs too.
  for (const question of recipeQuestions) expect(linked, question.title).toContainEqual(expect.objectContaining({ slug: question.recipe, title: question.title }));
  expect(linked.length).toBeGreaterThan(recipeQuestions.length);
  // Threads about ingredients (decision 099): named in both languages' threads, so a recipe search for potatoes lists some in each.
  const potato = (await db.execute(sql`
    select t.title from forum_thread_ingredients l join ingredients i on i.id = l.ingredient_id join forum_threads t on t.id = l.thread_id
    where i.slug = 'patata'`)) as unknown as { rows: { title: string }[] };
  expect(potato.rows.map((row) => row.title)).toEqual(
    expect.arrayContaining(["¿Cómo consigo que la tortilla quede jugosa por dentro?", "Which potatoes work best for a Spanish omelette?"]),
  );
}

async function expectSavedRecipes(db: OpenedDatabase["db"]) {
  const rows = await db
    .select({ member: users.slug, memberId: users.id, joined: users.createdAt, at: savedRecipes.createdAt, authorId: recipes.authorId, published: recipes.publishedAt })
    .from(savedRecipes)
    .innerJoin(users, eq(users.id, savedRecipes.userId))
    .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId));
  for (const member of seedMembers) expect(rows.filter((row) => row.member === member.username).length, member.username).toBeGreaterThanOrEqual(5);
  for (const row of rows) {
    expect(row.authorId).not.toBe(row.memberId);
    expect(row.published!.getTime()).toBeLessThan(row.at.getTime());
    expect(row.joined.getTime()).toBeLessThan(row.at.getTime());
  }
}

/** Every demo member plans the week the seed ran in: 6 to 10 meals, leftovers of an earlier cook and a note. */
async function expectThisWeeksMealPlans(db: OpenedDatabase["db"]) {
  const monday = mondayOf(todayIn("Europe/Madrid"));
  const plans = await db.select().from(mealPlans);
  expect(plans).toHaveLength(20);
  for (const plan of plans) {
    expect(plan.startsOn).toBe(monday);
    const entries = await db.select().from(mealPlanEntries).where(eq(mealPlanEntries.planId, plan.id));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.length).toBeLessThanOrEqual(10);
    const leftovers = entries.filter((entry) => entry.leftoversOfEntryId !== null);
    expect(leftovers).toHaveLength(1);
    const cook = entries.find((entry) => entry.id === leftovers[0]!.leftoversOfEntryId)!;
    expect(cook.day < leftovers[0]!.day).toBe(true);
    expect(entries.some((entry) => entry.note && entry.recipeId === null)).toBe(true);
    expect(entries.filter((entry) => entry.recipeId !== null && entry.leftoversOfEntryId === null).every((entry) => entry.servings! >= 2 && entry.servings! <= 8)).toBe(true);
  }
}

/** Recipes members wrote (decision 052): two remixes published in their authors' language only, lineage and picture kept, and a draft. */
async function expectMemberRecipes(db: OpenedDatabase["db"]) {
  const originals = alias(recipes, "originals");
  const written = await db
    .select({
      author: users.slug,
      language: recipes.language,
      titleEs: recipes.titleEs,
      titleEn: recipes.titleEn,
      published: sql<boolean>`${recipes.publishedAt} is not null`,
      original: originals.slug,
      // A remix shows its original's picture (null when either has none).
      pictureFromOriginal: sql<boolean | null>`case when ${originals.id} is null then null else ${recipes.featuredImageUrl} = ${originals.featuredImageUrl} end`,
    })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .leftJoin(originals, eq(originals.id, recipes.remixedFromId))
    .where(sql`exists (select 1 from recipe_ingredients where recipe_id = ${recipes.id} and as_written is not null)`)
    .orderBy(users.slug);
  expect(written).toEqual([
    {
      author: "javi-ortega",
      language: "es",
      titleEs: "Tortilla de patatas con chorizo y pimiento",
      titleEn: "",
      published: true,
      original: "tortilla-de-patatas",
      pictureFromOriginal: true,
    },
    { author: "lauramendez", language: "es", titleEs: "Croquetas de cocido de mi madre", titleEn: "", published: false, original: null, pictureFromOriginal: null },
    { author: "sarah-kim", language: "en", titleEs: "", titleEn: "Blueberry oat pancakes", published: true, original: "tortitas-americanas", pictureFromOriginal: true },
  ]);
}

/** The admin's queue (decision 058): pending proposals in both languages, none already in the catalogue, and one turned down with a reason. */
async function expectIngredientProposals(db: OpenedDatabase["db"]) {
  const proposals = await db
    .select({ nameEs: ingredientProposals.nameEs, nameEn: ingredientProposals.nameEn, status: ingredientProposals.status, reason: ingredientProposals.rejectionReason })
    .from(ingredientProposals);
  const pending = proposals.filter((proposal) => proposal.status === "pending");
  expect(pending.some((proposal) => proposal.nameEs)).toBe(true);
  expect(pending.some((proposal) => proposal.nameEn)).toBe(true);
  const catalogue = await db.select({ nameEs: ingredients.nameEs, nameEn: ingredients.nameEn }).from(ingredients);
  const known = new Set(catalogue.flatMap((ingredient) => [ingredient.nameEs.toLowerCase(), ingredient.nameEn.toLowerCase()]));
  expect(pending.filter((proposal) => known.has((proposal.nameEs ?? proposal.nameEn)!.toLowerCase()))).toEqual([]);
  expect(proposals.filter((proposal) => proposal.status === "rejected").map((proposal) => Boolean(proposal.reason))).toEqual([true]);
}
