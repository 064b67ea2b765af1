import { z } from "zod";
import { cursorPage, feedItem, followStatus, memberCard, publicProfile, recipeReviews, review } from "#api/contract/community";
import { dataEnvelope, pageEnvelope } from "#api/contract/envelopes";
import { activityAnswer } from "#api/contract/activity";
import { gamificationAnswer } from "#api/contract/gamification";
import { messageResponse } from "#api/contract/auth";
import { apiPath, apiPaths } from "#api/contract/paths";
import { recipeSummary } from "#api/contract/recipes";
import { isApiError } from "./api-error";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse, so a schema made per call is compiled per call.
const profileAnswer = dataEnvelope(publicProfile);
const recipePage = pageEnvelope(recipeSummary);
const reviewPage = cursorPage(review);
const memberPage = cursorPage(memberCard);
const followAnswer = dataEnvelope(followStatus);
const savedReview = dataEnvelope(review).extend({ message: z.string() });
const feedPage = cursorPage(feedItem);

/**
 * The community half of the recipe API (§7): public profiles, follows, reviews, the feed and the
 * signed-in member's gamification stats. Every answer is parsed with the API's own contracts.
 */

/** A cursor page request: no cursor is the first page. */
export interface CursorQuery {
  cursor?: string;
  per_page?: number;
}

/** Throws an ApiError with status 404 for an unknown member. */
export async function getPublicProfile(api: ApiClient, slug: string) {
  return (await api.get(apiPath(apiPaths.member, { slug }), profileAnswer)).data;
}

/** The member's published recipes, newest first, 12 a page unless told. */
export function getMemberRecipes(api: ApiClient, slug: string, query: { page?: number; per_page?: number } = {}) {
  return api.get(apiPath(apiPaths.memberRecipes, { slug }), recipePage, { ...query });
}

export function getMemberReviews(api: ApiClient, slug: string, query: CursorQuery = {}) {
  return api.get(apiPath(apiPaths.memberReviews, { slug }), reviewPage, { ...query });
}

export function getFollowers(api: ApiClient, slug: string, query: CursorQuery = {}) {
  return api.get(apiPath(apiPaths.followers, { slug }), memberPage, { ...query });
}

export function getFollowing(api: ApiClient, slug: string, query: CursorQuery = {}) {
  return api.get(apiPath(apiPaths.following, { slug }), memberPage, { ...query });
}

/**
 * Whether the reader follows the member. The API answers a visitor with 401, which the client never
 * takes for a lost session (§8): here it simply means "not following".
 */
export async function getFollowStatus(api: ApiClient, slug: string): Promise<{ following: boolean; followers_count: number | null }> {
  try {
    return (await api.get(apiPath(apiPaths.followStatus, { slug }), followAnswer)).data;
  } catch (error) {
    if (isApiError(error, 401)) return { following: false, followers_count: null };
    throw error;
  }
}

/** 422 with a message when following oneself. */
export async function followMember(api: ApiClient, slug: string) {
  return (await api.post(apiPath(apiPaths.follow, { slug }), followAnswer)).data;
}

export async function unfollowMember(api: ApiClient, slug: string) {
  return (await api.delete(apiPath(apiPaths.follow, { slug }), followAnswer)).data;
}

/** A recipe's reviews, newest first, and `mine`: the reader's own review when signed in. */
export function getRecipeReviews(api: ApiClient, recipe: string, query: CursorQuery = {}) {
  return api.get(apiPath(apiPaths.recipeReviews, { recipe }), recipeReviews, { ...query });
}

/** 201; 409 when already reviewed, 403 on one's own recipe, 422 with field errors. */
export function createReview(api: ApiClient, recipe: string, body: { rating: number; body: string }) {
  return api.post(apiPath(apiPaths.recipeReviews, { recipe }), savedReview, body);
}

export function updateReview(api: ApiClient, id: number, body: { rating: number; body: string }) {
  return api.put(apiPath(apiPaths.review, { id }), savedReview, body);
}

export function deleteReview(api: ApiClient, id: number) {
  return api.delete(apiPath(apiPaths.review, { id }), messageResponse);
}

/** Recipes and reviews of the members the reader follows, newest first. */
export function getFeed(api: ApiClient, query: CursorQuery = {}) {
  return api.get(apiPaths.feed, feedPage, { ...query });
}

/** Points, level, progress, streak and badges (names already in the request's language). */
export async function getGamificationStats(api: ApiClient) {
  return (await api.get(apiPaths.gamificationStats, gamificationAnswer)).data.data;
}

/** The signed-in member's latest activity, newest first (recipe titles and badge names in the request's language). */
export async function getActivity(api: ApiClient) {
  return (await api.get(apiPaths.activity, activityAnswer)).data;
}
