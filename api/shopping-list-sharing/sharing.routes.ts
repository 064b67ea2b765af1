import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { messageResponse } from "../contract/auth";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { MEMBER_SLUG_MAX_LENGTH, SHOPPING_LIST_MAX_MEMBERS } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { SHOPPING_LIST_CHANGED_EVENT, type ShoppingListChange, shoppingListChannel } from "../contract/shopping-list-live";
import { inviteBody, shoppingListPeople, usableShoppingList } from "../contract/shopping-list-sharing";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { addressKey, recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { requireShoppingListAccess } from "../shopping-list/list-access";
import { ownShoppingListId } from "../shopping-list/list-reading";
import { countMembers, findPersonBySlug, isMember, listPeople, listUsableLists, recordInvitation, removeMember } from "./sharing-queries";

/** An owner invites at most this many handles an hour, and a handle is invited at most this many times a day, by everyone together. */
const INVITATIONS_PER_OWNER_PER_HOUR = 20;
const INVITATIONS_PER_HANDLE_PER_DAY = 10;

const listParam = z.object({ list: recordId });
const personParam = z.object({ list: recordId, member: addressKey(MEMBER_SLUG_MAX_LENGTH) });
const peopleAnswer = dataEnvelope(shoppingListPeople);
const noList = notFound("No such list, or the caller is neither its owner nor a member it is shared with");

const usableRoute = createRoute({
  method: "get",
  path: apiPaths.usableShoppingLists,
  summary: "The shopping lists the member may use: their own (made on first use) and those shared with them",
  responses: { 200: json(dataEnvelope(z.array(usableShoppingList)), "Lists"), 401: unauthorized },
});

const peopleRoute = createRoute({
  method: "get",
  path: apiPaths.shoppingListPeople,
  summary: "Who uses the list: its owner, then the members it is shared with",
  request: { params: listParam },
  responses: { 200: json(peopleAnswer, "People"), 401: unauthorized, 404: noList, 422: invalid() },
});

const inviteRoute = createRoute({
  method: "post",
  path: apiPaths.shoppingListPeople,
  summary:
    "The owner invites a member by handle (their profile slug); they join only by accepting. The answer is the same for any handle that is not oneself or already on the list, a member's or nobody's: it tells no name and whether the handle exists",
  request: { params: listParam, body: jsonBody(inviteBody) },
  responses: {
    202: json(messageResponse, "Invitation sent, if the handle is a member's"),
    401: unauthorized,
    403: forbidden("Not the list's owner, or an e-mail not verified"),
    404: noList,
    409: json(errorBody, "Already shares the list"),
    422: invalid("Oneself, or the list is shared with as many as it may be"),
    429: tooManyAttempts,
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: apiPaths.shoppingListPerson,
  summary: "The owner stops sharing the list with a member, or a member leaves it (their own handle)",
  request: { params: personParam },
  responses: {
    200: json(messageResponse, "Removed"),
    401: unauthorized,
    403: forbidden("A member removing someone else"),
    404: notFound("No such list, or that person does not share it"),
    422: invalid("The owner cannot leave their own list"),
  },
});

/** Everyone on the list hears that it changed (its people, this time), so their pages load it again. */
export function announce(c: Context<ApiBindings>, listId: number, userId: number) {
  const change: ShoppingListChange = { list_id: listId, by_user_id: userId, at: new Date().toISOString() };
  const socketId = c.req.header("X-Socket-ID");
  void c.var.services.broadcaster.publish(shoppingListChannel(listId), SHOPPING_LIST_CHANGED_EVENT, change, socketId ? { exceptSocketId: socketId } : undefined);
}

function refuse(c: Context<ApiBindings>, message: string) {
  return c.json({ message, errors: { handle: [message] } }, 422);
}

export const shoppingListSharingRouter = createRouter()
  .openapi(usableRoute, async (c) => {
    const user = requireUser(c);
    await ownShoppingListId(c.var.db, user.id, c.var.locale);
    return c.json({ data: await listUsableLists(c.var.db, user.id, c.var.locale) }, 200);
  })
  .openapi(peopleRoute, async (c) => {
    const user = requireUser(c);
    const { list } = await requireShoppingListAccess(c.var.db, c.req.valid("param").list, user.id);
    return c.json({ data: await listPeople(c.var.db, list.id) }, 200);
  })
  .openapi(inviteRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const access = await requireShoppingListAccess(c.var.db, c.req.valid("param").list, user.id);
    if (access.role !== "owner") throw new ApiError(403, "sharing.owner_only");
    const { handle } = c.req.valid("json");
    await throttle(c, "share-list", String(user.id), INVITATIONS_PER_OWNER_PER_HOUR, 3600);
    // Counted by handle, a member's or nobody's alike, so the limit itself tells nothing.
    await throttle(c, "share-list-invitee", handle, INVITATIONS_PER_HANDLE_PER_DAY, 86_400);
    if (handle === user.slug) return refuse(c, translate(c.var.locale, "sharing.self"));
    if ((await countMembers(c.var.db, access.list.id)) >= SHOPPING_LIST_MAX_MEMBERS) return refuse(c, translate(c.var.locale, "sharing.full", { max: SHOPPING_LIST_MAX_MEMBERS }));
    const invited = await findPersonBySlug(c.var.db, handle);
    // AI chefs do no shopping: to the owner they are as unknown as a handle nobody has (and a private member as any other).
    if (invited && !invited.isAiChef) {
      if (await isMember(c.var.db, access.list.id, invited.id)) throw new ApiError(409, "sharing.already_member", { name: invited.name });
      if (await recordInvitation(c.var.db, access.list, invited.id, { id: user.id, name: user.name, slug: user.slug })) c.var.services.outbox.nudge(c.var.db);
    }
    return c.json({ message: translate(c.var.locale, "sharing.invited", { handle }) }, 202);
  })
  .openapi(removeRoute, async (c) => {
    const user = requireUser(c);
    const { list: listId, member: slug } = c.req.valid("param");
    const access = await requireShoppingListAccess(c.var.db, listId, user.id);
    const person = await findPersonBySlug(c.var.db, slug.toLowerCase());
    const leaving = person?.id === user.id;
    if (access.role === "owner" && leaving) throw new ApiError(422, "sharing.owner_cannot_leave");
    if (access.role !== "owner" && !leaving) throw new ApiError(403, "sharing.owner_only");
    if (!person || !(await removeMember(c.var.db, access.list.id, person.id))) throw new ApiError(404, "sharing.not_member");
    // Their open sockets stop hearing the list now, not when they next reload (a removal is not a wish).
    await c.var.services.liveChannels.evict({ channel: shoppingListChannel(access.list.id), userId: person.id });
    announce(c, access.list.id, user.id);
    const message = leaving ? translate(c.var.locale, "sharing.left", { list: access.list.name }) : translate(c.var.locale, "sharing.removed", { name: person.name });
    return c.json({ message }, 200);
  });
