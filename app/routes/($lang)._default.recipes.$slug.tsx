import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { slugify } from "~/recipes/slug";

/** /recipes/{slug} is the English-style alias of the canonical /receta/{slug}. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  throw redirect(`${localizePath(`/receta/${slugify(params.slug ?? "")}`, requestLocale(request))}${url.search}`, 301);
}
