import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCategories } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { pruneEmptyCategories } from "./category-tree";

/** /categorias/: the whole tree, one section per root (cuisines, courses, diets, occasions). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const [tree, t] = await Promise.all([getCategories(api), getTranslator(request, "browse")]);
  return {
    roots: pruneEmptyCategories(tree),
    meta: { title: t("categories.title"), description: t("categories.description"), keywords: t("categories.keywords") },
  };
}
