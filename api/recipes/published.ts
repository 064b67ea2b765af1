import { and, gt, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes } from "../db/schema";

/**
 * "The recipe is published", the one condition every public read of recipes applies: it has a
 * publication time and that time has come (drafts have none; scheduled recipes one in the future).
 */
export const isPublished: SQL = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`))!;

/**
 * When the next scheduled recipe comes out (epoch ms; Infinity when none is scheduled): answers kept
 * for the content version are good until then, since a publication time passing is no write.
 */
export async function nextPublicationAt(db: Database): Promise<number> {
  const [row] = await db
    .select({ at: sql<number | string | null>`(extract(epoch from min(${recipes.publishedAt})) * 1000)::float8` })
    .from(recipes)
    .where(gt(recipes.publishedAt, sql`now()`));
  return row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
}
