import { and, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import type { RecipeCard } from "../markdown/safe-markdown";
import { isPublished } from "./published";

/** The published recipes a text links to on lines of their own, as the cards its Markdown shows (forum posts, articles), by slug. */
export async function recipeCardsFor(db: Database, slugs: string[], locale: ApiLocale): Promise<Map<string, RecipeCard>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn, image: recipes.featuredImageUrl })
    .from(recipes)
    .where(and(inArray(recipes.slug, slugs), isPublished));
  return new Map(
    rows.map((row) => [row.slug, { slug: row.slug, title: pickText(locale, row.titleEs, row.titleEn), imagePath: row.image?.startsWith("/api/media/") ? row.image : null }]),
  );
}
