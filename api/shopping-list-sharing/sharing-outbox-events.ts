import { z } from "zod";
import { outboxEventType } from "../outbox/outbox-events";

/**
 * An owner invited a member to their list (decision 077): the member is told, off the request, so the
 * owner's answer is the same, in status and time, whether the handle is a member's or nobody's.
 */
export const shoppingListInvitedEvent = outboxEventType(
  "shopping_list_invited",
  z.object({
    listId: z.number().int(),
    listName: z.string(),
    inviteeId: z.number().int(),
    owner: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    notifiedAt: z.string(),
  }),
  (invitation) => ({
    points: [],
    activity: [],
    notifications: [
      {
        userId: invitation.inviteeId,
        type: "shopping_list_shared",
        eventKey: `shopping-list-invitation:${invitation.listId}:${invitation.inviteeId}:${invitation.notifiedAt}`,
        facts: { actor: invitation.owner, list: { id: invitation.listId, name: invitation.listName }, link: `/user/shopping-list?invitation=${invitation.listId}` },
      },
    ],
    badges: [],
  }),
);
