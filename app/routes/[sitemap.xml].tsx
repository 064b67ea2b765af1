import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/api-client/for-request.server";
import { searchRecipes } from "~/api-client/recipes.server";
import { localizePath } from "~/i18n/locales";

const staticPages = ["/", "/buscar", "/faq", "/about", "/terms", "/privacy", "/cookies", "/contact"];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Never guarded (§2). Every public page in both languages, each with its hreflang alternates. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.env.siteUrl;
  const api = await apiFor(request, context);
  const recipes: { path: string; updated: string }[] = [];
  for (let page = 1; page <= 1000; page++) {
    const { data, meta } = await searchRecipes(api, { page, per_page: 100 });
    recipes.push(...data.map((recipe) => ({ path: `/receta/${recipe.slug}`, updated: recipe.updated_at })));
    if (page >= meta.last_page) break;
  }
  const entries = [...staticPages.map((path) => ({ path, updated: undefined as string | undefined })), ...recipes].flatMap(({ path, updated }) =>
    (["es", "en"] as const).map((locale) => {
      const alternates = (["es", "en"] as const)
        .map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${site}${localizePath(path, other)}`)}"/>`)
        .join("");
      return `<url><loc>${escapeXml(`${site}${localizePath(path, locale)}`)}</loc>${updated ? `<lastmod>${updated.slice(0, 10)}</lastmod>` : ""}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${site}${path}`)}"/></url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
