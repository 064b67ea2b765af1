import { and, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { recipes } from "../db/schema";

/**
 * "The recipe is published", the one condition every public read of recipes applies: it has a
 * publication time and that time has come (drafts have none; scheduled recipes one in the future),
 * and it is not deleted (a deleted recipe keeps its publication time, to come back as it was when
 * restored; decision 052). The search index reads the same rule in its own query (recipe-index.ts).
 */
export const isPublished: SQL = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`), isNull(recipes.deletedAt))!;
