import type { LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { getArticle } from "~/platform/api-client/articles.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { articlePath } from "~/components/articles/article-card";

/**
 * /articles/{slug}: the article in the page's language, with its related recipes. A plus-only
 * article comes as its opening for visitors and free members (the API decides, decision 103); the
 * page kept for visitors is that one.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug, (fixed) => localizePath(articlePath(fixed), locale));
  const api = await apiFor(request, context);
  const article = await getArticle(api, slug).catch((error) => {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  });
  const meta: LoaderMeta = { title: article.title, description: article.dek, type: "article", ...(article.cover ? { image: article.cover.url } : {}) };
  return { article, meta };
}
