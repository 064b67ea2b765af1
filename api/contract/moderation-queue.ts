import { z } from "zod";
import { flagReasons } from "./flags";
import { flagDecisions, forumModerationBody, heldPostDecisions } from "./forums";
import { CURSOR_MAX_LENGTH, MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";

/**
 * The site's moderation queue (decisions 094 and 097): new members' forum posts held for approval,
 * forum posts, reviews and cooksnaps members flagged, and how many ingredient proposals wait on
 * their own page (decision 058). Both lists come 50 at a time, by cursor.
 */
export const heldPostKinds = ["thread", "reply"] as const;
export type HeldPostKind = (typeof heldPostKinds)[number];
/** What members flag: a forum post, a review, a cooksnap. */
export const flaggedKinds = [...heldPostKinds, "review", "cooksnap"] as const;
export type FlaggedKind = (typeof flaggedKinds)[number];

const heldForumPost = z.object({
  kind: z.enum(heldPostKinds),
  id: z.number().int(),
  /** The thread it opens or answers. */
  thread: z.object({ id: z.number().int(), key: z.string(), title: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** Rendered and sanitised when written (decision 084). */
  body_html: z.string(),
  created_at: z.string(),
});
export type HeldForumPost = z.infer<typeof heldForumPost>;

const flaggedItem = z.object({
  kind: z.enum(flaggedKinds),
  id: z.number().int(),
  /** A forum post's thread; a review's or cooksnap's recipe. */
  thread: z.object({ id: z.number().int(), key: z.string(), title: z.string() }).nullable(),
  recipe: z.object({ slug: z.string(), title: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** A forum post's, rendered and sanitised when written (decision 084). */
  body_html: z.string().nullable(),
  /** A review's text or a cooksnap's comment: plain text. */
  text: z.string().nullable(),
  rating: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  /** Hidden by its flags until this review. */
  hidden: z.boolean(),
  /** Members who flagged it (one flag each). */
  reporters: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(flagReasons), count: z.number().int() })),
  /** The latest flags' notes, newest first, with who wrote them. */
  notes: z.array(z.object({ reason: z.enum(flagReasons), note: z.string(), user: z.string(), at: z.string() })),
});
export type FlaggedItem = z.infer<typeof flaggedItem>;

/** The queue's pages: each list's cursor (the last one's key), none for its first 50. */
export const moderationQueueQuery = z.object({
  held: z.string().max(CURSOR_MAX_LENGTH).optional(),
  flagged: z.string().max(CURSOR_MAX_LENGTH).optional(),
});

export const moderationQueue = z.object({
  data: z.object({
    /** Oldest first, 50 a page. */
    held_posts: z.array(heldForumPost),
    held_total: z.number().int(),
    held_next: z.string().nullable(),
    /** First flagged first, 50 a page. */
    flagged_posts: z.array(flaggedItem),
    flagged_total: z.number().int(),
    flagged_next: z.string().nullable(),
    /** Null for a moderator who does not review proposals (an admin's power). */
    ingredient_proposals_pending: z.number().int().nullable(),
  }),
});
export type ModerationQueue = z.infer<typeof moderationQueue>;

const reasonBounds = { min: String(MODERATION_REASON_MIN_LENGTH), max: String(MODERATION_REASON_MAX_LENGTH) };

/** Approve, or reject with a reason of 3–300 characters (kept in the moderation log, never shown publicly). */
export const heldPostDecisionBody = z
  .object({
    decision: z.enum(heldPostDecisions, { message: "validation.option" }),
    reason: z.string({ message: "validation.reason" }).trim().optional(),
  })
  .superRefine((body, context) => {
    if (body.decision !== "reject") return;
    const reason = body.reason ?? "";
    if (reason.length < MODERATION_REASON_MIN_LENGTH || reason.length > MODERATION_REASON_MAX_LENGTH) {
      context.addIssue({ code: "custom", path: ["reason"], message: "validation.reason", params: reasonBounds });
    } else if (hasForbiddenCharacters(reason)) context.addIssue({ code: "custom", path: ["reason"], message: "validation.characters" });
  });
export type HeldPostDecisionInput = z.infer<typeof heldPostDecisionBody>;

export const heldPostDecisionAnswer = z.object({ data: z.object({ status: z.enum(["published", "rejected"]) }), message: z.string() });

/** A moderator hides a forum post from its thread, or shows it again (decision 097), with a reason kept in the log. */
const postVisibilityActions = ["hide", "restore"] as const;
export const postVisibilityBody = forumModerationBody.pick({ reason: true }).extend({
  action: z.enum(postVisibilityActions, { message: "validation.option" }),
});
export type PostVisibilityInput = z.infer<typeof postVisibilityBody>;
export const postVisibilityAnswer = z.object({ data: z.object({ status: z.enum(["published", "removed"]) }), message: z.string() });

/** A flagged thing's review: dismiss its flags (and show it again if they hid it), or hide it. */
export const flagReviewBody = z.object({ decision: z.enum(flagDecisions, { message: "validation.option" }) });
export type FlagReviewInput = z.infer<typeof flagReviewBody>;
export const flagReviewAnswer = z.object({ data: z.object({ status: z.enum(["published", "removed"]) }), message: z.string() });
