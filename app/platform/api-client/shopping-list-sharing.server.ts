import { z } from "zod";
import { messageResponse } from "#api/contract/auth";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { shoppingListPeople, usableShoppingList } from "#api/contract/shopping-list-sharing";
import type { ApiClient } from "./client.server";

const peopleAnswer = dataEnvelope(shoppingListPeople);
const invitedAnswer = peopleAnswer.extend({ message: z.string() });
const usableAnswer = dataEnvelope(z.array(usableShoppingList));

/** Sharing a shopping list (decision 048): who is on it, inviting by handle, removing and leaving. */
export async function getUsableShoppingLists(api: ApiClient) {
  return (await api.get(apiPaths.usableShoppingLists, usableAnswer)).data;
}

export async function getShoppingListPeople(api: ApiClient, listId: number) {
  return (await api.get(apiPath(apiPaths.shoppingListPeople, { list: listId }), peopleAnswer)).data;
}

/** 422 (unknown handle, oneself), 409 (already on it), 403 (not the owner). */
export function inviteToShoppingList(api: ApiClient, listId: number, handle: string) {
  return api.post(apiPath(apiPaths.shoppingListPeople, { list: listId }), invitedAnswer, { handle });
}

/** The owner removing a member, or a member leaving (their own handle). */
export function removeFromShoppingList(api: ApiClient, listId: number, member: string) {
  return api.delete(apiPath(apiPaths.shoppingListPerson, { list: listId, member }), messageResponse);
}
