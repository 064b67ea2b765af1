import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MemberCard } from "#api/contract/community";
import { isApiError } from "~/platform/api-client/api-error";
import { getFollowers, getFollowing, getPublicProfile } from "~/platform/api-client/community.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { pathWithoutLocale } from "~/platform/i18n/locales";
import { readCursor } from "~/platform/paging/cursor.server";
import { requireMemberSlug } from "~/platform/http/member-slug.server";

type FollowDirection = "followers" | "following";
const MEMBERS_PER_PAGE = 24;

/** /users/{slug}/followers and /users/{slug}/following: a page of members, by cursor. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const direction: FollowDirection = /\/following\/?$/.test(pathWithoutLocale(new URL(request.url).pathname)) ? "following" : "followers";
  const slug = requireMemberSlug(request, params.slug, `/${direction}`);
  const cursor = readCursor(new URL(request.url));
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "community")]);
  const list = (from?: string) => (direction === "followers" ? getFollowers : getFollowing)(api, slug, { cursor: from, per_page: MEMBERS_PER_PAGE });
  try {
    const [profile, page] = await Promise.all([
      getPublicProfile(api, slug),
      list(cursor).catch((error) => {
        // A cursor the API cannot read: the list from its start.
        if (isApiError(error, 422) && cursor) return list();
        throw error;
      }),
    ]);
    const key = direction === "followers" ? "followers" : "following";
    return {
      direction,
      profile: { slug: profile.slug, name: profile.name, is_ai_chef: profile.is_ai_chef, count: direction === "followers" ? profile.followers_count : profile.following_count },
      members: page.data satisfies MemberCard[],
      nextCursor: page.meta.next_cursor,
      cursor: cursor ?? null,
      meta: {
        title: t(`lists.${key}Title`, { name: profile.name }),
        description: t(`lists.${key}Description`, { name: profile.name }),
        noindex: Boolean(cursor),
      },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
