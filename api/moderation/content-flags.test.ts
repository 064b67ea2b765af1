import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import type { Cooksnap } from "../contract/cooksnaps";
import type { Review } from "../contract/community";
import type { ModerationQueue } from "../contract/moderation-queue";
import { moderationActions } from "../db/schema";
import { rowsOf } from "../db/rows-of";
import { grantRole } from "../permissions/role-grants";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createForumCategories, createForumRegular, createRecipe, createReview, createUser, paellaRecipe } from "../../tests/support/factories";

/** Flags on reviews and cooksnaps, hiding them, and the queue that lists them with forum posts, paged (decision 097). */
const api = useTestApi();

type Member = { id: number; name: string; slug: string; token: string };
const withToken = async (user: Awaited<ReturnType<typeof createUser>>): Promise<Member> => ({ ...user, token: await issueAccessToken(api.db, user.id, "test") });
const regular = async (name: string) => withToken(await createForumRegular(api.db, { name }));

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
}

const flag = (kind: "reviews" | "cooksnaps", id: number, token: string | undefined, json: unknown, locale?: "es" | "en") =>
  call<{ data: { hidden: boolean } }>(`/api/${kind}/${id}/flags`, { method: "POST", token, json, locale });
const queue = (token: string | undefined, query = "") => call<ModerationQueue>(`/api/admin/moderation${query}`, { token });
const decide = (kind: "review" | "cooksnap" | "reply", id: number, token: string, decision: "dismiss" | "hide") =>
  call<{ data: { status: string } }>(`/api/admin/moderation/flagged-posts/${kind}/${id}`, { method: "POST", token, json: { decision } });
const recipeReviews = (slug: string, token?: string) => call<{ data: Review[]; mine: Review | null }>(`/api/recipes/${slug}/reviews`, { token });
const memberReviews = (slug: string, token?: string) => call<{ data: Review[] }>(`/api/users/${slug}/reviews`, { token });
const recipeCooksnaps = (slug: string) => call<{ data: Cooksnap[] }>(`/api/recipes/${slug}/cooksnaps`);
const memberCooksnaps = (slug: string, token?: string) => call<{ data: Cooksnap[] }>(`/api/users/${slug}/cooksnaps`, { token });
const logOf = (column: "reviewId" | "cooksnapId", id: number) =>
  api.db.select({ action: moderationActions.action, actor: moderationActions.actorId }).from(moderationActions).where(eq(moderationActions[column], id));

let author: Member;
let reviewer: Member;
let moderator: Member;
let trusted: Member[];
let recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number };

const jpeg = sharp({ create: { width: 120, height: 90, channels: 3, background: "#c2410c" } })
  .jpeg()
  .toBuffer();

async function cooksnapBy(cook: Member, comment: string): Promise<Cooksnap> {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(await jpeg)], "plato.jpg", { type: "image/jpeg" }));
  const photo = await call<{ data: { id: string } }>("/api/photos", { method: "POST", token: cook.token, form });
  const posted = await call<{ data: Cooksnap }>(`/api/recipes/${recipe.slug}/cooksnaps`, { method: "POST", token: cook.token, json: { photo_id: photo.body.data.id, comment } });
  expect(posted.status).toBe(201);
  return posted.body.data;
}

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  author = await regular("Alba Autora");
  reviewer = await regular("Rita Reseñas");
  moderator = await regular("Mora Moderadora");
  await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
  trusted = await Promise.all(["Tere Uno", "Tere Dos", "Tere Tres"].map(regular));
  // Trust level 2 (a flag of weight 1) comes from 50 points; the regulars have them.
  const slug = "paella-de-las-banderas";
  const id = await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: "Paella de las banderas", en: "Flag paella" } }));
  recipe = { id: Number(id), slug, titleEs: "Paella de las banderas", titleEn: "Flag paella", authorId: author.id };
});

describe("a flag on a review", () => {
  it("is a verified member's, one each, never on their own, with a reason and a note of 3 to 300 characters in the caller's language", async () => {
    const review = (await createReview(api.db, { recipe, reviewer, rating: 2, body: "Queda seca, no la recomiendo." }))!;
    const body = { reason: "spam", note: "Publicidad." };
    expect((await flag("reviews", review.id, undefined, body)).status).toBe(401);
    expect((await flag("reviews", review.id, reviewer.token, body)).status).toBe(403);
    expect((await flag("reviews", 2_000_000, author.token, body)).status).toBe(404);
    const es = await flag("reviews", review.id, author.token, { reason: "spam", note: "no" }, "es");
    const en = await flag("reviews", review.id, author.token, { reason: "spam", note: "no" }, "en");
    expect([es.status, en.status]).toEqual([422, 422]);
    expect(es.body.errors?.note?.[0]).not.toEqual(en.body.errors?.note?.[0]);
    expect((await flag("reviews", review.id, author.token, { reason: "rude", note: "Publicidad." })).status).toBe(422);
    const first = await flag("reviews", review.id, author.token, body, "en");
    expect(first).toMatchObject({ status: 201, body: { data: { hidden: false }, message: "Thanks for flagging: a moderator will review it." } });
    expect((await flag("reviews", review.id, author.token, body)).status).toBe(409);
    expect((await recipeReviews(recipe.slug)).body.data.map((shown) => shown.id)).toContain(review.id);
  });

  it("hides it at three trusted members' weight: out of the recipe's, the member's and the feed's lists for others, the stars still counted; its author sees it marked; a dismissal restores it, logged", async () => {
    const critic = await regular("Cris Crítica");
    const review = (await createReview(api.db, { recipe, reviewer: critic, rating: 1, body: "Una reseña que molesta." }))!;
    const before = (await call<{ data: { reviews_count: number; average_rating: number } }>(`/api/recipes/${recipe.slug}`)).body.data;
    const tagsBefore = rowsOf<{ seq: string }>(await api.db.execute(sql`select coalesce(max(seq), 0)::text as seq from cache_tag_changes`))[0]!.seq;
    const answers = [];
    for (const member of trusted) answers.push((await flag("reviews", review.id, member.token, { reason: "offensive", note: "Insulta a la autora." })).body.data.hidden);
    expect(answers).toEqual([false, false, true]);
    // Hiding moves the tags of the pages that showed it: the recipe's and the reviewer's activity.
    const moved = rowsOf<{ tag: string }>(await api.db.execute(sql`select distinct tag from cache_tag_changes where seq > ${tagsBefore}::bigint or seq is null`)).map(
      (row) => row.tag,
    );
    expect(moved).toEqual(expect.arrayContaining([`recipe:${recipe.id}`, `member-activity:${critic.id}`]));

    expect((await recipeReviews(recipe.slug)).body.data.map((shown) => shown.id)).not.toContain(review.id);
    expect((await memberReviews(critic.slug)).body.data).toEqual([]);
    expect((await memberReviews(critic.slug, critic.token)).body.data).toMatchObject([{ id: review.id, status: "hidden" }]);
    expect((await recipeReviews(recipe.slug, critic.token)).body.mine).toMatchObject({ id: review.id, status: "hidden", body: "Una reseña que molesta." });
    await api.db.execute(sql`insert into follows (follower_id, followed_id) values (${author.id}, ${critic.id})`);
    const feed = await call<{ data: { kind: string; review?: Review }[] }>("/api/feed", { token: author.token });
    expect(feed.body.data.some((item) => item.review?.id === review.id)).toBe(false);
    expect((await call<{ data: { reviews_count: number; average_rating: number } }>(`/api/recipes/${recipe.slug}`)).body.data).toMatchObject({
      reviews_count: before.reviews_count,
      average_rating: before.average_rating,
    });

    const listed = (await queue(moderator.token)).body.data.flagged_posts.find((item) => item.kind === "review" && item.id === review.id);
    expect(listed).toMatchObject({
      hidden: true,
      reporters: 3,
      reasons: [{ reason: "offensive", count: 3 }],
      recipe: { slug: recipe.slug, title: "Paella de las banderas" },
      thread: null,
      user: { name: "Cris Crítica" },
      text: "Una reseña que molesta.",
      rating: 1,
    });
    expect(listed!.notes[0]).toMatchObject({ note: "Insulta a la autora.", user: "Tere Tres" });

    expect((await decide("review", review.id, critic.token, "dismiss")).status).toBe(403);
    expect((await decide("review", review.id, moderator.token, "dismiss")).body.data.status).toBe("published");
    expect((await recipeReviews(recipe.slug)).body.data.map((shown) => shown.id)).toContain(review.id);
    expect((await decide("review", review.id, moderator.token, "dismiss")).status).toBe(409);
    expect(await logOf("reviewId", review.id)).toEqual([{ action: "restore", actor: moderator.id }]);
  });
});

describe("a flag on a cooksnap", () => {
  it("by a moderator hides it at once, its photo off the recipe's card; a moderator's review removes it, logged; its cook still sees it, marked", async () => {
    const cook = await regular("Coque Cocinillas");
    const snap = await cooksnapBy(cook, "Me salió así de bien.");
    // A card's member photo is kept in the recipe's row (migration 0027).
    const card = async () => rowsOf<{ url: string | null }>(await api.db.execute(sql`select cooksnap_photo_url as url from recipes where id = ${recipe.id}`))[0]!.url;
    expect(await card()).toContain(snap.photo.id);

    expect((await flag("cooksnaps", snap.id, cook.token, { reason: "spam", note: "Mía." })).status).toBe(403);
    expect((await flag("cooksnaps", snap.id, moderator.token, { reason: "other", note: "La foto no es de esta receta." })).body.data.hidden).toBe(true);
    expect((await recipeCooksnaps(recipe.slug)).body.data.map((shown) => shown.id)).not.toContain(snap.id);
    expect((await memberCooksnaps(cook.slug)).body.data).toEqual([]);
    expect((await memberCooksnaps(cook.slug, cook.token)).body.data).toMatchObject([{ id: snap.id, status: "hidden" }]);
    expect(await card()).toBeNull();

    const listed = (await queue(moderator.token)).body.data.flagged_posts.find((item) => item.kind === "cooksnap" && item.id === snap.id);
    expect(listed).toMatchObject({ hidden: true, reporters: 1, text: "Me salió así de bien.", recipe: { slug: recipe.slug } });
    expect(listed!.photo_url).toContain(snap.photo.id);

    expect((await decide("cooksnap", snap.id, moderator.token, "hide")).body.data.status).toBe("removed");
    expect((await memberCooksnaps(cook.slug, cook.token)).body.data).toMatchObject([{ id: snap.id, status: "removed" }]);
    expect((await recipeCooksnaps(recipe.slug)).body.data.map((shown) => shown.id)).not.toContain(snap.id);
    expect(await logOf("cooksnapId", snap.id)).toEqual([{ action: "hide", actor: moderator.id }]);
    expect((await decide("cooksnap", 2_000_000, moderator.token, "hide")).status).toBe(404);
  });
});

describe("the moderation queue's pages", () => {
  it("come 50 at a time, held and flagged apart, each with a cursor to the next; a forged cursor is a 422", async () => {
    await createForumCategories(api.db, [{ slug: "paginas", name: { es: "Páginas", en: "Pages" }, description: { es: "P.", en: "P." }, colour: "accent" }]);
    const thread = await call<{ data: { id: number } }>("/api/forums/threads", {
      method: "POST",
      token: author.token,
      json: { category: "paginas", title: "Un hilo largo", text: "Empieza aquí." },
    });
    const threadId = thread.body.data.id;
    // Many held and flagged replies at once; the queue's reads are what is tested here.
    await api.db.execute(sql`
      insert into forum_replies (thread_id, user_id, body_source, body_html, status, created_at)
      select ${threadId}, ${reviewer.id}, 'Espera ' || n, '<p>Espera ' || n || '</p>', 'held', now() - interval '1 hour' + n * interval '1 second' from generate_series(1, 53) n`);
    await api.db.execute(sql`
      with flagged as (
        insert into forum_replies (thread_id, user_id, body_source, body_html, created_at)
        select ${threadId}, ${reviewer.id}, 'Avisada ' || n, '<p>Avisada ' || n || '</p>', now() from generate_series(1, 53) n returning id
      )
      insert into content_flags (subject_type, subject_id, thread_id, user_id, reason, note, weight, created_at)
      select 'forum_reply', id, ${threadId}, ${author.id}, 'spam', 'Publicidad.', 0, now() - interval '1 day' + id * interval '1 millisecond' from flagged`);

    const first = (await queue(moderator.token)).body.data;
    expect(first.held_posts).toHaveLength(50);
    expect(first.flagged_posts).toHaveLength(50);
    expect(first.held_next).not.toBeNull();
    expect(first.flagged_next).not.toBeNull();
    const heldLater = (await queue(moderator.token, `?held=${first.held_next}`)).body.data;
    expect(heldLater.held_posts.length).toBe(first.held_total - 50);
    expect(heldLater.held_next).toBeNull();
    expect(heldLater.held_posts.map((post) => post.id)).not.toContain(first.held_posts.at(-1)!.id);
    expect(heldLater.flagged_posts.map((post) => post.id)).toEqual(first.flagged_posts.map((post) => post.id));
    const flaggedLater = (await queue(moderator.token, `?flagged=${first.flagged_next}`)).body.data;
    expect(flaggedLater.flagged_posts.length).toBe(first.flagged_total - 50);
    const seen = new Set([...first.flagged_posts, ...flaggedLater.flagged_posts].map((item) => `${item.kind}:${item.id}`));
    expect(seen.size).toBe(first.flagged_total);
    expect((await queue(moderator.token, "?flagged=bm90LWEtY3Vyc29y")).status).toBe(422);
    expect((await queue(reviewer.token)).status).toBe(403);
  });
});

describe("a moderator on a thread page", () => {
  it("hides a reply or the thread with a reason and shows it again, logged with who and why; nobody else may", async () => {
    await createForumCategories(api.db, [{ slug: "vista", name: { es: "Vista", en: "View" }, description: { es: "V.", en: "V." }, colour: "accent" }]);
    const opened = await call<{ data: { id: number } }>("/api/forums/threads", {
      method: "POST",
      token: author.token,
      json: { category: "vista", title: "Un hilo con una respuesta fea", text: "Empieza bien." },
    });
    const replied = await call<{ data: { id: number } }>(`/api/forums/threads/${opened.body.data.id}/replies`, {
      method: "POST",
      token: reviewer.token,
      json: { text: "Una respuesta que sobra." },
    });
    const replyId = replied.body.data.id;
    const visibility = (id: number, token: string, json: unknown, locale?: "es" | "en") =>
      call<{ data: { status: string } }>(`/api/admin/moderation/posts/reply/${id}/visibility`, { method: "POST", token, json, locale });
    expect((await visibility(replyId, reviewer.token, { action: "hide", reason: "Fuera de lugar." })).status).toBe(403);
    const noReason = await visibility(replyId, moderator.token, { action: "hide", reason: "" }, "en");
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason?.[0]).toBe("Write the reason, between 3 and 300 characters.");
    expect((await visibility(replyId, moderator.token, { action: "hide", reason: "Insulta a otro miembro." })).body.data.status).toBe("removed");
    const page = async () => (await call<{ replies: { data: { id: number; status: string; body_html: string }[] } }>(`/api/forums/threads/${opened.body.data.id}`)).body;
    expect((await page()).replies.data.find((reply) => reply.id === replyId)).toMatchObject({ status: "removed", body_html: "" });
    expect((await visibility(replyId, moderator.token, { action: "hide", reason: "Otra vez." })).status).toBe(200);
    expect((await visibility(replyId, moderator.token, { action: "restore", reason: "Lo ha aclarado." })).body.data.status).toBe("published");
    expect((await page()).replies.data.find((reply) => reply.id === replyId)?.status).toBe("published");
    expect(
      await api.db
        .select({ action: moderationActions.action, reason: moderationActions.reason, actor: moderationActions.actorId })
        .from(moderationActions)
        .where(eq(moderationActions.replyId, replyId)),
    ).toEqual([
      { action: "hide", reason: "Insulta a otro miembro.", actor: moderator.id },
      { action: "restore", reason: "Lo ha aclarado.", actor: moderator.id },
    ]);
    expect(
      (await call(`/api/admin/moderation/posts/thread/${opened.body.data.id}/visibility`, { method: "POST", token: moderator.token, json: { action: "hide", reason: "Spam." } }))
        .status,
    ).toBe(200);
    expect((await call(`/api/admin/moderation/posts/reply/2000000/visibility`, { method: "POST", token: moderator.token, json: { action: "hide", reason: "Spam." } })).status).toBe(
      404,
    );
  });
});
