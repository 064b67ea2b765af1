import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getForumCategories } from "~/platform/api-client/forums.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { getTranslator } from "~/platform/i18n/i18next.server";

/** /forums: the categories in order, with their counts and latest activity. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const [categories, current, t] = await Promise.all([getForumCategories(api), getCurrentUser(request, context), getTranslator(request, "forums")]);
  return {
    categories: categories.data,
    signedIn: Boolean(current),
    meta: { title: t("title"), description: t("description") },
  };
}
