import { createRoute, z } from "@hono/zod-openapi";
import { messageResponse } from "../contract/auth";
import { dataEnvelope } from "../contract/envelopes";
import { SHOPPING_LIST_MAX_MEMBERS } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { pendingInvitation } from "../contract/shopping-list-sharing";
import { requireUser } from "../access/auth-middleware";
import { recordId } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, notFound, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { announce } from "./sharing.routes";
import { answerInvitation, listPendingInvitations } from "./sharing-queries";

const listParam = z.object({ list: recordId });
const noInvitation = notFound("No pending invitation to that list for the caller");

const pendingRoute = createRoute({
  method: "get",
  path: apiPaths.shoppingListInvitations,
  summary: "Invitations to other members' shopping lists waiting for the member's answer, newest first",
  responses: { 200: json(dataEnvelope(z.array(pendingInvitation)), "Pending invitations"), 401: unauthorized },
});

const answerRoute = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path,
    summary,
    request: { params: listParam },
    responses: {
      200: json(messageResponse, "Answered"),
      401: unauthorized,
      404: noInvitation,
      422: invalid("The list is shared with as many as it may be (accepting)"),
    },
  });

const acceptRoute = answerRoute(apiPaths.acceptShoppingListInvitation, "The invited member accepts: they use the list from now on");
const declineRoute = answerRoute(apiPaths.declineShoppingListInvitation, "The invited member declines; the owner may invite them again (without a new notification within a day)");

/** The invited member's side of sharing (decision 077): see what waits, accept or decline. */
export const shoppingListInvitationsRouter = createRouter()
  .openapi(pendingRoute, async (c) => c.json({ data: await listPendingInvitations(c.var.db, requireUser(c).id, c.var.locale) }, 200))
  .openapi(acceptRoute, async (c) => {
    const user = requireUser(c);
    const { answer, list } = await answerInvitation(c.var.db, c.req.valid("param").list, user.id, true);
    if (answer === "no_invitation") throw new ApiError(404, "sharing.no_invitation");
    if (answer === "full") throw new ApiError(422, "sharing.full", { max: SHOPPING_LIST_MAX_MEMBERS });
    announce(c, list!.id, user.id);
    return c.json({ message: translate(c.var.locale, "sharing.accepted", { list: list!.name }) }, 200);
  })
  .openapi(declineRoute, async (c) => {
    const user = requireUser(c);
    const { answer, list } = await answerInvitation(c.var.db, c.req.valid("param").list, user.id, false);
    if (answer === "no_invitation") throw new ApiError(404, "sharing.no_invitation");
    return c.json({ message: translate(c.var.locale, "sharing.declined", { list: list!.name }) }, 200);
  });
