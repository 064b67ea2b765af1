import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { ArticleInput, ArticleKind, ArticleSummary } from "../contract/articles";
import { ARTICLE_RELATED_RECIPES_MAX } from "../contract/limits";
import type { RecipeSummary } from "../contract/recipes";
import { slugify } from "../contract/text";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { articleRecipes, articles, recipes, users } from "../db/schema";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { recipeLinksIn } from "../markdown/safe-markdown";
import { isPublished } from "../recipes/published";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { findRecipeSummariesInOrder } from "../recipes/recipe-queries";
import type { RenderedBody } from "./article-rendering";

/** Editorial articles (decision 103): lists newest first by cursor, one by slug, and an editor's writes. */

export const articleColumns = {
  article: articles,
  publishedAt: sql<string>`${articles.publishedAt}::text`,
  author: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
};
export type ArticleRow = {
  article: typeof articles.$inferSelect;
  publishedAt: string;
  author: { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };
};

const selectArticles = (db: Database) => db.select(articleColumns).from(articles).innerJoin(users, eq(users.id, articles.authorId));

/** Stored media keys are site paths ("/api/media/…"); a configured media host goes in front. */
const mediaUrl = (path: string, mediaBaseUrl: string) => (path.startsWith("/") ? `${mediaBaseUrl}${path}` : path);

export function presentArticleSummary({ article, author }: ArticleRow, locale: ApiLocale, mediaBaseUrl: string): ArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    kind: article.kind,
    title: pickText(locale, article.titleEs, article.titleEn),
    dek: pickText(locale, article.dekEs, article.dekEn),
    cover:
      article.coverUrl && article.coverWidth && article.coverHeight
        ? { url: mediaUrl(article.coverUrl, mediaBaseUrl), width: article.coverWidth, height: article.coverHeight }
        : null,
    user: { id: author.id, name: author.name, slug: author.slug, is_ai_chef: author.isAiChef, avatar_url: author.avatarUrl },
    reading_minutes: locale === "en" ? article.readingMinutesEn : article.readingMinutesEs,
    plus_only: article.plusOnly,
    published_at: article.publishedAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  };
}

const articleCursor = z.tuple([cursorTime, cursorRecordId]);

/** Newest first, a page at a time; `kind` keeps one kind. */
export async function listArticles(db: Database, options: { kind?: ArticleKind; perPage: number; cursor?: string; locale: ApiLocale; mediaBaseUrl: string }) {
  const after = decodeCursor(options.cursor, articleCursor);
  const conditions: (SQL | undefined)[] = [
    options.kind === undefined ? undefined : eq(articles.kind, options.kind),
    after ? sql`(${articles.publishedAt}, ${articles.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
  ];
  const rows = await selectArticles(db)
    .where(and(...conditions))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(options.perPage + 1);
  const page = rows.slice(0, options.perPage);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentArticleSummary(row, options.locale, options.mediaBaseUrl)),
    meta: { per_page: options.perPage, next_cursor: rows.length > options.perPage && last ? encodeCursor([last.publishedAt, last.article.id]) : null },
  };
}

export async function findArticle(db: Database, key: { slug: string } | { id: number }): Promise<ArticleRow | undefined> {
  const [row] = await selectArticles(db).where("slug" in key ? eq(articles.slug, key.slug) : eq(articles.id, key.id));
  return row;
}

/** An article's related recipes that are published, in its order, as cards. */
export async function relatedRecipesOf(db: Database, articleId: number, locale: ApiLocale, mediaBaseUrl: string): Promise<RecipeSummary[]> {
  const linked = await db
    .select({ id: articleRecipes.recipeId })
    .from(articleRecipes)
    .innerJoin(recipes, eq(recipes.id, articleRecipes.recipeId))
    .where(and(eq(articleRecipes.articleId, articleId), isPublished))
    .orderBy(asc(articleRecipes.position));
  const rows = await findRecipeSummariesInOrder(
    db,
    linked.map((row) => row.id),
  );
  return rows.map((row) => presentRecipeSummary(row, locale, mediaBaseUrl));
}

/** The published recipes of these slugs, by slug; the first slug not found, if any. */
export async function publishedRecipeIds(db: Database, slugs: string[]): Promise<{ ids: Map<string, number>; missing?: string }> {
  if (slugs.length === 0) return { ids: new Map() };
  const rows = await db
    .select({ id: recipes.id, slug: recipes.slug })
    .from(recipes)
    .where(and(sql`${recipes.slug} = any(${`{${slugs.join(",")}}`}::text[])`, isPublished));
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return { ids, missing: slugs.find((slug) => !ids.has(slug)) };
}

/** The related recipes' slugs: the editor's choice first, then those either body links to, each once, at most ARTICLE_RELATED_RECIPES_MAX. */
export function relatedSlugs(input: Pick<ArticleInput, "related_recipes" | "body_es" | "body_en">, siteOrigin: string): string[] {
  const linked = [...recipeLinksIn(input.body_es, siteOrigin, ARTICLE_RELATED_RECIPES_MAX), ...recipeLinksIn(input.body_en, siteOrigin, ARTICLE_RELATED_RECIPES_MAX)];
  return [...new Set([...input.related_recipes, ...linked])].slice(0, ARTICLE_RELATED_RECIPES_MAX);
}

/** A title's slug, kept short: an article's address (it stays when its title is edited). */
export const articleSlug = (title: string) => slugify(title).slice(0, 80).replace(/-+$/, "");

interface ArticleWrite {
  input: ArticleInput;
  es: RenderedBody;
  en: RenderedBody;
  /** Published recipe ids in their order. */
  related: number[];
}

const columnsOf = ({ input, es, en }: ArticleWrite) => sql`
  ${input.kind}, ${input.title_es}, ${input.title_en}, ${input.dek_es}, ${input.dek_en},
  ${es.source}, ${en.source}, ${es.html}, ${en.html}, ${es.previewHtml}, ${en.previewHtml}, ${es.readingMinutes}::int, ${en.readingMinutes}::int,
  ${input.cover?.url ?? null}, ${input.cover?.width ?? null}::int, ${input.cover?.height ?? null}::int, ${input.plus_only}`;

/** The article's related recipes, as `saved` (a CTE naming its id) says, in one statement with the article's own write. */
const relatedWrites = (related: number[]) => sql`
  dropped as (delete from article_recipes l using saved where l.article_id = saved.id and l.recipe_id <> all(${`{${related.join(",")}}`}::int[])),
  linked as (
    insert into article_recipes (article_id, recipe_id, position)
    select saved.id, related.id, related.position::int from saved, unnest(${`{${related.join(",")}}`}::int[]) with ordinality as related(id, position)
    on conflict (article_id, recipe_id) do update set position = excluded.position
  )`;

/** A new article and its related recipes in one statement; undefined when its slug is taken. */
export async function createArticle(db: Database, authorId: number, slug: string, write: ArticleWrite): Promise<number | undefined> {
  const result = await db.execute(sql`
    with saved as (
      insert into articles (slug, author_id, kind, title_es, title_en, dek_es, dek_en, body_source_es, body_source_en, body_html_es, body_html_en,
        preview_html_es, preview_html_en, reading_minutes_es, reading_minutes_en, cover_url, cover_width, cover_height, plus_only)
      values (${slug}, ${authorId}, ${columnsOf(write)})
      on conflict (slug) do nothing
      returning id
    ),
    ${relatedWrites(write.related)}
    select id from saved`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

/** An article's new texts, cover, flag and related recipes in one statement; its slug and author stay. False when there is no such article. */
export async function updateArticle(db: Database, id: number, write: ArticleWrite): Promise<boolean> {
  const result = await db.execute(sql`
    with saved as (
      update articles set (kind, title_es, title_en, dek_es, dek_en, body_source_es, body_source_en, body_html_es, body_html_en,
        preview_html_es, preview_html_en, reading_minutes_es, reading_minutes_en, cover_url, cover_width, cover_height, plus_only) = (${columnsOf(write)}), updated_at = now()
      where id = ${id}
      returning id
    ),
    ${relatedWrites(write.related)}
    select id from saved`);
  return rowsOf<{ id: number }>(result).length > 0;
}

/** Every article's slug and last change, by id, a page at a time, for the sitemap. */
export async function listSitemapArticles(db: Database, page: number, perPage: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: articles.id, slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .orderBy(asc(articles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(articles),
  ]);
  return { rows: rows.map((row) => ({ id: row.id, slug: row.slug, updated_at: row.updatedAt.toISOString() })), total: counted?.total ?? 0 };
}
