import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECIPES_PER_RECIPE_LIST } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { deleteRecipeList, getMyRecipeList, moveRecipeInList, removeRecipeFromList, updateRecipeList } from "~/platform/api-client/recipe-lists.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { renamed } from "./list-errors.server";
import { listDetailsSchema, listFormFields, recipeIdField } from "./list-form";
import { direction, movedIndex } from "./reorder.server";

/** /recipe-lists/{slug}/edit: one of the member's lists, its details and its recipes. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const current = await requireMember(request, context);
  const slug = requireSlug(request, params.slug);
  const t = await getTranslator(request, "recipe-lists");
  try {
    const list = await getMyRecipeList(await apiFor(request, context), slug);
    const search = new URL(request.url).searchParams;
    return {
      list,
      memberSlug: current.user.slug,
      notice: search.get("created") === "1" ? ("created" as const) : search.get("saved") === "1" ? ("saved" as const) : null,
      meta: { title: t("edit.title", { name: list.name }), description: t("edit.description") },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

const itemForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move-recipe"),
    recipe: recipeIdField,
    direction: direction.optional(),
    position: z.coerce.number().int().min(1).max(RECIPES_PER_RECIPE_LIST).optional(),
  }),
  z.object({ intent: z.literal("remove-recipe"), recipe: recipeIdField }),
  z.object({ intent: z.literal("delete") }),
]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const slug = requireSlug(request, params.slug);
  const locale = requestLocale(request);
  const editPath = localizePath(`/recipe-lists/${slug}/edit`, locale);
  const t = await getTranslator(request);
  const form = await request.formData();
  const api = await apiFor(request, context);

  if (form.get("intent") === "details") {
    const submission = parseWithZod(form, { schema: listDetailsSchema(t) });
    if (submission.status !== "success") return data({ intent: "details" as const, result: submission.reply(), error: null }, { status: 400 });
    const { name, description, visibility } = submission.value;
    try {
      await updateRecipeList(api, slug, { name, description, is_public: visibility === "public" });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 404) throw notFound(request);
      return replyToApiError(submission, renamed(error), { fields: listFormFields }, { intent: "details" as const, error: null });
    }
    throw redirect(`${editPath}?saved=1`, 303);
  }

  const parsed = itemForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ intent: null, result: undefined, error: t("recipe-lists:errors.badRequest") }, { status: 400 });
  const request_ = parsed.data;
  try {
    if (request_.intent === "delete") {
      await deleteRecipeList(api, slug);
      throw redirect(`${localizePath("/recipe-lists", locale)}?deleted=1`, 303);
    }
    if (request_.intent === "remove-recipe") await removeRecipeFromList(api, slug, request_.recipe);
    else {
      let position = request_.position;
      if (position === undefined && request_.direction) {
        const order = (await getMyRecipeList(api, slug)).recipes.map((recipe) => recipe.id);
        const from = order.indexOf(request_.recipe);
        const to = movedIndex(from, request_.direction, order.length);
        position = to === undefined ? undefined : to + 1;
      }
      if (position !== undefined) await moveRecipeInList(api, slug, request_.recipe, position);
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ intent: request_.intent, result: undefined, error: error.message }, { status: error.status ?? 503 });
  }
  if (isEnhancedSubmission(form)) return { intent: request_.intent, result: undefined, error: null };
  throw redirect(`${editPath}#list-recipes`, 303);
}
