import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX, SAVED_RECIPES_PER_PAGE } from "#api/contract/limits";
import type { SavedRecipe } from "#api/contract/saved-recipes";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getSavedRecipes, saveRecipe, unsaveRecipe } from "~/platform/api-client/saved-recipes.server";
import { getCurrentUser, requireMember } from "~/platform/access/current-user.server";
import { signInHref } from "~/platform/access/sign-in-link";
import { readCursor } from "~/platform/paging/cursor.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { SAVE_INTENT, SAVED_RECIPES_PATH } from "~/components/recipes/saved-state";

/** /user/saved-recipes: the member's saved recipes, newest save first, by cursor (`?cursor=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const current = await getCurrentUser(request, context);
  // The ($lang) guard already sends visitors to sign in; this keeps the page safe on its own.
  if (!current) throw redirect(signInHref(locale, localizePath(SAVED_RECIPES_PATH, locale)));
  const cursor = readCursor(new URL(request.url));
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "saved-recipes")]);
  const meta = { title: t("title"), description: t("description") };
  let recipes: SavedRecipe[] | null = null;
  let total = 0;
  let nextCursor: string | null = null;
  try {
    const page = await getSavedRecipes(api, { cursor, per_page: SAVED_RECIPES_PER_PAGE }).catch((error) => {
      // A cursor the API cannot read: the list from its newest save.
      if (isApiError(error, 422) && cursor) return getSavedRecipes(api, { per_page: SAVED_RECIPES_PER_PAGE });
      throw error;
    });
    recipes = page.data;
    total = page.meta.total;
    nextCursor = page.meta.next_cursor;
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
  return { recipes, total, nextCursor, cursor: cursor ?? null, meta };
}

const saveForm = z.object({
  intent: z.enum([SAVE_INTENT.save, SAVE_INTENT.unsave]),
  recipe: z.coerce.number().int().min(1).max(RECORD_ID_MAX),
});

/**
 * "Guardar" / "Guardado" from any page (a recipe, a card, this list). Without JavaScript: save or
 * unsave, then back to the page it came from (`redirectTo`, checked), so a reload never posts
 * twice. From the enhanced button: the new state as data, and Remix reloads the count and ids. A
 * visitor is sent to sign in and comes back to that page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo")?.toString(), localizePath(SAVED_RECIPES_PATH, locale));
  if (!(await getCurrentUser(request, context))) throw redirect(signInHref(locale, back), 303);
  // An unverified member goes to confirm their address, as for any page of theirs (§2).
  await requireMember(request, context);
  const t = await getTranslator(request, "saved-recipes");
  const parsed = saveForm.safeParse({ intent: form.get("intent"), recipe: form.get("recipe") });
  if (!parsed.success) return data({ error: t("errors.invalid"), back }, { status: 400 });
  const { intent, recipe } = parsed.data;
  try {
    const api = await apiFor(request, context);
    const answer = intent === SAVE_INTENT.save ? await saveRecipe(api, recipe) : await unsaveRecipe(api, recipe);
    if (!isEnhancedSubmission(form)) throw redirect(back, 303);
    return { saved: answer.data.is_saved, error: null, back };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ error: error.message, back }, { status: error.status ?? 503 });
  }
}
