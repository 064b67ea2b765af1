import { and, count, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import type { RecipeSummaryRow } from "../recipes/recipe-queries";

/** How close a typed word must be to a title word to count as a typo of it ("gaspacho" ~ "gazpacho" is 0.5). */
const TYPO_SIMILARITY = 0.45;

/**
 * Text search over titles and descriptions in both languages (migration 0003): stemmed full text
 * with accents folded, plus trigram similarity on titles for typos. Best matches first, then the
 * newest. The filters and facets of the catalogue build on this.
 */
export async function searchRecipes(db: Database, { q, page, perPage }: { q: string; page: number; perPage: number }) {
  const published = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`));
  // recipes.search_document is a generated column kept out of the drizzle schema (see the migration).
  const document = sql`recipes.search_document`;
  const spanish = sql`websearch_to_tsquery('sazon_es', ${q})`;
  const english = sql`websearch_to_tsquery('sazon_en', ${q})`;
  const folded = sql`immutable_unaccent(lower(${q}))`;
  const titleSimilarity = sql`greatest(word_similarity(${folded}, immutable_unaccent(lower(${recipes.titleEs}))), word_similarity(${folded}, immutable_unaccent(lower(${recipes.titleEn}))))`;
  const matches = q ? sql`(${document} @@ ${spanish} or ${document} @@ ${english} or ${titleSimilarity} >= ${TYPO_SIMILARITY})` : undefined;
  const where = and(published, matches);
  const rank = q ? sql`(ts_rank_cd(${document}, ${spanish}) + ts_rank_cd(${document}, ${english}) + ${titleSimilarity})` : undefined;

  const [totals] = await db.select({ total: count() }).from(recipes).where(where);
  const rows: RecipeSummaryRow[] = await db
    .select({
      recipe: recipes,
      author: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
    })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(where)
    .orderBy(...(rank ? [desc(rank)] : []), desc(recipes.publishedAt), desc(recipes.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: totals?.total ?? 0 };
}
