import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

/** /buscar/{query} is the same search as /buscar?q={query}, which is its canonical address. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = (params.query ?? "").replace(/[-+]+/g, " ").trim();
  const target = localizePath("/buscar/", requestLocale(request));
  throw redirect(query ? `${target}?${new URLSearchParams({ q: query })}` : target, 301);
}
