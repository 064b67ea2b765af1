import type { LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getMemberRecipeList } from "~/platform/api-client/recipe-lists.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { requireMemberSlug } from "~/platform/http/member-slug.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";

const DESCRIPTION_LENGTH = 160;

/**
 * /users/{member}/lists/{list}: a member's list for anyone when public; a private one only for its
 * owner, and for everyone else the same 404 as a list that does not exist (decision 045).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const memberSlug = requireMemberSlug(request, params.slug, `/lists/${params.list ?? ""}`);
  const listSlug = requireSlug(request, params.list);
  const [api, current, t] = await Promise.all([apiFor(request, context), getCurrentUser(request, context), getTranslator(request, "recipe-lists")]);
  try {
    const list = await getMemberRecipeList(api, memberSlug, listSlug);
    const flat = list.description.replace(/\s+/g, " ").trim();
    const meta: LoaderMeta = {
      title: t("public.title", { name: list.name, owner: list.owner.name }),
      description: flat
        ? flat.length > DESCRIPTION_LENGTH
          ? `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`
          : flat
        : t("public.description", { owner: list.owner.name, count: list.recipes_count }),
      image: list.covers[0]?.url.startsWith("/") ? list.covers[0].url : undefined,
      type: "website",
      // Only its owner ever sees a private list: never for search engines.
      noindex: !list.is_public || undefined,
    };
    return { list, own: current?.user.id === list.owner.id, meta };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
