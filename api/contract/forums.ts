import { z } from "zod";
import { cursorPage } from "./community";
import {
  FORUM_BODY_MAX_LENGTH,
  FORUM_BODY_MIN_LENGTH,
  FORUM_INGREDIENTS_CHOSEN_MAX,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
  RECORD_ID_MAX,
  SLUG_MAX_LENGTH,
} from "./limits";
import { recipeAuthor } from "./recipes";
import { slugPattern } from "./slug-param";
import { hasForbiddenCharacters } from "./text";

/**
 * Forums (issue 33): categories, threads and their replies. A post's Markdown source is kept for
 * editing; its HTML is rendered and sanitised on the server when written (decision 084). A thread's
 * address is `{slug}-{id}`: slugs may repeat, the id tells them apart (decision 083).
 */

/**
 * Where a post stands (decision 094): published; held, a new member's post waiting for a moderator
 * (shown only to its author, marked so); rejected by a moderator (shown to nobody); hidden by
 * trusted members' flags until a moderator reviews it, or removed by a moderator (both shown to
 * others as a notice in its place, its text only to its author).
 */
export const forumPostStatuses = ["published", "held", "rejected", "hidden", "removed"] as const;
export type ForumPostStatus = (typeof forumPostStatuses)[number];

export const forumThreadSorts = ["latest", "newest", "unanswered", "top"] as const;
export type ForumThreadSort = (typeof forumThreadSorts)[number];

/**
 * The periods the "top" sort counts reactions in, as Discourse's top lists (decision 092): a thread
 * ranks by the reactions its posts got in the period; "all" counts every reaction.
 */
export const forumTopPeriods = ["week", "month", "year", "all"] as const;
export type ForumTopPeriod = (typeof forumTopPeriods)[number];
export const DEFAULT_FORUM_TOP_PERIOD: ForumTopPeriod = "year";

/** A thread's canonical address key: its slug and id ("como-hacer-masa-madre-12"), or the id alone when the title gives no slug. */
export function forumThreadKey(thread: { id: number; slug: string }): string {
  return thread.slug ? `${thread.slug}-${thread.id}` : String(thread.id);
}

const text = (min: number, max: number) =>
  z
    .string({ message: "validation.required" })
    .trim()
    .min(min, { message: min <= 1 ? "validation.required" : "validation.min_length" })
    .max(max, { message: "validation.too_long" })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" });

const forumBodyText = text(FORUM_BODY_MIN_LENGTH, FORUM_BODY_MAX_LENGTH);
const forumTitleText = text(FORUM_TITLE_MIN_LENGTH, FORUM_TITLE_MAX_LENGTH);

export const forumThreadBody = z.object({
  category: z.string({ message: "validation.required" }).trim().min(1, { message: "validation.required" }).max(SLUG_MAX_LENGTH),
  title: forumTitleText,
  text: forumBodyText,
  /** The recipe the thread asks about, chosen on the form (decision 095), besides those its text links to. */
  recipe: z.string({ message: "validation.string" }).max(SLUG_MAX_LENGTH, { message: "validation.too_long" }).regex(slugPattern, { message: "validation.format" }).optional(),
  /** Catalogue ingredients the thread is about, chosen on the form (decision 099), besides those its text names: their slugs. */
  ingredients: z
    .array(z.string({ message: "validation.string" }).max(SLUG_MAX_LENGTH, { message: "validation.too_long" }).regex(slugPattern, { message: "validation.format" }), {
      message: "validation.array",
    })
    .max(FORUM_INGREDIENTS_CHOSEN_MAX, { message: "validation.too_many" })
    .optional(),
});
export type ForumThreadInput = z.infer<typeof forumThreadBody>;

export const forumReplyBody = z.object({
  text: forumBodyText,
  /** The reply this one quotes (in the same thread). */
  quote_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});
export type ForumReplyInput = z.infer<typeof forumReplyBody>;

export const forumPreviewBody = z.object({ text: forumBodyText });
export const forumPreview = z.object({ html: z.string() });

const categoryRef = z.object({ slug: z.string(), name: z.string(), colour: z.string() });

export const forumThreadSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** `{slug}-{id}`: the thread's address under /forums/t/. */
  key: z.string(),
  title: z.string(),
  category: categoryRef,
  user: recipeAuthor,
  pinned: z.boolean(),
  locked: z.boolean(),
  solved: z.boolean(),
  replies_count: z.number().int(),
  created_at: z.string(),
  last_activity_at: z.string(),
  /** Who wrote last (the author when nobody replied yet). */
  last_user: z.object({ name: z.string(), slug: z.string() }),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummary>;

const forumCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  colour: z.string(),
  threads_count: z.number().int(),
  replies_count: z.number().int(),
  latest: z.object({ thread: z.object({ key: z.string(), title: z.string() }), user: z.object({ name: z.string(), slug: z.string() }), at: z.string() }).nullable(),
});
export type ForumCategory = z.infer<typeof forumCategory>;
export const forumCategories = z.object({ data: z.array(forumCategory) });

/** The periods the busiest threads are counted over (the community's week on /dashboard). */
export const forumBusyPeriods = ["week", "month"] as const;
export type ForumBusyPeriod = (typeof forumBusyPeriods)[number];
/** Across categories, the threads with the most replies in the period, most first. */
export const forumBusiestThreads = z.object({ data: z.array(forumThreadSummary.extend({ replies_in_period: z.number().int() })) });
export type ForumBusiestThreads = z.infer<typeof forumBusiestThreads>;

export const forumCategoryThreads = cursorPage(forumThreadSummary).extend({
  category: forumCategory.omit({ latest: true }),
  /** Pinned threads, shown above the first page of the latest-activity order. */
  pinned: z.array(forumThreadSummary),
});
export type ForumCategoryThreads = z.infer<typeof forumCategoryThreads>;

/**
 * Reactions on a post (decision 089): a small fixed set, one of each per member per post, never on
 * one's own post. Their emoji and words are the web's (app/locales); the API knows only the keys.
 */
export const forumReactionKinds = ["helpful", "love", "yum", "bravo", "interesting"] as const;
export type ForumReaction = (typeof forumReactionKinds)[number];
export const forumReactionParam = z.enum(forumReactionKinds, { message: "validation.option" });

/** A post's reactions that anyone gave, in the set's order; `mine` is the caller's own (always false for a visitor). */
const forumPostReactions = z.array(z.object({ reaction: z.enum(forumReactionKinds), count: z.number().int(), mine: z.boolean() }));
export type ForumPostReactions = z.infer<typeof forumPostReactions>;
export const forumReactionAnswer = z.object({ data: z.object({ reactions: forumPostReactions }), message: z.string() });

export const forumReply = z.object({
  id: z.number().int(),
  user: recipeAuthor,
  body_source: z.string(),
  body_html: z.string(),
  quoted: z.object({ id: z.number().int(), user: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }) }).nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  solution: z.boolean(),
  reactions: forumPostReactions,
  /** "held" only in its author's own answers: nobody else is given a post that is not published. */
  status: z.enum(forumPostStatuses),
});
export type ForumReply = z.infer<typeof forumReply>;

export const forumThread = forumThreadSummary.extend({
  /** The reply its author or a moderator marked as the solution (decision 091). */
  solved_reply_id: z.number().int().nullable(),
  body_source: z.string(),
  body_html: z.string(),
  edited_at: z.string().nullable(),
  /** The opening post's reactions (in a thread's own answer; empty where a list shows the thread). */
  reactions: forumPostReactions,
  /** As a reply's (decision 094). */
  status: z.enum(forumPostStatuses),
});
export type ForumThread = z.infer<typeof forumThread>;

/**
 * How closely a member follows a thread (decision 087): watching, told of every reply; normal, told
 * only of replies to their own thread or quoting them; muted, never told. A member has watching by
 * default for a thread they start or reply to, and normal elsewhere.
 */
export const forumWatchLevels = ["watching", "normal", "muted"] as const;
export type ForumWatchLevel = (typeof forumWatchLevels)[number];
export const forumThreadWatchBody = z.object({ level: z.enum(forumWatchLevels, { message: "validation.option" }) });
export const forumThreadWatch = z.object({ data: z.object({ level: z.enum(forumWatchLevels) }) });
export type ForumThreadWatch = z.infer<typeof forumThreadWatch>;

/**
 * What moderators do to a thread (decision 091): each needs a short reason, kept in the moderation
 * log with who did it. The log also records a solution marked or taken back (by the author or a
 * moderator, no reason asked), and is where later moderation (hiding posts, flags) appends.
 */
export const forumModerationActions = ["pin", "unpin", "lock", "unlock", "move"] as const;
export type ForumModerationAction = (typeof forumModerationActions)[number];
/** A held post approved or rejected (decision 094): logged, never shown in the thread's public history. */
export const heldPostDecisions = ["approve", "reject"] as const;
export type HeldPostDecision = (typeof heldPostDecisions)[number];
/** A flagged post's review (decision 094): the flags dismissed (a hidden post restored by it), or the post removed. */
export const flagDecisions = ["dismiss", "hide"] as const;
export type FlagDecision = (typeof flagDecisions)[number];
/** What the log records of those decisions, none of them in the thread's public history. */
export const postReviewActions = [...heldPostDecisions, "dismiss", "restore", "hide"] as const;
/** A moderator's correction of someone else's post (decision 101): shown in the thread's history, its reason not. */
const moderationLogActions = [...forumModerationActions, "solve", "unsolve", ...postReviewActions, "edit"] as const;
export type ModerationLogAction = (typeof moderationLogActions)[number];

const reasonBounds = { min: String(MODERATION_REASON_MIN_LENGTH), max: String(MODERATION_REASON_MAX_LENGTH) };
export const forumModerationBody = z.object({
  action: z.enum(forumModerationActions, { message: "validation.option" }),
  reason: z
    .string({ message: "validation.reason" })
    .trim()
    .refine((value) => value.length >= MODERATION_REASON_MIN_LENGTH && value.length <= MODERATION_REASON_MAX_LENGTH, { message: "validation.reason", params: reasonBounds })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" })
    // A reason left out is an empty one: the same message, with its bounds.
    .prefault(""),
  /** The category a "move" takes the thread to (its slug). */
  category: z.string().trim().min(1, { message: "validation.required" }).max(SLUG_MAX_LENGTH).optional(),
});
export type ForumModerationInput = z.infer<typeof forumModerationBody>;

/**
 * An edit (decision 101): the new text (and for the opening post, the title); a moderator correcting
 * someone else's post gives the reason of any moderation (3–300 characters), kept in the log. An
 * author's own edit asks none, and one sent is not kept.
 */
export const forumReplyEditBody = z.object({ text: forumBodyText, reason: forumModerationBody.shape.reason.optional() });
export const forumThreadEditBody = forumReplyEditBody.extend({ title: forumTitleText.optional() });
export type ForumPostEditInput = z.infer<typeof forumThreadEditBody>;

/**
 * A post's earlier versions, newest first (decision 101): who replaced each and when, and what it said
 * (the title for the opening post), rendered as a post is. The first is what the post said before its
 * latest edit.
 */
const forumRevision = z.object({
  editor: z.object({ name: z.string(), slug: z.string() }).nullable(),
  edited_at: z.string(),
  title: z.string().nullable(),
  body_html: z.string(),
});
export const forumPostHistory = z.object({
  data: z.object({
    thread: z.object({ id: z.number().int(), key: z.string(), title: z.string() }),
    /** Null for the thread's opening post. */
    reply_id: z.number().int().nullable(),
    user: recipeAuthor,
    created_at: z.string(),
    edited_at: z.string().nullable(),
    revisions: z.array(forumRevision),
  }),
});
export type ForumPostHistory = z.infer<typeof forumPostHistory>;

export const forumSolutionBody = z.object({ reply: z.number({ message: "validation.integer" }).int({ message: "validation.integer" }).min(1).max(RECORD_ID_MAX) });

/** A thread's state after a moderator's or its author's action. */
export const forumThreadStateAnswer = z.object({
  data: z.object({ key: z.string(), category: categoryRef, pinned: z.boolean(), locked: z.boolean(), solved_reply_id: z.number().int().nullable() }),
  message: z.string(),
});

/** A line of a thread's moderation history as everyone sees it: what, who and when, never the reason (decision 091). */
const forumModerationNotice = z.object({
  action: z.enum(moderationLogActions),
  user: z.object({ name: z.string(), slug: z.string() }).nullable(),
  at: z.string(),
  reply_id: z.number().int().nullable(),
  from: categoryRef.nullable(),
  to: categoryRef.nullable(),
});
export type ForumModerationNotice = z.infer<typeof forumModerationNotice>;

export const forumThreadPage = z.object({
  thread: forumThread,
  /** The thread's moderation history, oldest first (the latest few). */
  moderation: z.array(forumModerationNotice),
  replies: cursorPage(forumReply),
  /** The cursor this page of replies starts after: null for the first page. */
  page_cursor: z.string().nullable(),
  /** The caller's watch level (decision 087); absent for a visitor, so the page kept for visitors holds no member's data. */
  watch: z.enum(forumWatchLevels).optional(),
});
export type ForumThreadPage = z.infer<typeof forumThreadPage>;
