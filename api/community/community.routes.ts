import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { recipeSummary } from "../contract/recipes";
import { cursorPage, feedItem, followStatus, memberCard, publicProfile, recipeReviews, review, reviewBody } from "../contract/community";
import { messageResponse } from "../contract/auth";
import { dataEnvelope, errorBody, pageEnvelope } from "../contract/envelopes";
import { MAX_PAGE, MAX_PER_PAGE, MEMBER_SLUG_MAX_LENGTH, RECIPES_PER_PAGE, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { addressKey, recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { recipeCardTags, recipePostPageTags, recipePostTags, tagAnswer } from "../http/cache-tags";
import { CATALOGUE_TAG, memberActivityTag, memberTag } from "../contract/cache-tags";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, unauthorized, unverified } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";
import { translate } from "../i18n/messages";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { readFeed } from "./feed";
import { follow, listFollows, readFollowStatus, unfollow } from "./follows";
import { findMemberBySlug, listMemberRecipes, presentProfile } from "./profiles";
import { visibilityOf } from "./profile-visibility";
import { recipeReviewPage } from "./recipe-review-pages";
import { createReview, deleteReview, findMemberReview, findReview, listReviews, presentReview, updateReview } from "./reviews";

const notFound = notFoundAs("No such member, recipe or review");
const slugParam = z.object({ slug: addressKey(MEMBER_SLUG_MAX_LENGTH) });
const recipeParam = z.object({ recipe: addressKey(SLUG_MAX_LENGTH) });
const reviewParam = z.object({ id: recordId });

/** The member behind a slug, as the caller may see them: a profile kept private is not found. */
async function memberOr404(c: Context<ApiBindings>, slug: string) {
  const member = await findMemberBySlug(c.var.db, slug);
  const visible = member ? visibilityOf(member, c.var.user?.id) : undefined;
  if (!member || !visible?.profile) throw new ApiError(404, "community.user_not_found");
  return { ...member, showActivity: visible.activity };
}

async function recipeOr404(c: Context<ApiBindings>, idOrSlug: string) {
  const recipe = await findRecipeSummary(c.var.db, idOrSlug);
  if (!recipe) throw new ApiError(404, "community.recipe_not_found");
  return recipe;
}

const profileRoute = createRoute({
  method: "get",
  path: apiPaths.member,
  summary: "A member's public profile with counts",
  request: { params: slugParam },
  responses: { 200: json(dataEnvelope(publicProfile), "Profile"), 404: notFound },
});

const memberRecipesRoute = createRoute({
  method: "get",
  path: apiPaths.memberRecipes,
  summary: "The member's published recipes, newest first",
  request: { params: slugParam, query: z.object({ page: boundedInteger(1, MAX_PAGE).default(1), per_page: boundedInteger(1, MAX_PER_PAGE).default(RECIPES_PER_PAGE) }) },
  responses: { 200: json(pageEnvelope(recipeSummary), "Recipes"), 404: notFound, 422: invalid() },
});

const memberReviewsRoute = createRoute({
  method: "get",
  path: apiPaths.memberReviews,
  summary: "The member's reviews, newest first, by cursor",
  request: { params: slugParam, query: cursorQuery },
  responses: { 200: json(cursorPage(review), "Reviews"), 404: notFound, 422: invalid() },
});

const followListRoute = (direction: "followers" | "following") =>
  createRoute({
    method: "get",
    path: apiPaths[direction],
    summary: direction === "followers" ? "Who follows the member, by cursor" : "Whom the member follows, by cursor",
    request: { params: slugParam, query: cursorQuery },
    responses: { 200: json(cursorPage(memberCard), "Members"), 404: notFound, 422: invalid() },
  });

const followStatusRoute = createRoute({
  method: "get",
  path: apiPaths.followStatus,
  summary: "Whether the signed-in member follows this one (401 for a visitor, which the web ignores, §8)",
  request: { params: slugParam },
  responses: { 200: json(dataEnvelope(followStatus), "Status"), 401: unauthorized, 404: notFound },
});

const followRoute = createRoute({
  method: "post",
  path: apiPaths.follow,
  summary: "Follows a member (AI chefs too); following twice changes nothing",
  request: { params: slugParam },
  responses: { 200: json(dataEnvelope(followStatus), "Following"), 401: unauthorized, 403: unverified, 404: notFound, 422: json(errorBody, "Following oneself") },
});

const unfollowRoute = createRoute({
  method: "delete",
  path: apiPaths.follow,
  summary: "Stops following a member",
  request: { params: slugParam },
  responses: { 200: json(dataEnvelope(followStatus), "Not following"), 401: unauthorized, 404: notFound },
});

const recipeReviewsRoute = createRoute({
  method: "get",
  path: apiPaths.recipeReviews,
  summary: "A recipe's reviews, newest first, by cursor; `mine` is the reader's own",
  request: { params: recipeParam, query: cursorQuery },
  responses: { 200: json(recipeReviews, "Reviews"), 404: notFound, 422: invalid() },
});

const createReviewRoute = createRoute({
  method: "post",
  path: apiPaths.recipeReviews,
  summary: "Rates a recipe 1-5 with optional text: one review per member and recipe",
  request: { params: recipeParam, body: jsonBody(reviewBody) },
  responses: {
    201: json(dataEnvelope(review).extend({ message: z.string() }), "Created"),
    401: unauthorized,
    403: forbidden("One's own recipe, or an e-mail not verified"),
    404: notFound,
    409: json(errorBody, "Already reviewed"),
    422: invalid(),
  },
});

const updateReviewRoute = createRoute({
  method: "put",
  path: apiPaths.review,
  summary: "Changes one's review",
  request: { params: reviewParam, body: jsonBody(reviewBody) },
  responses: {
    200: json(dataEnvelope(review).extend({ message: z.string() }), "Updated"),
    401: unauthorized,
    403: forbidden("Not the author, or an e-mail not verified"),
    404: notFound,
    422: invalid(),
  },
});

const deleteReviewRoute = createRoute({
  method: "delete",
  path: apiPaths.review,
  summary: "Deletes one's review",
  request: { params: reviewParam },
  responses: { 200: json(messageResponse, "Deleted"), 401: unauthorized, 403: forbidden("Not the author"), 404: notFound },
});

const feedRoute = createRoute({
  method: "get",
  path: apiPaths.feed,
  summary: "Recipes and reviews from the members one follows, newest first, by cursor",
  request: { query: cursorQuery },
  responses: { 200: json(cursorPage(feedItem), "Feed"), 401: unauthorized, 422: invalid() },
});

/** A follow button's state, as every follow call answers it. */
const followStatusAnswer = ({ following, followers }: { following: boolean; followers: number }) => ({ following, followers_count: followers });

async function statusOf(c: Context<ApiBindings>, followerId: number, followedId: number) {
  return followStatusAnswer(await readFollowStatus(c.var.db, followerId, followedId));
}

async function ownReview(c: Context<ApiBindings>, id: number, { publishing }: { publishing: boolean }) {
  const user = publishing ? requireVerifiedMember(c) : requireUser(c);
  const found = await findReview(c.var.db, id);
  if (!found) throw new ApiError(404, "community.review_not_found");
  if (found.review.userId !== user.id) throw new ApiError(403, "community.review_forbidden");
  return found;
}

export const communityRouter = createRouter()
  .openapi(profileRoute, async (c) => {
    const member = await memberOr404(c, c.req.valid("param").slug);
    tagAnswer(c, [memberTag(member.id), memberActivityTag(member.id), CATALOGUE_TAG]);
    return c.json({ data: await presentProfile(c.var.db, member, c.var.locale, member.showActivity) }, 200);
  })
  .openapi(memberRecipesRoute, async (c) => {
    const member = await memberOr404(c, c.req.valid("param").slug);
    const { page, per_page: perPage } = c.req.valid("query");
    const { rows, total } = await listMemberRecipes(c.var.db, member.id, page, perPage);
    const data = rows.map((row) => presentRecipeSummary(row, c.var.locale, c.var.env.MEDIA_BASE_URL));
    tagAnswer(c, [memberActivityTag(member.id), ...recipeCardTags(data)]);
    return c.json({ data, meta: pageMeta(total, page, perPage) }, 200);
  })
  .openapi(memberReviewsRoute, async (c) => {
    const member = await memberOr404(c, c.req.valid("param").slug);
    const { cursor, per_page: perPage } = c.req.valid("query");
    // Whether their activity shows is the member's own row (member:<id>); what it lists, their activity.
    const shown = [memberTag(member.id), memberActivityTag(member.id)];
    if (!member.showActivity) {
      tagAnswer(c, shown);
      return c.json({ data: [], meta: { per_page: perPage, next_cursor: null } }, 200);
    }
    const reviews = await listReviews(c.var.db, { userId: member.id, ownList: c.var.user?.id === member.id }, perPage, c.var.locale, cursor);
    tagAnswer(c, [...shown, ...recipePostTags(reviews.data)]);
    return c.json(reviews, 200);
  })
  .openapi(followListRoute("followers"), async (c) => {
    const member = await memberOr404(c, c.req.valid("param").slug);
    const { cursor, per_page: perPage } = c.req.valid("query");
    return c.json(await listFollows(c.var.db, c.var.user?.id, member.id, "followers", perPage, cursor), 200);
  })
  .openapi(followListRoute("following"), async (c) => {
    const member = await memberOr404(c, c.req.valid("param").slug);
    const { cursor, per_page: perPage } = c.req.valid("query");
    return c.json(await listFollows(c.var.db, c.var.user?.id, member.id, "following", perPage, cursor), 200);
  })
  .openapi(followStatusRoute, async (c) => {
    const user = requireUser(c);
    const member = await memberOr404(c, c.req.valid("param").slug);
    return c.json({ data: await statusOf(c, user.id, member.id) }, 200);
  })
  .openapi(followRoute, async (c) => {
    const user = requireVerifiedMember(c);
    await throttle(c, "follow", String(user.id), 60, 60);
    const member = await memberOr404(c, c.req.valid("param").slug);
    if (member.id === user.id) throw new ApiError(422, "community.cannot_follow_self");
    // Points, badges and the followed member's notification are owed in the same statement and done off the request.
    const followed = await follow(c.var.db, { id: user.id, name: user.name, slug: user.slug }, member.id);
    if (followed.isNew) c.var.services.outbox.nudge(c.var.db);
    return c.json({ data: followStatusAnswer({ following: true, followers: followed.followers }) }, 200);
  })
  .openapi(unfollowRoute, async (c) => {
    const user = requireUser(c);
    // Anyone may stop following, even a member who has since made their profile private.
    const member = await findMemberBySlug(c.var.db, c.req.valid("param").slug);
    if (!member) throw new ApiError(404, "community.user_not_found");
    await unfollow(c.var.db, user.id, member.id);
    return c.json({ data: await statusOf(c, user.id, member.id) }, 200);
  })
  .openapi(recipeReviewsRoute, async (c) => {
    const { cursor, per_page: perPage } = c.req.valid("query");
    const found = await recipeReviewPage(c.var.db, c.req.valid("param").recipe, perPage, c.var.locale, cursor);
    if (!found) throw new ApiError(404, "community.recipe_not_found");
    const user = c.var.user;
    const mine = user ? await findMemberReview(c.var.db, found.recipeId, user.id) : undefined;
    tagAnswer(c, recipePostPageTags(found));
    return c.json({ ...found.page, mine: mine ? presentReview(mine, c.var.locale) : null }, 200);
  })
  .openapi(createReviewRoute, async (c) => {
    const user = requireVerifiedMember(c);
    await throttle(c, "review", String(user.id), 30, 60);
    const { recipe } = await recipeOr404(c, c.req.valid("param").recipe);
    if (recipe.authorId === user.id) throw new ApiError(403, "community.own_recipe_review");
    const created = await createReview(
      c.var.db,
      { id: user.id, name: user.name, slug: user.slug, isAiChef: user.isAiChef, avatarUrl: user.avatarUrl },
      recipe,
      c.req.valid("json"),
      c.var.locale,
    );
    if (!created) throw new ApiError(409, "community.review_exists");
    c.var.services.outbox.nudge(c.var.db);
    return c.json({ data: presentReview(created, c.var.locale), message: translate(c.var.locale, "community.review_saved") }, 201);
  })
  .openapi(updateReviewRoute, async (c) => {
    const existing = await ownReview(c, c.req.valid("param").id, { publishing: true });
    const updated = await updateReview(c.var.db, existing, c.req.valid("json"), c.var.locale);
    if (!updated) throw new ApiError(404, "community.review_not_found");
    return c.json({ data: presentReview(updated, c.var.locale), message: translate(c.var.locale, "community.review_saved") }, 200);
  })
  .openapi(deleteReviewRoute, async (c) => {
    const { review: existing } = await ownReview(c, c.req.valid("param").id, { publishing: false });
    await deleteReview(c.var.db, existing.id);
    return c.json({ message: translate(c.var.locale, "community.review_deleted") }, 200);
  })
  .openapi(feedRoute, async (c) => {
    const user = requireUser(c);
    const { cursor, per_page: perPage } = c.req.valid("query");
    const page = await readFeed(c.var.db, user.id, perPage, c.var.locale, c.var.env.MEDIA_BASE_URL, cursor);
    // Which items it lists moves the member version (follows, recipes, reviews); what each says, these (a review's new text moves no version; decision 096).
    tagAnswer(c, [
      ...recipeCardTags(page.data.flatMap((item) => (item.kind === "recipe" ? [item.recipe] : []))),
      ...recipePostTags(page.data.flatMap((item) => (item.kind === "review" ? [item.review] : []))),
    ]);
    return c.json(page, 200);
  });
