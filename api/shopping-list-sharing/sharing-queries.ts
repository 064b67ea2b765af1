import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { LineLocale } from "../contract/ingredient-line";
import type { Database } from "../db/client";
import { shoppingListInvitations, shoppingListMembers, shoppingLists, users } from "../db/schema";
import { SHOPPING_LIST_MAX_MEMBERS } from "../contract/limits";
import type { PendingInvitation, ShoppingListPerson, UsableShoppingList } from "../contract/shopping-list-sharing";
import { enqueueEvent } from "../outbox/outbox-events";
import { shoppingListInvitedEvent } from "./sharing-outbox-events";
import { shownListName } from "../shopping-list/list-reading";

/** An invitation renewed within this time notifies nobody again: remove and re-invite all day, one notification. */
const INVITATION_QUIET_HOURS = 24;

/** The owner first, then members in the order they were invited. */
export async function listPeople(db: Database, listId: number): Promise<ShoppingListPerson[]> {
  const [owner] = await db
    .select({ id: users.id, name: users.name, slug: users.slug, avatarUrl: users.avatarUrl, since: shoppingLists.createdAt })
    .from(shoppingLists)
    .innerJoin(users, eq(users.id, shoppingLists.ownerId))
    .where(eq(shoppingLists.id, listId));
  const members = await db
    .select({ id: users.id, name: users.name, slug: users.slug, avatarUrl: users.avatarUrl, since: shoppingListMembers.createdAt })
    .from(shoppingListMembers)
    .innerJoin(users, eq(users.id, shoppingListMembers.userId))
    .where(eq(shoppingListMembers.listId, listId))
    .orderBy(asc(shoppingListMembers.createdAt), asc(users.id));
  const person =
    (role: ShoppingListPerson["role"]) =>
    (row: NonNullable<typeof owner>): ShoppingListPerson => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      avatar_url: row.avatarUrl,
      role,
      since: row.since.toISOString(),
    });
  return [...(owner ? [person("owner")(owner)] : []), ...members.map(person("member"))];
}

export async function findPersonBySlug(db: Database, slug: string) {
  const [row] = await db.select({ id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef }).from(users).where(eq(users.slug, slug));
  return row;
}

export async function countMembers(db: Database, listId: number) {
  const [row] = await db.select({ n: count() }).from(shoppingListMembers).where(eq(shoppingListMembers.listId, listId));
  return row?.n ?? 0;
}

export async function isMember(db: Database, listId: number, userId: number) {
  const [row] = await db
    .select({ userId: shoppingListMembers.userId })
    .from(shoppingListMembers)
    .where(and(eq(shoppingListMembers.listId, listId), eq(shoppingListMembers.userId, userId)));
  return row !== undefined;
}

/** Adds the member; false when they were already on the list. */
async function addMember(db: Database, listId: number, userId: number, invitedById: number) {
  const added = await db.insert(shoppingListMembers).values({ listId, userId, invitedById }).onConflictDoNothing().returning({ userId: shoppingListMembers.userId });
  return added.length > 0;
}

export async function removeMember(db: Database, listId: number, userId: number) {
  const removed = await db
    .delete(shoppingListMembers)
    .where(and(eq(shoppingListMembers.listId, listId), eq(shoppingListMembers.userId, userId)))
    .returning({ userId: shoppingListMembers.userId });
  return removed.length > 0;
}

/**
 * Every list the member may use, their own first, then those shared with them by owner name; default
 * names in `locale` (decision 079), as stored when none is given (the data export).
 */
export async function listUsableLists(db: Database, userId: number, locale?: LineLocale): Promise<UsableShoppingList[]> {
  const shared = db.select({ listId: shoppingListMembers.listId }).from(shoppingListMembers).where(eq(shoppingListMembers.userId, userId));
  const rows = await db
    .select({ id: shoppingLists.id, name: shoppingLists.name, ownerId: users.id, ownerName: users.name, ownerSlug: users.slug })
    .from(shoppingLists)
    .innerJoin(users, eq(users.id, shoppingLists.ownerId))
    .where(or(eq(shoppingLists.ownerId, userId), inArray(shoppingLists.id, shared)))
    .orderBy(asc(shoppingLists.id));
  const counts = rows.length
    ? await db
        .select({ listId: shoppingListMembers.listId, n: count() })
        .from(shoppingListMembers)
        .where(
          inArray(
            shoppingListMembers.listId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(shoppingListMembers.listId)
    : [];
  const countOf = new Map(counts.map((row) => [row.listId, row.n]));
  return rows
    .map((row): UsableShoppingList => ({
      id: row.id,
      name: locale ? shownListName(row.name, locale) : row.name,
      owner: { id: row.ownerId, name: row.ownerName, slug: row.ownerSlug },
      role: row.ownerId === userId ? "owner" : "member",
      members_count: countOf.get(row.id) ?? 0,
    }))
    .sort((a, b) => (a.role === b.role ? a.owner.name.localeCompare(b.owner.name) || a.id - b.id : a.role === "owner" ? -1 : 1));
}

/**
 * Records (or renews) the invitation as pending and, unless its member was told within the quiet
 * window, owes them a notification (the outbox's, off the request). Answers whether one is owed.
 */
export async function recordInvitation(db: Database, list: { id: number; name: string }, inviteeId: number, owner: { id: number; name: string; slug: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const quiet = sql`${shoppingListInvitations.notifiedAt} > now() - ${INVITATION_QUIET_HOURS} * interval '1 hour'`;
    const [row] = await tx
      .insert(shoppingListInvitations)
      .values({ listId: list.id, inviteeId, invitedById: owner.id, status: "pending", notifiedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [shoppingListInvitations.listId, shoppingListInvitations.inviteeId],
        set: {
          status: "pending",
          invitedById: owner.id,
          updatedAt: sql`now()`,
          notifiedAt: sql`CASE WHEN ${quiet} THEN ${shoppingListInvitations.notifiedAt} ELSE now() END`,
        },
      })
      .returning({ notifiedAt: shoppingListInvitations.notifiedAt, notifiedNow: sql<boolean>`${shoppingListInvitations.notifiedAt} = now()` });
    if (!row?.notifiedNow) return false;
    await enqueueEvent(tx, shoppingListInvitedEvent, { listId: list.id, listName: list.name, inviteeId, owner, notifiedAt: row.notifiedAt!.toISOString() });
    return true;
  });
}

/** The member's pending invitations, newest first; default names in `locale`. */
export async function listPendingInvitations(db: Database, userId: number, locale: LineLocale): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ listId: shoppingLists.id, listName: shoppingLists.name, ownerName: users.name, ownerSlug: users.slug, at: shoppingListInvitations.updatedAt })
    .from(shoppingListInvitations)
    .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListInvitations.listId))
    .innerJoin(users, eq(users.id, shoppingLists.ownerId))
    .where(and(eq(shoppingListInvitations.inviteeId, userId), eq(shoppingListInvitations.status, "pending")))
    .orderBy(desc(shoppingListInvitations.updatedAt), asc(shoppingLists.id));
  return rows.map((row) => ({
    list_id: row.listId,
    list_name: shownListName(row.listName, locale),
    owner: { name: row.ownerName, slug: row.ownerSlug },
    invited_at: row.at.toISOString(),
  }));
}

export type InvitationAnswer = "accepted" | "declined" | "no_invitation" | "full";

/**
 * The invitee's answer to a pending invitation: accepting makes them a member (unless the list is
 * full by then), declining closes it. Either way the row stays, with its last notification's time.
 */
export async function answerInvitation(db: Database, listId: number, userId: number, accept: boolean): Promise<{ answer: InvitationAnswer; list?: { id: number; name: string } }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: shoppingLists.id, name: shoppingLists.name, invitedById: shoppingListInvitations.invitedById })
      .from(shoppingListInvitations)
      .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListInvitations.listId))
      .where(and(eq(shoppingListInvitations.listId, listId), eq(shoppingListInvitations.inviteeId, userId), eq(shoppingListInvitations.status, "pending")))
      .for("update", { of: shoppingListInvitations });
    if (!pending) return { answer: "no_invitation" };
    const list = { id: pending.id, name: pending.name };
    if (accept && (await countMembers(tx, listId)) >= SHOPPING_LIST_MAX_MEMBERS) return { answer: "full", list };
    await tx
      .update(shoppingListInvitations)
      .set({ status: accept ? "accepted" : "declined", updatedAt: sql`now()` })
      .where(and(eq(shoppingListInvitations.listId, listId), eq(shoppingListInvitations.inviteeId, userId)));
    if (accept) await addMember(tx, listId, userId, pending.invitedById ?? userId);
    return { answer: accept ? "accepted" : "declined", list };
  });
}
