import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { deleteRecipe, getEditableRecipe, restoreRecipe, unpublishRecipe } from "~/platform/api-client/recipe-authoring.server";
import { requireMember } from "~/platform/access/current-user.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { proposeFromEditPage, unmatchedIngredients } from "./ingredient-proposal.server";
import { PROPOSE_INTENT } from "./proposal-intent";
import { formFromRecipe } from "./recipe-fields";
import { formCatalogue, recipeIdParam, saveRecipeForm } from "./recipe-save.server";

function recipeIdOf(request: Request, raw: string | undefined): number {
  const parsed = recipeIdParam.safeParse(raw);
  if (!parsed.success) throw notFound(request);
  return parsed.data;
}

/** /agregar/{id}: the author's (or an admin's) recipe in the form; another member's is not found. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const id = recipeIdOf(request, params.id);
  const t = await getTranslator(request, "recipe-authoring");
  const api = await apiFor(request, context);
  try {
    const [recipe, catalogue] = await Promise.all([getEditableRecipe(api, id), formCatalogue(api)]);
    const search = new URL(request.url).searchParams;
    return {
      recipe: {
        id: recipe.id,
        slug: recipe.slug,
        status: recipe.status,
        title: recipe.title,
        revision: recipe.revision,
        restorable_until: recipe.restorable_until,
        remixed_from: recipe.remixed_from,
      },
      defaultValue: formFromRecipe(recipe),
      catalogue,
      unmatched: recipe.status === "deleted" ? [] : unmatchedIngredients(recipe),
      notice: (["saved", "kept", "unpublished", "restored"] as const).find((key) => search.get(key) === "1") ?? null,
      meta: { title: t("edit.title", { title: recipe.title }), description: t("edit.description") },
    };
  } catch (error) {
    // Someone else's recipe: 403 from the API for a public one, 404 otherwise; this page says "not found" to both.
    if (isApiError(error, 404) || isApiError(error, 403)) throw notFound(request);
    throw error;
  }
}

/**
 * The form's saves (publishing is one of them: the form's own "save" button, so what is published
 * is what is on the screen), the status buttons (unpublish, delete after its confirmation,
 * restore) and proposing an unmatched ingredient.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const id = recipeIdOf(request, params.id);
  const locale = requestLocale(request);
  const formData = await request.clone().formData();
  const intent = formData.get("intent");
  const api = await apiFor(request, context);
  const back = (notice: string) => redirect(`${localizePath(`/agregar/${id}`, locale)}?${notice}=1`, 303);
  try {
    switch (intent) {
      case "unpublish":
        await unpublishRecipe(api, id);
        throw back("unpublished");
      case "delete":
        await deleteRecipe(api, id);
        throw redirect(`${localizePath("/user/recipes", locale)}?deleted=1`, 303);
      case "restore":
        await restoreRecipe(api, id);
        throw back("restored");
      case PROPOSE_INTENT:
        // Only from a recipe the caller may edit: someone else's is not found, as for the other buttons.
        return await proposeFromEditPage(request, context, api, await getEditableRecipe(api, id), formData);
      default:
        return await saveRecipeForm(request, context, id);
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404 || error.status === 403) throw notFound(request);
    return data({ statusError: error.message, result: null, draft: id, savedAt: null }, { status: error.status ?? 503 });
  }
}
