import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requirePermission } from "../access/auth-middleware";
import { type ArticleInput, articleBody, articleKinds, articlePage, article as articleSchema, articleSearchAnswer } from "../contract/articles";
import { ARTICLE_SEARCH_SHOWN, ARTICLES_PER_PAGE, SEARCH_TEXT_MAX_LENGTH, SITEMAP_MAX_PER_PAGE } from "../contract/limits";
import { hasForbiddenCharacters } from "../contract/text";
import { ARTICLES_TAG, articleTag, memberTag } from "../contract/cache-tags";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { sitemapArticlePage } from "../contract/sitemap";
import { slugParam } from "../contract/slug-param";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { recipeCardTags, tagAnswer } from "../http/cache-tags";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";
import { translate } from "../i18n/messages";
import { renderArticleBody } from "./article-rendering";
import {
  articleSlug,
  createArticle,
  findArticle,
  listArticles,
  listSitemapArticles,
  presentArticleSummary,
  publishedRecipeIds,
  relatedRecipesOf,
  relatedSlugs,
  updateArticle,
} from "./article-queries";
import { searchArticles } from "./article-search";

/** Articles (issue 34, decision 103): anyone reads them; editors and admins write them. */
const notFound = notFoundAs("No such article");
const saved = z.object({ data: articleSchema, message: z.string() });

const listRoute = createRoute({
  method: "get",
  path: apiPaths.articles,
  summary: "Articles, newest first, by cursor; `kind` keeps technique guides or ingredient stories",
  request: {
    query: cursorQuery.extend({
      kind: z.enum(articleKinds, { message: "validation.option" }).optional(),
      per_page: cursorQuery.shape.per_page.default(ARTICLES_PER_PAGE),
    }),
  },
  responses: { 200: json(articlePage, "Articles"), 422: invalid() },
});

const searchRoute = createRoute({
  method: "get",
  path: apiPaths.articleSearch,
  summary: "The few articles whose titles, deks or bodies hold the words, in either language, best first (the recipe search's group)",
  request: {
    query: z.object({
      // As long as the recipe search's text, so the search page asks with its own words.
      q: z
        .string({ message: "validation.required" })
        .trim()
        .min(1, { message: "validation.required" })
        .max(SEARCH_TEXT_MAX_LENGTH, { message: "validation.too_long" })
        .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" }),
      limit: boundedInteger(1, 10).default(ARTICLE_SEARCH_SHOWN),
    }),
  },
  responses: { 200: json(articleSearchAnswer, "Articles found"), 422: invalid() },
});

const sitemapRoute = createRoute({
  method: "get",
  path: apiPaths.sitemapArticles,
  summary: "Every article's id, slug and last change, by id, for sitemaps",
  request: {
    query: z.object({
      page: boundedInteger(1, 100_000).default(1),
      per_page: boundedInteger(1, SITEMAP_MAX_PER_PAGE).default(1000),
    }),
  },
  responses: { 200: json(sitemapArticlePage, "One page of articles"), 422: invalid("Invalid paging") },
});

const articleRoute = createRoute({
  method: "get",
  path: apiPaths.article,
  summary: "An article by slug: its body (only the opening of a plus-only one, unless the caller is a plus member or an editor) and related recipes",
  request: { params: z.object({ article: slugParam }) },
  responses: { 200: json(articleSchema, "Article"), 404: notFound, 422: invalid() },
});

const createArticleRoute = createRoute({
  method: "post",
  path: apiPaths.articles,
  summary: "Writes an article in both languages (editors and admins); its Markdown is rendered and sanitised on the server, its slug made from its Spanish title",
  request: { body: jsonBody(articleBody) },
  responses: {
    201: json(saved, "Published"),
    401: unauthorized,
    403: forbidden("Neither an editor nor an admin"),
    422: invalid("A text out of bounds, a related recipe not published, or a title whose slug another article has"),
  },
});

const updateArticleRoute = createRoute({
  method: "put",
  path: apiPaths.article,
  summary: "Replaces an article's texts, kind, cover, flag and related recipes (editors and admins); its address stays",
  request: { params: z.object({ article: recordId }), body: jsonBody(articleBody) },
  responses: { 200: json(saved, "Saved"), 401: unauthorized, 403: forbidden("Neither an editor nor an admin"), 404: notFound, 422: invalid() },
});

/** The article as `c`'s caller may read it: a plus-only one's opening alone for visitors and free members. */
async function presentArticle(c: Context<ApiBindings>, slug: string) {
  const row = await findArticle(c.var.db, { slug });
  if (!row) throw new ApiError(404, "articles.not_found");
  const { locale } = c.var;
  const mediaBaseUrl = c.var.env.MEDIA_BASE_URL;
  const whole = !row.article.plusOnly || can(c.var.user, "use:plus-feature") || can(c.var.user, "manage:article");
  const html = locale === "en" ? (whole ? row.article.bodyHtmlEn : row.article.previewHtmlEn) : whole ? row.article.bodyHtmlEs : row.article.previewHtmlEs;
  const related = await relatedRecipesOf(c.var.db, row.article.id, locale, mediaBaseUrl);
  return { ...presentArticleSummary(row, locale, mediaBaseUrl), body_html: html, preview: !whole, related_recipes: related };
}

/** Renders both bodies and resolves the related recipes; a related recipe not published answers 422 on its field. */
async function prepareWrite(c: Context<ApiBindings>, input: ArticleInput) {
  const siteUrl = c.var.env.siteUrl;
  const slugs = relatedSlugs(input, new URL(siteUrl).origin);
  const [found, es, en] = await Promise.all([
    publishedRecipeIds(c.var.db, slugs),
    renderArticleBody(c.var.db, input.body_es, "es", siteUrl),
    renderArticleBody(c.var.db, input.body_en, "en", siteUrl),
  ]);
  // A chosen recipe must be published; a link in the body to one that is not stays a plain link.
  const missing = input.related_recipes.find((slug) => !found.ids.has(slug));
  if (missing !== undefined) {
    const message = translate(c.var.locale, "articles.recipe_not_found", { recipe: missing });
    return { refused: { message, errors: { related_recipes: [message] } as Record<string, string[]> } };
  }
  return { write: { input, es, en, related: slugs.flatMap((slug) => found.ids.get(slug) ?? []) } };
}

export const articlesRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const { kind, cursor, per_page: perPage } = c.req.valid("query");
    const page = await listArticles(c.var.db, { kind, perPage, cursor, locale: c.var.locale, mediaBaseUrl: c.var.env.MEDIA_BASE_URL });
    tagAnswer(c, [ARTICLES_TAG, ...page.data.flatMap((item) => [articleTag(item.id), memberTag(item.user.id)])]);
    return c.json(page, 200);
  })
  .openapi(searchRoute, async (c) => {
    const { q, limit } = c.req.valid("query");
    const data = await searchArticles(c.var.db, q, { limit, locale: c.var.locale, mediaBaseUrl: c.var.env.MEDIA_BASE_URL });
    tagAnswer(c, [ARTICLES_TAG, ...data.flatMap((item) => [articleTag(item.id), memberTag(item.user.id)])]);
    return c.json({ data }, 200);
  })
  .openapi(sitemapRoute, async (c) => {
    const { page, per_page: perPage } = c.req.valid("query");
    const { rows, total } = await listSitemapArticles(c.var.db, page, perPage);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ data: rows, meta: pageMeta(total, page, perPage) }, 200);
  })
  .openapi(articleRoute, async (c) => {
    const answer = await presentArticle(c, c.req.valid("param").article);
    tagAnswer(c, [articleTag(answer.id), memberTag(answer.user.id), ...recipeCardTags(answer.related_recipes)]);
    return c.json(answer, 200);
  })
  .openapi(createArticleRoute, async (c) => {
    const user = requirePermission(c, "manage:article");
    const input = c.req.valid("json");
    const prepared = await prepareWrite(c, input);
    if ("refused" in prepared) return c.json(prepared.refused, 422);
    const slug = articleSlug(input.title_es);
    const id = slug === "" ? undefined : await createArticle(c.var.db, user.id, slug, prepared.write);
    if (id === undefined) {
      const message = translate(c.var.locale, "articles.slug_taken");
      return c.json({ message, errors: { title_es: [message] } }, 422);
    }
    return c.json({ data: await presentArticle(c, slug), message: translate(c.var.locale, "articles.created") }, 201);
  })
  .openapi(updateArticleRoute, async (c) => {
    requirePermission(c, "manage:article");
    const id = c.req.valid("param").article;
    const prepared = await prepareWrite(c, c.req.valid("json"));
    if ("refused" in prepared) return c.json(prepared.refused, 422);
    if (!(await updateArticle(c.var.db, id, prepared.write))) throw new ApiError(404, "articles.not_found");
    const row = await findArticle(c.var.db, { id });
    return c.json({ data: await presentArticle(c, row!.article.slug), message: translate(c.var.locale, "articles.saved") }, 200);
  });
