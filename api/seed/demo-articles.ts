import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { demoArticles } from "./data/articles";
import { createArticle } from "./factories";

const DAY = 86_400_000;
/** The demo site's own origin: recipe links are written as paths, which need none. */
const SITE = "http://localhost";
/** The demo's editor (api/seed/data/people.ts) writes them. */
const EDITOR = "ramon-ibarra";

/**
 * The demo's twelve articles (issue 34, decision 103), technique guides and ingredient stories in
 * both languages, two of them plus-only, each with its cover borrowed from a recipe it links to.
 */
export async function seedDemoArticles(db: Database, now = new Date()): Promise<number> {
  const [editor] = await db.select({ id: users.id }).from(users).where(eq(users.slug, EDITOR));
  if (!editor) return 0;
  const covers = new Map(
    (
      await db
        .select({ slug: recipes.slug, url: recipes.featuredImageUrl, width: recipes.featuredImageWidth, height: recipes.featuredImageHeight })
        .from(recipes)
        .where(
          inArray(
            recipes.slug,
            demoArticles.map((article) => article.cover),
          ),
        )
    ).map((row) => [row.slug, row]),
  );
  for (const article of demoArticles) {
    const cover = covers.get(article.cover);
    await createArticle(
      db,
      editor.id,
      {
        kind: article.kind,
        title_es: article.es.title,
        title_en: article.en.title,
        dek_es: article.es.dek,
        dek_en: article.en.dek,
        body_es: article.es.body,
        body_en: article.en.body,
        cover: cover?.url?.startsWith("/api/media/") && cover.width && cover.height ? { url: cover.url, width: cover.width, height: cover.height } : null,
        plus_only: article.plusOnly ?? false,
        related_recipes: article.related,
      },
      { siteUrl: SITE, publishedAt: new Date(now.getTime() - article.daysAgo * DAY) },
    );
  }
  return demoArticles.length;
}
