import { RECORD_ID_MAX } from "../contract/limits";
import { shoppingListChannel } from "../contract/shopping-list-live";
import type { ChannelRule } from "../broadcasting/channel-rules";
import { shoppingListAccess } from "./list-access";

/** "private-shopping-list.12" → 12; undefined for any other name. */
function shoppingListIdOf(channel: string): number | undefined {
  const match = /^private-shopping-list\.(\d{1,10})$/.exec(channel);
  const id = match ? Number(match[1]) : undefined;
  return id !== undefined && id >= 1 && id <= RECORD_ID_MAX && shoppingListChannel(id) === channel ? id : undefined;
}

/**
 * Who may hear a shopping list's live channel: its owner and the members it is shared with (the
 * list's own access rule). Registered with the broadcasting routes when the API is composed (app.ts).
 */
export const shoppingListChannelRule: ChannelRule = async (db, userId, channel) => {
  const listId = shoppingListIdOf(channel);
  return listId !== undefined && (await shoppingListAccess(db, listId, userId)) !== null;
};
