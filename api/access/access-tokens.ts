import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { personalAccessTokens, users } from "../db/schema";
import { preparedPerDatabase } from "../db/prepared-per-database";
import { grantedRolesOf } from "../permissions/role-grants";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { digest, randomSecret } from "../security/secrets";
import type { TokenUses } from "./token-uses";

/** Issues a bearer token "{id}|{secret}" (Sanctum's format); only the secret's digest is stored. */
export async function issueAccessToken(db: Database, userId: number, name: string): Promise<string> {
  const secret = randomSecret(30);
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId, name, tokenHash: digest(secret) })
    .returning({ id: personalAccessTokens.id });
  return `${row!.id}|${secret}`;
}

const tokenLookup = preparedPerDatabase((db) =>
  db
    .select({ user: users, roles: grantedRolesOf(users.id), tokenId: personalAccessTokens.id, lastUsedAt: personalAccessTokens.lastUsedAt })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(
      and(
        eq(personalAccessTokens.id, sql.placeholder("id")),
        eq(personalAccessTokens.tokenHash, sql.placeholder("tokenHash")),
        or(isNull(personalAccessTokens.expiresAt), gt(personalAccessTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1)
    .prepare("access_token_member"),
);

/** The user behind a bearer token, or undefined for an unknown, revoked or expired one. */
export async function findUserByAccessToken(db: Database, token: string, uses: TokenUses): Promise<{ user: AuthenticatedUser; tokenId: number } | undefined> {
  const match = /^(\d{1,10})\|([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return undefined;
  const [row] = await tokenLookup(db).execute({ id: Number(match[1]), tokenHash: digest(match[2]!) });
  if (!row) return undefined;
  // Recording every use would write on every request; once a minute is enough to see activity.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) uses.record(db, row.tokenId);
  return { user: { ...row.user, roles: row.roles }, tokenId: row.tokenId };
}

export async function revokeAccessToken(db: Database, tokenId: number) {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
}

/** Signs the member out everywhere but the session making the request. */
export async function revokeOtherAccessTokens(db: Database, userId: number, keptTokenId: number) {
  await db.delete(personalAccessTokens).where(and(eq(personalAccessTokens.userId, userId), ne(personalAccessTokens.id, keptTokenId)));
}

export async function revokeAllAccessTokens(db: Database, userId: number) {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
}
