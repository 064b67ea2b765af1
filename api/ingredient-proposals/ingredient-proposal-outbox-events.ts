import { z } from "zod";
import { outboxEventType } from "../outbox/outbox-events";

/** An admin's decision on an ingredient proposal (decision 058): its member is told, with the reason if any. */
export const ingredientProposalDecidedEvent = outboxEventType(
  "ingredient_proposal_decided",
  z.object({
    id: z.number().int(),
    userId: z.number().int(),
    nameEs: z.string().nullable(),
    nameEn: z.string().nullable(),
    approved: z.boolean(),
    reason: z.string().nullable(),
  }),
  (proposal) => ({
    points: [],
    activity: [],
    notifications: [
      {
        userId: proposal.userId,
        type: "ingredient_proposal_decided",
        eventKey: `ingredient_proposal:${proposal.id}`,
        facts: {
          proposal: { name_es: proposal.nameEs ?? "", name_en: proposal.nameEn ?? "", approved: proposal.approved, reason: proposal.reason },
          // Their recipes, where a draft's unmatched line now matches (or still waits for another name).
          link: "/user/recipes",
        },
      },
    ],
    badges: [],
  }),
);
