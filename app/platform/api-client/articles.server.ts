import { type ArticleKind, article, articlePage, articleSearchAnswer } from "#api/contract/articles";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** Articles (issue 34, decision 103), parsed with the API's own contracts. */

export function getArticles(api: ApiClient, query: { kind?: ArticleKind; cursor?: string } = {}) {
  return api.get(apiPaths.articles, articlePage, { ...query });
}

/** An article by slug (a plus-only one's opening unless the caller may read it all); 404 when there is none. */
export function getArticle(api: ApiClient, slug: string) {
  return api.get(apiPath(apiPaths.article, { article: slug }), article);
}

/** The few articles the search's words find, for the search page's "Artículos" group. */
export async function searchArticles(api: ApiClient, q: string) {
  return (await api.get(apiPaths.articleSearch, articleSearchAnswer, { q })).data;
}
