import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { shoppingListMembers, shoppingLists, users } from "../db/schema";
import type { ShoppingListPerson, UsableShoppingList } from "../contract/shopping-list-sharing";

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

/** Adds the member; false when they were already on the list. */
export async function addMember(db: Database, listId: number, userId: number, invitedById: number) {
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

/** Every list the member may use, their own first, then those shared with them by owner name. */
export async function listUsableLists(db: Database, userId: number): Promise<UsableShoppingList[]> {
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
      name: row.name,
      owner: { id: row.ownerId, name: row.ownerName, slug: row.ownerSlug },
      role: row.ownerId === userId ? "owner" : "member",
      members_count: countOf.get(row.id) ?? 0,
    }))
    .sort((a, b) => (a.role === b.role ? a.owner.name.localeCompare(b.owner.name) || a.id - b.id : a.role === "owner" ? -1 : 1));
}
