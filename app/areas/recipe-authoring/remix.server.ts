import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getRecipe } from "~/platform/api-client/recipes.server";
import { remixRecipe } from "~/platform/api-client/recipe-authoring.server";
import { getCurrentUser, requirePublisher } from "~/platform/access/current-user.server";
import { visitorOf } from "~/platform/access/guard.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

/** /receta/{slug}/remix (§2's public /recipes/{slug}/remix): what remixing means, and the button for a verified member. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = requireSlug(request, params.slug);
  const t = await getTranslator(request, "recipe-authoring");
  const current = await getCurrentUser(request, context);
  let recipe;
  try {
    recipe = await getRecipe(await apiFor(request, context), slug);
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
  const visitor = visitorOf(current?.user);
  return {
    recipe: { slug: recipe.slug, title: recipe.title, author: recipe.user.name },
    state: !visitor.signedIn ? ("visitor" as const) : !visitor.verified ? ("unverified" as const) : ("member" as const),
    meta: { title: t("remix.title", { title: recipe.title }), description: t("remix.description") },
  };
}

/** Copies the recipe into a new draft of the member's and opens it. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = requireSlug(request, params.slug);
  const locale = requestLocale(request);
  await requirePublisher(request, context, `/receta/${slug}/remix`);
  try {
    const draft = await remixRecipe(await apiFor(request, context), slug);
    throw redirect(`${localizePath(`/agregar/${draft.data.id}`, locale)}?saved=1`, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    return data({ error: error.message }, { status: error.status ?? 503 });
  }
}
