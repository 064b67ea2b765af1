import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getCategories } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getFeaturedRecipes } from "~/platform/api-client/recipes.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { readLocaleCookie } from "~/platform/i18n/locale-cookie.server";

/** The home page: featured recipes and the cuisines and courses to browse. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  // The bare home page honours the language a visitor chose with the switcher.
  if (locale === "es" && (await readLocaleCookie(request)) === "en") throw redirect("/en");
  const api = await apiFor(request, context);
  const [featured, categories, t] = await Promise.all([getFeaturedRecipes(api), getCategories(api), getTranslator(request, "home")]);
  return {
    featured,
    cuisines: categories.find((root) => root.type === "cuisine")?.children ?? [],
    courses: categories.find((root) => root.type === "course")?.children ?? [],
    meta: { description: t("meta.description") },
  };
}
