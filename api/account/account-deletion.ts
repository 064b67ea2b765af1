import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { FileStore } from "../file-store/file-store";
import { avatarKeysOf } from "./avatars";

/**
 * Deletes a member and what is theirs, at once, as the privacy page says (decision 042). One
 * transaction: the notifications that name them (a follow, a review) in other members' lists; the
 * effects their writes still owed in the outbox (they would reward or notify about nobody); then the
 * member, whose rows go with them by the schema's cascades — sessions (every bearer token, so every
 * browser is signed out at its next request), one-time links, follows both ways, reviews (0010's
 * trigger takes each off its recipe's rating and count), cooksnaps (0020's likewise), their recipes, their own notifications,
 * points, badges and active days. The e-mail address is free again when it commits. The points
 * others earned from them stay: points reward what happened (decision 019). Their avatar files go
 * after the commit.
 */
export async function deleteAccount(db: Database, uploads: FileStore, userId: number) {
  const id = String(userId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from notifications where data->'actor'->>'id' = ${id}`);
    await tx.execute(sql`
      delete from outbox_events where processed_at is null and (
        payload->'follower'->>'id' = ${id} or payload->>'followedId' = ${id}
        or payload->'reviewer'->>'id' = ${id} or payload->'cook'->>'id' = ${id} or payload->'recipe'->>'authorId' = ${id})`);
    await tx.delete(users).where(eq(users.id, userId));
  });
  await uploads.delete(await avatarKeysOf(uploads, userId));
}
