import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type ArticleKind, articleKinds } from "../../contract/articles";
import { recipes } from "./recipes";
import { users } from "./users";

/**
 * Editorial articles (issue 34, decision 103): one row holds both languages, as recipes and forum
 * categories do; each language's Markdown source is kept for editing, with the sanitised HTML and
 * the plus-only preview rendered from it when written, and its reading time.
 */
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    kind: text("kind").$type<ArticleKind>().notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    dekEs: text("dek_es").notNull(),
    dekEn: text("dek_en").notNull(),
    bodySourceEs: text("body_source_es").notNull(),
    bodySourceEn: text("body_source_en").notNull(),
    bodyHtmlEs: text("body_html_es").notNull(),
    bodyHtmlEn: text("body_html_en").notNull(),
    previewHtmlEs: text("preview_html_es").notNull(),
    previewHtmlEn: text("preview_html_en").notNull(),
    readingMinutesEs: integer("reading_minutes_es").notNull(),
    readingMinutesEn: integer("reading_minutes_en").notNull(),
    coverUrl: text("cover_url"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    plusOnly: boolean("plus_only").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("articles_slug").on(table.slug),
    index("articles_published_idx").on(table.publishedAt, table.id),
    index("articles_kind_published_idx").on(table.kind, table.publishedAt, table.id),
    check("articles_kind", sql.raw(`kind in (${articleKinds.map((kind) => `'${kind}'`).join(", ")})`)),
  ],
);

/** The recipes an article names as related: chosen by its editor, then those its bodies link to, in order. */
export const articleRecipes = pgTable(
  "article_recipes",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.recipeId] }), index("article_recipes_recipe_idx").on(table.recipeId)],
);
