/**
 * A shared shopping list's live channel (Pusher protocol, private: only the list's owner and the
 * members it is shared with are signed in to it). Every change to the list's lines is announced with
 * this event; the pages that show the list load it again.
 */
export const shoppingListChannel = (listId: number) => `private-shopping-list.${listId}`;

export const SHOPPING_LIST_CHANGED_EVENT = "shopping-list.changed";

export interface ShoppingListChange {
  list_id: number;
  /** Who made the change, so their own page need not reload twice. */
  by_user_id: number;
  /** When the server applied it (ISO 8601). */
  at: string;
}
