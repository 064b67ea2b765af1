import { z } from "zod";
import { messageResponse } from "#api/contract/auth";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { pendingInvitation, shoppingListPeople, usableShoppingList } from "#api/contract/shopping-list-sharing";
import type { ApiClient } from "./client.server";

const peopleAnswer = dataEnvelope(shoppingListPeople);
const pendingAnswer = dataEnvelope(z.array(pendingInvitation));
const usableAnswer = dataEnvelope(z.array(usableShoppingList));

/** Sharing a shopping list (decision 048): who is on it, inviting by handle, removing and leaving. */
export async function getUsableShoppingLists(api: ApiClient) {
  return (await api.get(apiPaths.usableShoppingLists, usableAnswer)).data;
}

export async function getShoppingListPeople(api: ApiClient, listId: number) {
  return (await api.get(apiPath(apiPaths.shoppingListPeople, { list: listId }), peopleAnswer)).data;
}

/** 202 with the same words for any handle (decision 077); 422 (oneself, a full list), 409 (already on it), 403 (not the owner), 429. */
export function inviteToShoppingList(api: ApiClient, listId: number, handle: string) {
  return api.post(apiPath(apiPaths.shoppingListPeople, { list: listId }), messageResponse, { handle });
}

/** Invitations to other members' lists waiting for the member's answer. */
export async function getPendingInvitations(api: ApiClient) {
  return (await api.get(apiPaths.shoppingListInvitations, pendingAnswer)).data;
}

/** The invited member accepts or declines; 404 when nothing is pending. */
export function answerShoppingListInvitation(api: ApiClient, listId: number, accept: boolean) {
  return api.post(apiPath(accept ? apiPaths.acceptShoppingListInvitation : apiPaths.declineShoppingListInvitation, { list: listId }), messageResponse, {});
}

/** The owner removing a member, or a member leaving (their own handle). */
export function removeFromShoppingList(api: ApiClient, listId: number, member: string) {
  return api.delete(apiPath(apiPaths.shoppingListPerson, { list: listId, member }), messageResponse);
}
