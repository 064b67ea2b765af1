import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { addRecipeToList, createRecipeList, getRecipeListsWithRecipe } from "~/platform/api-client/recipe-lists.server";
import { getRecipe } from "~/platform/api-client/recipes.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { notFound } from "~/platform/http/responses.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { addToListSchema, NEW_LIST, recipeIdField } from "./list-form";

/**
 * /recipe-lists/add?recipe={id}&redirectTo=…: the "add to a list" picker as a page of its own. The
 * recipe page's picker posts here too; a refusal without JavaScript lands here, with what was chosen
 * and typed kept, and a success goes back to the recipe (a checked return address).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const search = new URL(request.url).searchParams;
  const id = recipeIdField.safeParse(search.get("recipe"));
  if (!id.success) throw notFound(request, "invalid-param");
  const api = await apiFor(request, context);
  const t = await getTranslator(request, "recipe-lists");
  try {
    const [recipe, lists] = await Promise.all([getRecipe(api, String(id.data)), getRecipeListsWithRecipe(api, id.data)]);
    const fallback = localizePath(`/receta/${recipe.slug}`, requestLocale(request));
    return {
      recipe: { id: recipe.id, slug: recipe.slug, title: recipe.title },
      lists,
      redirectTo: safeRedirectPath(search.get("redirectTo"), fallback),
      meta: { title: t("add.title", { title: recipe.title }), description: t("add.description") },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: addToListSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), message: null, list: null }, { status: 400 });
  const { recipe, list, name, redirectTo } = submission.value;
  const api = await apiFor(request, context);
  let target: { slug: string; name: string };
  let message: string;
  try {
    if (!list || list === NEW_LIST) {
      const created = (await createRecipeList(api, { name: name! })).data;
      target = { slug: created.slug, name: created.name };
    } else target = { slug: list, name: "" };
    const added = await addRecipeToList(api, target.slug, { recipe });
    target.name = added.data.name;
    message = added.message;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: ["name", "list"] }, { message: null, list: null });
  }
  if (isEnhancedSubmission(form)) return { result: submission.reply({ resetForm: true }), message, list: target };
  const locale = requestLocale(request);
  throw redirect(safeRedirectPath(redirectTo, localizePath(`/recipe-lists/${target.slug}/edit`, locale)), 303);
}
