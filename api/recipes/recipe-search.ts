import { and, count, desc, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import type { RecipeSummaryRow } from "./recipe-queries";

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const folded = (column: AnyPgColumn) => sql`immutable_unaccent(lower(${column}))`;

/**
 * Plain text search over titles and descriptions in both languages, accents and case folded;
 * title matches rank first, then the newest. (The full-text search with filters replaces this.)
 */
export async function searchRecipes(db: Database, { q, page, perPage }: { q: string; page: number; perPage: number }) {
  const published = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`));
  const pattern = q ? sql`immutable_unaccent(lower(${`%${escapeLike(q)}%`}))` : undefined;
  const titleMatch = pattern ? or(sql`${folded(recipes.titleEs)} like ${pattern}`, sql`${folded(recipes.titleEn)} like ${pattern}`) : undefined;
  const anyMatch = pattern
    ? or(titleMatch, sql`${folded(recipes.descriptionEs)} like ${pattern}`, sql`${folded(recipes.descriptionEn)} like ${pattern}`)
    : undefined;
  const where = and(published, anyMatch);

  const [totals] = await db.select({ total: count() }).from(recipes).where(where);
  const rows: RecipeSummaryRow[] = await db
    .select({
      recipe: recipes,
      author: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
    })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(where)
    .orderBy(...(titleMatch ? [desc(sql`(${titleMatch})`)] : []), desc(recipes.publishedAt), desc(recipes.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: totals?.total ?? 0 };
}
