import { z } from "zod";
import { MEMBER_SLUG_MAX_LENGTH, RECORD_ID_MAX } from "#api/contract/limits";

/** A list's id as a form sends it. */
const listId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(RECORD_ID_MAX));

/** What the sharing forms post: invite by handle (the owner), remove someone (the owner), leave (a member). No list is the member's own. */
export const sharingFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    list: listId.optional(),
    handle: z
      .string()
      .trim()
      .min(1)
      .max(MEMBER_SLUG_MAX_LENGTH + 1),
  }),
  z.object({ intent: z.literal("remove"), list: listId.optional(), member: z.string().trim().min(1).max(MEMBER_SLUG_MAX_LENGTH) }),
  z.object({ intent: z.literal("leave"), list: listId }),
  // The invited member's answer (decision 077).
  z.object({ intent: z.literal("accept"), list: listId }),
  z.object({ intent: z.literal("decline"), list: listId }),
]);

/** A sharing form's answer to a page that stays (JavaScript), or drawn with the refusal (none). */
export interface SharingAnswer {
  intent: string;
  message?: string;
  error?: string;
  handle?: string;
}

/** What a plain post comes back with, in `?sharing=`. */
export const sharingOutcomes = ["invited", "removed", "left", "accepted", "declined"] as const;
