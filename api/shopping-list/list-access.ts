import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { shoppingListMembers, shoppingLists } from "../db/schema";
import { ApiError } from "../http/errors";

type ShoppingListRole = "owner" | "member";

export interface ShoppingListAccess {
  list: { id: number; ownerId: number; name: string };
  role: ShoppingListRole;
}

/**
 * Who may use a shopping list: its owner and the members it is shared with (shopping_list_members),
 * for reading it, ticking, adding and clearing alike. The one answer every list call and the live
 * channel's authorisation ask. Null for anyone else, and for a list that does not exist.
 */
export async function shoppingListAccess(db: Database, listId: number, userId: number): Promise<ShoppingListAccess | null> {
  const [row] = await db
    .select({ id: shoppingLists.id, ownerId: shoppingLists.ownerId, name: shoppingLists.name, memberId: shoppingListMembers.userId })
    .from(shoppingLists)
    .leftJoin(shoppingListMembers, and(eq(shoppingListMembers.listId, shoppingLists.id), eq(shoppingListMembers.userId, userId)))
    .where(eq(shoppingLists.id, listId))
    .limit(1);
  if (!row) return null;
  const list = { id: row.id, ownerId: row.ownerId, name: row.name };
  if (row.ownerId === userId) return { list, role: "owner" };
  if (row.memberId === userId) return { list, role: "member" };
  return null;
}

/** The list for a call, or 404 (an outsider learns nothing, not even that the list exists). */
export async function requireShoppingListAccess(db: Database, listId: number, userId: number): Promise<ShoppingListAccess> {
  const access = await shoppingListAccess(db, listId, userId);
  if (!access) throw new ApiError(404, "shopping.list_not_found");
  return access;
}
