import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CURSOR_MAX_LENGTH } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getMyRecipes } from "~/platform/api-client/recipe-authoring.server";
import { requireMember } from "~/platform/access/current-user.server";
import { getTranslator } from "~/platform/i18n/i18next.server";

const cursorParam = z.string().max(CURSOR_MAX_LENGTH).optional().catch(undefined);

/** /user/recipes ("Mis recetas"): drafts, published and restorable deleted recipes, last changed first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "recipe-authoring");
  const search = new URL(request.url).searchParams;
  const cursor = cursorParam.parse(search.get("cursor") ?? undefined);
  let page;
  try {
    page = await getMyRecipes(await apiFor(request, context), { cursor, per_page: 20 });
  } catch (error) {
    // A cursor the API no longer reads starts the list again.
    if (!isApiError(error, 422) || !cursor) throw error;
    page = await getMyRecipes(await apiFor(request, context), { per_page: 20 });
  }
  return {
    recipes: page.data,
    nextCursor: page.meta.next_cursor,
    deleted: search.get("deleted") === "1",
    meta: { title: t("mine.title"), description: t("mine.description") },
  };
}
