import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberKitchenSettings } from "../db/schema";
import { randomSecret } from "../security/secrets";

/** The zone the planner's days are in when the member has not chosen one (the site's home). */
const DEFAULT_TIME_ZONE = "Europe/Madrid";

/** The member's planner settings: time zone and calendar feed token (the pantry's columns are not read here). */
export async function readPlannerSettings(db: Database, userId: number) {
  const [row] = await db
    .select({ timeZone: memberKitchenSettings.timeZone, token: memberKitchenSettings.calendarFeedToken })
    .from(memberKitchenSettings)
    .where(eq(memberKitchenSettings.userId, userId))
    .limit(1);
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, token: row?.token ?? null };
}

export async function setTimeZone(db: Database, userId: number, timeZone: string) {
  await db
    .insert(memberKitchenSettings)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: memberKitchenSettings.userId, set: { timeZone, updatedAt: new Date() } });
}

/**
 * A new feed token, replacing the old one (whose addresses then answer 404). It is kept as it is,
 * not digested: the member copies the address again from the planner page (docs/decisions/046).
 */
export async function renewFeedToken(db: Database, userId: number): Promise<string> {
  const token = randomSecret(32);
  await db
    .insert(memberKitchenSettings)
    .values({ userId, calendarFeedToken: token })
    .onConflictDoUpdate({ target: memberKitchenSettings.userId, set: { calendarFeedToken: token, updatedAt: new Date() } });
  return token;
}

export async function revokeFeedToken(db: Database, userId: number) {
  await db.update(memberKitchenSettings).set({ calendarFeedToken: null, updatedAt: new Date() }).where(eq(memberKitchenSettings.userId, userId));
}

/** The member a feed token belongs to, with their zone; undefined for an unknown or revoked token. */
export async function findFeedOwner(db: Database, token: string) {
  const [row] = await db
    .select({ userId: memberKitchenSettings.userId, timeZone: memberKitchenSettings.timeZone })
    .from(memberKitchenSettings)
    .where(eq(memberKitchenSettings.calendarFeedToken, token))
    .limit(1);
  return row;
}
