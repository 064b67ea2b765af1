import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { oneTimeTokens } from "../db/schema";
import { digest, randomSecret } from "../security/secrets";

export type OneTimeTokenPurpose = (typeof oneTimeTokens.$inferSelect)["purpose"];

/** A single-use secret for a user, valid for `minutes`; earlier unused ones of the same purpose die. */
export async function createOneTimeToken(db: Database, userId: number, purpose: OneTimeTokenPurpose, minutes: number): Promise<string> {
  const secret = randomSecret(32);
  await db.transaction(async (tx) => {
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({ userId, purpose, tokenHash: digest(secret), expiresAt: new Date(Date.now() + minutes * 60_000) });
  });
  return secret;
}

export type ConsumeResult = { status: "ok"; userId: number } | { status: "invalid" | "expired" } | { status: "used"; userId: number };

/**
 * Uses a token up. Marking it used is one conditional UPDATE, so two racing uses cannot both win.
 * With `forUserId`, a token of another member is "invalid" and stays unused: a reset link tried with
 * the wrong e-mail, or a verification link with another id, must not spend the real one.
 */
export async function consumeOneTimeToken(db: Database, purpose: OneTimeTokenPurpose, secret: string, forUserId?: number): Promise<ConsumeResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return { status: "invalid" };
  const tokenHash = digest(secret);
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  if (!row || (forUserId !== undefined && row.userId !== forUserId)) return { status: "invalid" };
  if (row.usedAt) return { status: "used", userId: row.userId };
  if (row.expiresAt.getTime() <= Date.now()) return { status: "expired" };
  const claimed = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return claimed.length === 1 ? { status: "ok", userId: row.userId } : { status: "used", userId: row.userId };
}
