import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCategories, getTags } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getForumCategories } from "~/platform/api-client/forums.server";
import { listSitemapEvents, listSitemapArticles, listSitemapForumThreads, listSitemapRecipes } from "~/platform/api-client/sitemap.server";
import { categoryTreeSlugs, renderSitemap, sitemapPages } from "~/platform/seo/sitemap";

/**
 * /sitemap.xml and, past the per-file limit, its parts /sitemap-{n}.xml (server.ts hands those here
 * as ?part=n). Never guarded (§2).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const partParam = new URL(request.url).searchParams.get("part");
  if (partParam !== null && !/^[1-9]\d{0,5}$/.test(partParam)) return notFound();
  const api = await apiFor(request, context);
  const [categories, tags, recipes, forumCategories, forumThreads, articles, events] = await Promise.all([
    getCategories(api),
    getTags(api),
    listSitemapRecipes(api),
    getForumCategories(api),
    listSitemapForumThreads(api),
    listSitemapArticles(api),
    listSitemapEvents(api),
  ]);
  const pages = sitemapPages({
    categorySlugs: categoryTreeSlugs(categories),
    tagSlugs: tags.map((tag) => tag.slug),
    recipes,
    forumCategories: forumCategories.data,
    forumThreads,
    articles,
    events,
  });
  const xml = renderSitemap(pages, {
    siteUrl: context.env.siteUrl,
    part: partParam === null ? undefined : Number(partParam),
    maxUrlsPerFile: context.env.SITEMAP_URLS_PER_FILE,
  });
  if (xml === undefined) return notFound();
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
