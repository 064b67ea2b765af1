import { and, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { recipes } from "../db/schema";

/**
 * "The recipe is published", the one condition every public read of recipes applies: it has a
 * publication time and that time has come (drafts have none; scheduled recipes one in the future).
 */
export const isPublished: SQL = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`))!;
