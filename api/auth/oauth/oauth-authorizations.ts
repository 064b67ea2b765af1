import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oauthAuthorizations } from "../../db/schema";

/** Stores a sign-in's state (by digest) and PKCE verifier until the provider sends the browser back; expired ones are swept first. */
export async function saveOAuthAuthorization(db: Database, authorization: typeof oauthAuthorizations.$inferInsert) {
  await db.delete(oauthAuthorizations).where(lt(oauthAuthorizations.expiresAt, new Date()));
  await db.insert(oauthAuthorizations).values(authorization);
}

/** The unexpired sign-in with this state digest and provider, deleted as it is read: a state is single-use. */
export async function takeOAuthAuthorization(db: Database, stateHash: string, provider: string) {
  const [authorization] = await db
    .delete(oauthAuthorizations)
    .where(and(eq(oauthAuthorizations.stateHash, stateHash), eq(oauthAuthorizations.provider, provider), gt(oauthAuthorizations.expiresAt, new Date())))
    .returning();
  return authorization;
}
