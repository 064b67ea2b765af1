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
import { forumThreadPath, INGREDIENT_QUESTION_PARAM, newForumThreadPath, RECIPE_QUESTION_PARAM } from "~/components/forums/forum-paths";
import { getAvailableIngredients } from "~/platform/api-client/catalogue.server";
import { FORUM_INGREDIENTS_CHOSEN_MAX } from "#api/contract/limits";
import { getRecipe } from "~/platform/api-client/recipes.server";
import { recipeSlugFrom } from "./recipe-choice";

const threadFields = ["category", "title", "text", "recipe", "ingredients"];

/** At most this many ingredients offered on the form: those the address names, then the chosen recipe's. */
const INGREDIENTS_OFFERED = 12;

/**
 * /forums/t/new (login, §2): the categories to choose from; `?category=` chooses one, `?receta=` the
 * recipe the thread asks about (decision 095: a recipe page's "ask about this recipe"), and
 * `?ingrediente=` ingredients it is about (decision 099: the recipe search's "ask about it"), offered
 * ticked beside the chosen recipe's own ingredients.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "forums")]);
  const searchParams = new URL(request.url).searchParams;
  const recipeSlug = recipeSlugFrom(searchParams.get(RECIPE_QUESTION_PARAM) ?? "");
  const askedIngredients = searchParams.getAll(INGREDIENT_QUESTION_PARAM).flatMap((value) => value.split(","));
  const [categories, recipe, catalogue] = await Promise.all([
    getForumCategories(api).then((answer) => answer.data.map((category) => ({ slug: category.slug, name: category.name }))),
    // A recipe that is not (or no longer) published leaves the field empty.
    recipeSlug
      ? getRecipe(api, recipeSlug).then(
          (found) => ({ slug: found.slug, title: found.title, ingredients: found.ingredients.flatMap((line) => (line.ingredient ? [line.ingredient.slug] : [])) }),
          () => null,
        )
      : null,
    askedIngredients.length > 0 || recipeSlug ? getAvailableIngredients(api) : [],
  ]);
  const names = new Map(catalogue.map((entry) => [entry.slug, entry.name]));
  const asked = [...new Set(askedIngredients)].filter((slug) => names.has(slug)).slice(0, FORUM_INGREDIENTS_CHOSEN_MAX);
  const offered = [...new Set([...asked, ...(recipe?.ingredients ?? [])])].filter((slug) => names.has(slug)).slice(0, INGREDIENTS_OFFERED);
  const chosen = searchParams.get("category");
  return {
    categories,
    chosen: categories.some((category) => category.slug === chosen) ? chosen : null,
    recipe: recipe ? { slug: recipe.slug, title: recipe.title } : null,
    ingredients: { offered: offered.map((slug) => ({ slug, name: names.get(slug)! })), chosen: asked },
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
  const { category, title, text, recipe, ingredients, intent } = submission.value;
  try {
    if (intent === "preview") return { result: submission.reply(), preview: (await previewForumPost(api, text)).html };
    const created = await createForumThread(api, { category, title, text, recipe: recipe ? recipeSlugFrom(recipe) : undefined, ingredients });
    throw redirect(localizePath(forumThreadPath(created.data.key), locale), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: threadFields }, { preview: null });
  }
}
