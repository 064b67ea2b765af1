import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { CACHE_TAGS_HEADER, memberTag, parseCacheTags, recipeTag } from "../contract/cache-tags";
import { cursorPage, feedItem, followStatus, memberCard, publicProfile, recipeReviews, review } from "../contract/community";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { gamificationAnswer } from "../contract/gamification";
import { notificationPage, unreadCount } from "../contract/notifications";
import { recipeDetail } from "../contract/recipes";
import { levelFor, streakFrom } from "../gamification/gamification";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * The social graph, reviews, notifications, feed and gamification through the API, against a real
 * database; every count is checked against what was done.
 */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

interface Member {
  id: number;
  slug: string;
  name: string;
  token: string;
}

async function member(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(api.db, overrides);
  return { id: user.id, slug: user.slug, name: user.name, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The answers read below, through the contract's schemas. */
const followAnswer = dataEnvelope(followStatus);
const unreadAnswer = dataEnvelope(unreadCount);
const reviewAnswer = dataEnvelope(review);
const recipeAnswer = dataEnvelope(recipeDetail);

let recipeSequence = 0;
async function recipeBy(author: Member, publishedAt = new Date("2026-10-01T10:00:00Z")) {
  const slug = `receta-${++recipeSequence}`;
  await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${recipeSequence}`, en: `Rice ${recipeSequence}` } }), { publishedAt });
  return slug;
}

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
});

describe("following", () => {
  it("follows and unfollows, with counts, status and cursor pages", async () => {
    const ana = await member();
    const fans = await Promise.all(Array.from({ length: 5 }, () => member()));
    // Each answer counts the follow it made (the statement that writes it counts the followers before it).
    for (const [at, fan] of fans.entries())
      expect(await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: fan.token })).toEqual({
        status: 200,
        body: { data: { following: true, followers_count: at + 1 } },
      });
    // Following twice changes nothing.
    const again = await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: fans[0]!.token });
    expect(followAnswer.parse(again.body).data).toEqual({ following: true, followers_count: 5 });

    const profile = dataEnvelope(publicProfile).parse((await call(`/api/users/${ana.slug}`)).body).data;
    expect(profile).toMatchObject({ followers_count: 5, following_count: 0 });
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${fans[0]!.slug}`)).body).data.following_count).toBe(1);

    const first = cursorPage(memberCard).parse((await call(`/api/users/${ana.slug}/followers?per_page=2`)).body);
    expect(first.data).toHaveLength(2);
    const second = cursorPage(memberCard).parse((await call(`/api/users/${ana.slug}/followers?per_page=2&cursor=${first.meta.next_cursor}`)).body);
    const third = cursorPage(memberCard).parse((await call(`/api/users/${ana.slug}/followers?per_page=2&cursor=${second.meta.next_cursor}`)).body);
    expect(third.meta.next_cursor).toBeNull();
    expect([...first.data, ...second.data, ...third.data].map((card) => card.id).sort()).toEqual(fans.map((fan) => fan.id).sort());
    expect(
      cursorPage(memberCard)
        .parse((await call(`/api/users/${fans[1]!.slug}/following`)).body)
        .data.map((card) => card.slug),
    ).toEqual([ana.slug]);

    const off = await call(`/api/users/${ana.slug}/follow`, { method: "DELETE", token: fans[0]!.token });
    expect(followAnswer.parse(off.body).data).toEqual({ following: false, followers_count: 4 });
    expect(followAnswer.parse((await call(`/api/users/${ana.slug}/follow-status`, { token: fans[0]!.token })).body).data.following).toBe(false);
  });

  it("answers follow-status 401 to a visitor, refuses following oneself and unknown members", async () => {
    const ana = await member();
    expect((await call(`/api/users/${ana.slug}/follow-status`)).status).toBe(401);
    expect((await call(`/api/users/${ana.slug}/follow`, { method: "POST" })).status).toBe(401);
    const self = await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ana.token, locale: "en" });
    expect(self).toEqual({ status: 422, body: { message: "You cannot follow yourself." } });
    expect((await call("/api/users/nadie-aqui")).status).toBe(404);
  });

  it("lets members follow AI chefs", async () => {
    const chef = await member({ isAiChef: true });
    const fan = await member();
    expect(followAnswer.parse((await call(`/api/users/${chef.slug}/follow`, { method: "POST", token: fan.token })).body).data.following).toBe(true);
  });
});

describe("privacy (/settings/privacy)", () => {
  it("hides a profile that is not public from everyone but its owner", async () => {
    const ana = await member({ privacySettings: { profile_public: false } });
    const ben = await member();
    expect((await call(`/api/users/${ana.slug}`)).status).toBe(404);
    expect((await call(`/api/users/${ana.slug}`, { token: ben.token })).status).toBe(404);
    expect((await call(`/api/users/${ana.slug}/followers`, { token: ben.token })).status).toBe(404);
    expect((await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token })).status).toBe(404);
    expect((await call(`/api/users/${ana.slug}`, { token: ana.token })).status).toBe(200);
  });

  it("leaves a private member out of other members' follower and following lists, for everyone but themselves", async () => {
    const [star, fan, reader, admin] = [await member(), await member(), await member(), await member({ roles: ["admin"] })];
    const hidden = await member({ privacySettings: { profile_public: false } });
    const chef = await member({ isAiChef: true, privacySettings: { profile_public: false } });
    for (const follower of [fan, hidden, chef]) await call(`/api/users/${star.slug}/follow`, { method: "POST", token: follower.token });
    await call(`/api/users/${fan.slug}/follow`, { method: "POST", token: star.token });
    await call(`/api/users/${fan.slug}/follow`, { method: "POST", token: hidden.token });
    const slugsIn = async (path: string, token?: string) =>
      cursorPage(memberCard)
        .parse((await call(path, { token })).body)
        .data.map((card) => card.slug)
        .sort();

    for (const viewer of [undefined, reader.token, admin.token, star.token, fan.token]) {
      expect(await slugsIn(`/api/users/${star.slug}/followers`, viewer)).toEqual([chef.slug, fan.slug].sort());
      expect(await slugsIn(`/api/users/${star.slug}/following`, viewer)).toEqual([fan.slug]);
      expect(await slugsIn(`/api/users/${fan.slug}/followers`, viewer)).toEqual([star.slug]);
    }
    // The member sees themselves where they are, and all of their own lists.
    expect(await slugsIn(`/api/users/${star.slug}/followers`, hidden.token)).toEqual([chef.slug, fan.slug, hidden.slug].sort());
    expect(await slugsIn(`/api/users/${fan.slug}/followers`, hidden.token)).toEqual([hidden.slug, star.slug].sort());
    expect(await slugsIn(`/api/users/${hidden.slug}/following`, hidden.token)).toEqual([fan.slug, star.slug].sort());
    // Counts are the member's own figures: they include followers whose profile is private (decision 029).
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${star.slug}`)).body).data).toMatchObject({ followers_count: 3, following_count: 1 });
  });

  it("keeps hidden activity out of the profile and the feed, but not the recipes", async () => {
    const eva = await member({ privacySettings: { show_activity: false } });
    const [ben, author] = [await member(), await member()];
    const evasRecipe = await recipeBy(eva, new Date("2026-09-05T10:00:00Z"));
    const reviewed = await recipeBy(author);
    await call(`/api/recipes/${reviewed}/reviews`, { method: "POST", token: eva.token, json: { rating: 5, body: "Genial" } });
    await call(`/api/users/${eva.slug}/follow`, { method: "POST", token: ben.token });
    await api.drainOutboxEvents();

    const seen = dataEnvelope(publicProfile).parse((await call(`/api/users/${eva.slug}`, { token: ben.token })).body).data;
    expect(seen).toMatchObject({ points: null, level: null, reviews_count: null, recipes_count: 1 });
    expect(cursorPage(review).parse((await call(`/api/users/${eva.slug}/reviews`, { token: ben.token })).body).data).toEqual([]);
    const own = dataEnvelope(publicProfile).parse((await call(`/api/users/${eva.slug}`, { token: eva.token })).body).data;
    expect(own.reviews_count).toBe(1);
    expect(own.points).toBeGreaterThan(0);

    const feed = cursorPage(feedItem).parse((await call("/api/feed?per_page=50", { token: ben.token })).body).data;
    expect(feed.map((item) => item.kind)).toEqual(["recipe"]);
    expect(feed[0]!.kind === "recipe" && feed[0]!.recipe.slug).toBe(evasRecipe);
  });
});

describe("a member whose e-mail is not verified (§6)", () => {
  it("may not review, change a review, follow or rename themselves: §8's 403, and nothing stored", async () => {
    const author = await member();
    const slug = await recipeBy(author);
    const pending = await member({ emailVerifiedAt: null });
    const verified = await member();
    const forbidden = { status: 403, body: { message: "No tienes permisos para realizar esta acción." } };

    expect(await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: pending.token, json: { rating: 5, body: "Spam" } })).toEqual(forbidden);
    expect(await call(`/api/users/${author.slug}/follow`, { method: "POST", token: pending.token })).toEqual(forbidden);
    expect(await call("/api/user/profile", { method: "PUT", token: pending.token, json: { name: "Otro nombre" } })).toEqual(forbidden);
    expect((await call(`/api/users/${author.slug}/follow`, { method: "POST", token: pending.token, locale: "en" })).body).toEqual({
      message: "You do not have permission to perform this action.",
    });

    expect(recipeReviews.parse((await call(`/api/recipes/${slug}/reviews`)).body).data).toEqual([]);
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${author.slug}`)).body).data.followers_count).toBe(0);
    expect(unreadAnswer.parse((await call("/api/notifications/unread-count", { token: author.token })).body).data.unread_count).toBe(0);
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${pending.slug}`)).body).data.name).toBe(pending.name);

    // A review written before the address stopped counting as verified cannot be changed either, but can be deleted.
    const written = reviewAnswer.parse((await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: verified.token, json: { rating: 4 } })).body).data;
    await api.db.execute(sql`update users set email_verified_at = null where id = ${verified.id}`);
    expect(await call(`/api/reviews/${written.id}`, { method: "PUT", token: verified.token, json: { rating: 1 } })).toEqual(forbidden);
    expect((await call(`/api/reviews/${written.id}`, { method: "DELETE", token: verified.token })).status).toBe(200);
  });

  it("may still read their settings, resend the mail, unfollow and read notifications", async () => {
    const pending = await member({ emailVerifiedAt: null, email: "pendiente@example.com" });
    const author = await member();
    expect((await call("/api/user/profile", { token: pending.token })).status).toBe(200);
    expect((await call("/api/user/privacy-settings", { token: pending.token })).status).toBe(200);
    expect((await call("/api/user/notification-preferences", { token: pending.token })).status).toBe(200);
    expect((await call("/api/auth/email/resend-verification", { method: "POST", token: pending.token })).status).toBe(200);
    expect((await call(`/api/users/${author.slug}/follow`, { method: "DELETE", token: pending.token })).status).toBe(200);
    expect((await call("/api/notifications?per_page=20", { token: pending.token })).status).toBe(200);
  });
});

describe("notifications", () => {
  it("tells a member about a new follower once, in the reader's language, and only them", async () => {
    const ana = await member();
    const ben = await member({ name: "Ben Ortiz" });
    await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });
    await call(`/api/users/${ana.slug}/follow`, { method: "DELETE", token: ben.token });
    await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });
    await api.drainOutboxEvents();

    const spanish = notificationPage.parse((await call("/api/notifications?per_page=20", { token: ana.token })).body);
    expect(spanish.data).toHaveLength(1);
    expect(spanish.data[0]).toMatchObject({ type: "new_follower", read_at: null, data: { message: "Ben Ortiz ha empezado a seguirte", link: `/users/${ben.slug}` } });
    expect(spanish.data[0]!.data.created_at_human).toMatch(/ahora|segundo/);
    expect(spanish.meta.unread_count).toBe(1);
    const english = notificationPage.parse((await call("/api/notifications", { token: ana.token, locale: "en" })).body);
    expect(english.data[0]!.data.message).toBe("Ben Ortiz started following you");

    // Ben cannot read or mark Ana's notifications.
    expect(notificationPage.parse((await call("/api/notifications", { token: ben.token })).body).data).toHaveLength(0);
    const id = spanish.data[0]!.id;
    await call("/api/notifications/mark-read", { method: "POST", token: ben.token, json: { ids: [id] } });
    expect(unreadAnswer.parse((await call("/api/notifications/unread-count", { token: ana.token })).body).data.unread_count).toBe(1);

    expect(unreadAnswer.parse((await call("/api/notifications/mark-read", { method: "POST", token: ana.token, json: { ids: [id] } })).body).data.unread_count).toBe(0);
    expect((await call("/api/notifications")).status).toBe(401);
    expect((await call("/api/notifications/mark-read", { method: "POST", token: ana.token, json: { ids: ["no"] } })).status).toBe(422);
  });

  it("respects the member's preferences and marks everything read", async () => {
    const ana = await member({ notificationPreferences: { new_follower: false } });
    const ben = await member();
    await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });
    await api.drainOutboxEvents();
    expect(notificationPage.parse((await call("/api/notifications", { token: ana.token })).body).data).toHaveLength(0);

    const slug = await recipeBy(ana);
    await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: ben.token, json: { rating: 4, body: "Muy rica" } });
    await api.drainOutboxEvents();
    const page = notificationPage.parse((await call("/api/notifications", { token: ana.token })).body);
    // Switched off: no new_follower; the review still notifies.
    expect(page.data.map((item) => item.type)).toEqual(["recipe_review"]);
    expect(page.data.find((item) => item.type === "recipe_review")!.data.message).toMatch(/ha escrito una reseña de tu receta «Arroz \d+» \(4 ★\)/);
    expect(unreadAnswer.parse((await call("/api/notifications/mark-all-read", { method: "POST", token: ana.token })).body).data.unread_count).toBe(0);
  });
  it("counts all and unread on every page, a page past the end too", async () => {
    const ana = await member();
    const followers = [await member(), await member(), await member()];
    for (const follower of followers) await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: follower.token });
    await api.drainOutboxEvents();
    const first = notificationPage.parse((await call("/api/notifications?per_page=2", { token: ana.token })).body);
    await call("/api/notifications/mark-read", { method: "POST", token: ana.token, json: { ids: [first.data[0]!.id] } });
    const pages = await Promise.all([1, 2, 3].map(async (page) => notificationPage.parse((await call(`/api/notifications?per_page=2&page=${page}`, { token: ana.token })).body)));
    expect(pages.map((page) => page.data.length)).toEqual([2, 1, 0]);
    for (const page of pages) expect(page.meta).toMatchObject({ total: 3, unread_count: 2, last_page: 2 });
    const none = await member();
    expect(notificationPage.parse((await call("/api/notifications", { token: none.token })).body).meta).toMatchObject({ total: 0, unread_count: 0, last_page: 1 });
  });
});

describe("reviews", () => {
  it("keeps one review per member, editable and deletable by its author only", async () => {
    const author = await member();
    const [ben, eva] = [await member(), await member()];
    const slug = await recipeBy(author);
    const created = await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: ben.token, json: { rating: 5, body: "¡Perfecta!" } });
    expect(created.status).toBe(201);
    const mine = reviewAnswer.parse(created.body).data;
    expect((await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: ben.token, json: { rating: 3 } })).status).toBe(409);
    expect((await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: author.token, json: { rating: 5 } })).status).toBe(403);
    const bad = await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: eva.token, json: { rating: 6 }, locale: "en" });
    expect(bad.status).toBe(422);
    expect(validationErrorBody.parse(bad.body).errors.rating).toEqual(["The rating must be a whole number from 1 to 5."]);

    expect((await call(`/api/reviews/${mine.id}`, { method: "PUT", token: eva.token, json: { rating: 1 } })).status).toBe(403);
    const edited = await call(`/api/reviews/${mine.id}`, { method: "PUT", token: ben.token, json: { rating: 2, body: "Pensándolo mejor…" } });
    const editedReview = reviewAnswer.parse(edited.body).data;
    expect(editedReview).toMatchObject({ rating: 2, body: "Pensándolo mejor…" });
    const listed = recipeReviews.parse((await call(`/api/recipes/${slug}/reviews`, { token: ben.token })).body);
    expect(listed.mine?.id).toBe(mine.id);
    // The creation's and the edit's answers (made from the insert and the update, not read again) are the review as it is read.
    expect({ ...mine, rating: 2, body: "Pensándolo mejor…", updated_at: listed.mine!.updated_at }).toEqual(listed.mine);
    expect(editedReview).toEqual(listed.mine);
    expect(editedReview.updated_at > mine.updated_at).toBe(true);
    expect(recipeAnswer.parse((await call(`/api/recipes/${slug}`)).body).data).toMatchObject({ average_rating: 2, reviews_count: 1 });

    expect((await call(`/api/reviews/${mine.id}`, { method: "DELETE", token: eva.token })).status).toBe(403);
    expect((await call(`/api/reviews/${mine.id}`, { method: "DELETE", token: ben.token })).status).toBe(200);
    expect(recipeAnswer.parse((await call(`/api/recipes/${slug}`)).body).data).toMatchObject({ average_rating: 0, reviews_count: 0 });
  });

  it("keeps the average and count exact under concurrent reviews", async () => {
    const author = await member();
    const slug = await recipeBy(author);
    const reviewers = await Promise.all(Array.from({ length: 24 }, () => member()));
    const ratings = reviewers.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(
      reviewers.map((reviewer, index) => call(`/api/recipes/${slug}/reviews`, { method: "POST", token: reviewer.token, json: { rating: ratings[index] } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(reviewers.map(() => 201));
    const expected = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    const recipe = recipeAnswer.parse((await call(`/api/recipes/${slug}`)).body).data;
    expect(recipe.reviews_count).toBe(24);
    expect(recipe.average_rating).toBeCloseTo(expected, 2);
  });
});

describe("feed", () => {
  it("shows the recipes and reviews of followed members, newest first, by cursor", async () => {
    const [ana, ben, other] = [await member(), await member(), await member()];
    const older = await recipeBy(ana, new Date("2026-09-01T10:00:00Z"));
    const newer = await recipeBy(ana, new Date("2026-09-10T10:00:00Z"));
    await recipeBy(other, new Date("2026-09-20T10:00:00Z"));
    const elsewhere = await recipeBy(other);
    await call(`/api/recipes/${elsewhere}/reviews`, { method: "POST", token: ana.token, json: { rating: 4, body: "Bien" } });
    await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });

    const first = cursorPage(feedItem).parse((await call("/api/feed?per_page=2", { token: ben.token })).body);
    const rest = cursorPage(feedItem).parse((await call(`/api/feed?per_page=2&cursor=${first.meta.next_cursor}`, { token: ben.token })).body);
    const items = [...first.data, ...rest.data];
    expect(items.map((item) => (item.kind === "recipe" ? `recipe:${item.recipe.slug}` : `review:${item.review.recipe.slug}`))).toEqual([
      `review:${elsewhere}`,
      `recipe:${newer}`,
      `recipe:${older}`,
    ]);
    expect(rest.meta.next_cursor).toBeNull();
    // What each item says, as tags (decision 096): the review's recipe and writer, each recipe and its author.
    const tagged = await api.request("/api/feed?per_page=50", { headers: { Authorization: `Bearer ${ben.token}` } });
    const review = items.find((item) => item.kind === "review")!;
    expect(parseCacheTags(tagged.headers.get(CACHE_TAGS_HEADER)).sort()).toEqual(
      [
        ...new Set([
          recipeTag(review.kind === "review" ? review.review.recipe.id : 0),
          memberTag(ana.id),
          ...items.flatMap((item) => (item.kind === "recipe" ? [recipeTag(item.recipe.id)] : [])),
        ]),
      ].sort(),
    );
    expect((await call("/api/feed")).status).toBe(401);
    expect((await call("/api/feed?cursor=garbage", { token: ben.token })).status).toBe(422);
  });
});

describe("gamification", () => {
  it("awards points once per event, levels, badges with dates and a notification", async () => {
    const ana = await member();
    const ben = await member();
    const slug = await recipeBy(ana);
    await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });
    await call(`/api/users/${ana.slug}/follow`, { method: "DELETE", token: ben.token });
    await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });
    const created = await call(`/api/recipes/${slug}/reviews`, { method: "POST", token: ben.token, json: { rating: 5 } });
    await call(`/api/reviews/${reviewAnswer.parse(created.body).data.id}`, { method: "PUT", token: ben.token, json: { rating: 4 } });
    await api.drainOutboxEvents();

    const anaStats = gamificationAnswer.parse((await call("/api/user/gamification-stats", { token: ana.token })).body).data.data;
    // A follower (5) and a review received (10), each once; publishing is rewarded where recipes are published.
    expect(anaStats.points).toBe(15);
    const benStats = gamificationAnswer.parse((await call("/api/user/gamification-stats", { token: ben.token, locale: "en" })).body).data.data;
    expect(benStats).toMatchObject({ points: 5, level: 1, level_floor: 0, next_level_at: 50, progress_percent: 10, streak_days: 1 });
    const firstReview = benStats.badges.find((badge) => badge.key === "first_review")!;
    expect(firstReview.name).toBe("First review");
    expect(firstReview.earned_at).not.toBeNull();
    expect(benStats.badges.find((badge) => badge.key === "critic")!.earned_at).toBeNull();
    const benNotifications = notificationPage.parse((await call("/api/notifications", { token: ben.token, locale: "en" })).body);
    expect(benNotifications.data.map((item) => item.data.message)).toEqual(["You earned the “First review” badge"]);
    expect((await call("/api/user/gamification-stats")).status).toBe(401);
  });

  it("computes levels and streaks by the recorded rules", () => {
    expect(levelFor(0)).toEqual({ level: 1, floor: 0, next: 50, progress: 0 });
    expect(levelFor(160)).toEqual({ level: 3, floor: 150, next: 300, progress: 6 });
    expect(levelFor(5000)).toMatchObject({ level: 10, next: null, progress: 100 });
    const today = new Date("2026-11-22T12:00:00Z");
    expect(streakFrom(["2026-11-22", "2026-11-21", "2026-11-20", "2026-11-18"], today)).toBe(3);
    expect(streakFrom(["2026-11-21", "2026-11-20"], today)).toBe(2);
    expect(streakFrom(["2026-11-19"], today)).toBe(0);
  });
});

it("keeps the rating columns consistent with the reviews table", async () => {
  const result = await api.db.execute(sql`
    select count(*)::int as wrong from recipes r
    where r.reviews_count <> (select count(*) from reviews v where v.recipe_id = r.id)
       or r.ratings_total <> (select coalesce(sum(rating), 0) from reviews v where v.recipe_id = r.id)`);
  expect((result as unknown as { rows: Array<{ wrong: number }> }).rows[0]!.wrong).toBe(0);
});
