import { and, gt, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes } from "../db/schema";

/**
 * "The recipe is published", the one condition every public read of recipes applies: it has a
 * publication time and that time has come (drafts have none; scheduled recipes one in the future),
 * and it is not deleted (a deleted recipe keeps its publication time, to come back as it was when
 * restored; decision 052). The search index reads the same rule in its own query (recipe-index.ts).
 */
export const isPublished: SQL = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`), isNull(recipes.deletedAt))!;

/**
 * When the next scheduled recipe comes out (epoch ms; Infinity when none is scheduled): answers kept
 * for the content version are good until then, since a publication time passing is no write.
 */
export async function nextPublicationAt(db: Database): Promise<number> {
  const [row] = await db
    .select({ at: sql<number | string | null>`(extract(epoch from min(${recipes.publishedAt})) * 1000)::float8` })
    .from(recipes)
    .where(and(gt(recipes.publishedAt, sql`now()`), isNull(recipes.deletedAt)));
  return row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
}
