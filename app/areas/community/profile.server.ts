import type { Cooksnap } from "#api/contract/cooksnaps";
import { getMemberCooksnaps } from "~/platform/api-client/cooksnaps.server";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import type { Review } from "#api/contract/community";
import { RECIPES_PER_PAGE } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { followMember, getFollowStatus, getMemberRecipes, getMemberReviews, getPublicProfile, unfollowMember } from "~/platform/api-client/community.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getMemberRecipeLists } from "~/platform/api-client/recipe-lists.server";
import { getCurrentUser, requirePublisher } from "~/platform/access/current-user.server";
import { signInHref } from "~/platform/access/sign-in-link";
import { parseListQuery } from "~/areas/browse/list-query.server";
import { pagingOf, requireExistingPage } from "~/areas/browse/paging.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { readCursor } from "~/platform/paging/cursor.server";
import { requireMemberSlug } from "~/platform/http/member-slug.server";

/** How many of a member's latest cooksnaps the profile shows. */
const PROFILE_COOKSNAPS = 6;

/** How many of a member's latest reviews the profile shows at a time. */
const PROFILE_REVIEWS_PER_PAGE = 6;
const DESCRIPTION_LENGTH = 160;

function shorten(text: string, length: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * /users/{slug}: the member's profile with counts, whether the reader follows them, a page of their
 * recipes (`?page=`) and their latest reviews (`?cursor=`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = requireMemberSlug(request, params.slug);
  const url = new URL(request.url);
  const { page } = parseListQuery(url);
  const cursor = readCursor(url);
  const [api, current, t] = await Promise.all([apiFor(request, context), getCurrentUser(request, context), getTranslator(request, "community")]);
  const self = current?.user.slug === slug;

  // The reviews are a bonus: the profile stands without them (null says "could not load").
  const reviews = getMemberReviews(api, slug, { cursor, per_page: PROFILE_REVIEWS_PER_PAGE }).catch(
    async (error): Promise<{ data: Review[]; meta: { next_cursor: string | null } } | null> => {
      if (!isApiError(error)) throw error;
      // A cursor the API cannot read (422): show the latest instead.
      if (error.status === 422 && cursor) return getMemberReviews(api, slug, { per_page: PROFILE_REVIEWS_PER_PAGE }).catch(() => null);
      return null;
    },
  );
  // Their latest cooksnaps (decision 055), a bonus as well.
  const cooksnaps = getMemberCooksnaps(api, slug, { per_page: PROFILE_COOKSNAPS }).then(
    (answer): Cooksnap[] | null => answer.data,
    (error) => (isApiError(error) ? null : Promise.reject(error)),
  );
  const followStatus = current && !self ? getFollowStatus(api, slug).catch((error) => (isApiError(error) ? null : Promise.reject(error))) : Promise.resolve(null);
  // The public recipe lists are a bonus too (null: could not load).
  const recipeLists = getMemberRecipeLists(api, slug).catch((error) => (isApiError(error) ? null : Promise.reject(error)));
  // Awaited only once the profile is known; a failure must not go unhandled meanwhile.
  for (const pending of [reviews, followStatus, recipeLists, cooksnaps]) pending.catch(() => undefined);

  try {
    const [profile, recipes] = await Promise.all([getPublicProfile(api, slug), getMemberRecipes(api, slug, { page, per_page: RECIPES_PER_PAGE })]);
    requireExistingPage(request, recipes.meta);
    const [reviewPage, status, lists, cooked] = await Promise.all([reviews, followStatus, recipeLists, cooksnaps]);
    const description = profile.bio
      ? shorten(profile.bio, DESCRIPTION_LENGTH)
      : t(profile.is_ai_chef ? "profile.descriptionAiChef" : "profile.description", { name: profile.name });
    const meta: LoaderMeta = {
      title: page > 1 ? t("profile.pagedTitle", { title: profile.name, page }) : profile.name,
      description,
      keywords: [profile.name, t(profile.is_ai_chef ? "aiChef" : "members")].join(", "),
      image: profile.avatar_url?.startsWith("/") ? profile.avatar_url : undefined,
      type: "website",
      // A later slice of the reviews is the same page as far as search engines care.
      noindex: Boolean(cursor),
    };
    return {
      profile: status?.followers_count != null ? { ...profile, followers_count: status.followers_count } : profile,
      viewer: { signedIn: Boolean(current), verified: Boolean(current?.user.email_verified_at), self, following: status?.following ?? false },
      recipes: recipes.data,
      paging: pagingOf(recipes.meta),
      reviews: reviewPage ? { items: reviewPage.data, nextCursor: reviewPage.meta.next_cursor } : null,
      reviewsCursor: cursor ?? null,
      recipeLists: lists,
      cooksnaps: cooked,
      meta,
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

const followIntent = z.enum(["follow", "unfollow"]);

/**
 * The Follow / Following button's post. Without JavaScript: post, then redirect back (a reload never
 * posts twice). From the enhanced button: the new state as data, and Remix reloads the counts.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = requireMemberSlug(request, params.slug);
  const profilePath = localizePath(`/users/${slug}`, requestLocale(request));
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(signInHref(requestLocale(request), profilePath), 303);
  const form = await request.formData();
  const intent = followIntent.safeParse(form.get("intent"));
  const t = await getTranslator(request);
  if (!intent.success) return data({ intent: null, error: t("errors.status422") }, { status: 400 });
  // Following notifies the member followed: only from a confirmed address. Anyone may stop following.
  if (intent.data === "follow") await requirePublisher(request, context, profilePath);
  try {
    const api = await apiFor(request, context);
    const status = intent.data === "follow" ? await followMember(api, slug) : await unfollowMember(api, slug);
    if (!isEnhancedSubmission(form)) throw redirect(profilePath, 303);
    return { intent: intent.data, following: status.following, followers_count: status.followers_count, error: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    return data({ intent: intent.data, error: error.message }, { status: error.status ?? 503 });
  }
}
