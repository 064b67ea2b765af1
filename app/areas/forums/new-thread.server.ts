import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { createForumThread, getForumCategories, previewForumPost } from "~/platform/api-client/forums.server";
import { requireMember, requirePublisher } from "~/platform/access/current-user.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { threadFormSchema } from "./forum-form";
import { forumThreadPath, newForumThreadPath, RECIPE_QUESTION_PARAM } from "~/components/forums/forum-paths";
import { getRecipe } from "~/platform/api-client/recipes.server";
import { recipeSlugFrom } from "./recipe-choice";

const threadFields = ["category", "title", "text", "recipe"];

/**
 * /forums/t/new (login, §2): the categories to choose from; `?category=` chooses one, `?receta=` the
 * recipe the thread asks about (decision 095: a recipe page's "ask about this recipe").
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "forums")]);
  const searchParams = new URL(request.url).searchParams;
  const recipeSlug = recipeSlugFrom(searchParams.get(RECIPE_QUESTION_PARAM) ?? "");
  const [categories, recipe] = await Promise.all([
    getForumCategories(api).then((answer) => answer.data.map((category) => ({ slug: category.slug, name: category.name }))),
    // A recipe that is not (or no longer) published leaves the field empty.
    recipeSlug
      ? getRecipe(api, recipeSlug).then(
          (found) => ({ slug: found.slug, title: found.title }),
          () => null,
        )
      : null,
  ]);
  const chosen = searchParams.get("category");
  return {
    categories,
    chosen: categories.some((category) => category.slug === chosen) ? chosen : null,
    recipe,
    meta: { title: t("newForm.title"), description: t("description") },
  };
}

/** Preview keeps what was typed and shows it rendered; post publishes and opens the new thread. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const locale = requestLocale(request);
  await requirePublisher(request, context, localizePath(newForumThreadPath(), locale));
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(await request.formData(), { schema: threadFormSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const { category, title, text, recipe, intent } = submission.value;
  try {
    if (intent === "preview") return { result: submission.reply(), preview: (await previewForumPost(api, text)).html };
    const created = await createForumThread(api, { category, title, text, recipe: recipe ? recipeSlugFrom(recipe) : undefined });
    throw redirect(localizePath(forumThreadPath(created.data.key), locale), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: threadFields }, { preview: null });
  }
}
