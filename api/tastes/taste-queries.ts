import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberTastes } from "../db/schema";

export interface StoredTastes {
  diets: string[];
  dislikes: string[];
  cuisines: string[];
}

/** The member's saved tastes, or undefined before they saved or skipped the onboarding. */
export async function findTastes(db: Database, userId: number): Promise<StoredTastes | undefined> {
  const [row] = await db
    .select({ diets: memberTastes.diets, dislikes: memberTastes.dislikes, cuisines: memberTastes.cuisines })
    .from(memberTastes)
    .where(eq(memberTastes.userId, userId))
    .limit(1);
  return row;
}

/** Saves the member's tastes in one statement (a skip saves empty lists: they have been asked). */
export async function saveTastes(db: Database, userId: number, tastes: StoredTastes) {
  await db
    .insert(memberTastes)
    .values({ userId, ...tastes })
    .onConflictDoUpdate({ target: memberTastes.userId, set: { ...tastes, updatedAt: sql`now()` } });
}
