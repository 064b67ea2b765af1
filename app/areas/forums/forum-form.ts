import type { TFunction } from "i18next";
import { z } from "zod";
import { type ForumReaction, forumModerationActions, forumReactionKinds, forumWatchLevels } from "#api/contract/forums";
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
} from "#api/contract/limits";
import { slugPattern } from "#api/contract/slug-param";
import { hasForbiddenCharacters } from "#api/contract/text";
import { flagFieldsSchema } from "~/components/flags/flag-fields";
import { recipeChoiceSchema } from "./recipe-choice";

/** The forum forms' rules, shared by the browser and the actions; the API checks the same limits and has the last word. */
const bounded = (t: TFunction, min: number, max: number, key: "titleLength" | "textLength" | "reason") => {
  const message = t(`forums:errors.${key}`, { min, max });
  return z
    .string({ message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((value) => !hasForbiddenCharacters(value), t("forums:errors.characters"));
};

/** "preview" renders the text below the form and keeps it; "post" publishes. */
const postIntent = z.enum(["post", "preview"]).default("post");

export const replyFormSchema = (t: TFunction) =>
  z.object({
    text: bounded(t, FORUM_BODY_MIN_LENGTH, FORUM_BODY_MAX_LENGTH, "textLength"),
    quote_id: z.coerce.number().int().min(1).max(RECORD_ID_MAX).optional(),
    intent: postIntent,
  });

/** The thread page's watch form (decision 087): one of the three levels. */
export const watchFormSchema = (t: TFunction) =>
  z.object({
    intent: z.literal("watch"),
    level: z.enum(forumWatchLevels, { message: t("forums:errors.watchLevel") }),
  });

/** A reaction button's value: the reaction and whether it adds it ("yum:on") or takes it back ("yum:off"), as the page showed it. */
export const reactionChoice = (reaction: ForumReaction, on: boolean) => `${reaction}:${on ? "on" : "off"}`;
const reactionChoices = forumReactionKinds.flatMap((reaction) => [reactionChoice(reaction, true), reactionChoice(reaction, false)]) as [string, ...string[]];

/** The thread page's reaction buttons (decision 089): the post ("opening" or a reply's id) and the button pressed. */
export const reactionFormSchema = (t: TFunction) =>
  z.object({
    intent: z.literal("react"),
    post: z.union([z.literal("opening"), z.coerce.number().int().min(1).max(RECORD_ID_MAX)], { message: t("forums:errors.reaction") }),
    reaction: z
      .enum(reactionChoices, { message: t("forums:errors.reaction") })
      .transform((choice) => ({ reaction: choice.split(":")[0] as ForumReaction, on: choice.endsWith(":on") })),
  });

/** A reply's solution button (decision 091): the reply it is under (`post`), and that reply or "none" to take the mark back. */
export const solutionFormSchema = (t: TFunction) => {
  const replyId = z.coerce
    .number({ message: t("forums:errors.solution") })
    .int()
    .min(1)
    .max(RECORD_ID_MAX);
  return z.object({
    intent: z.literal("solve"),
    post: replyId,
    reply: z.union([z.literal("none"), replyId], { message: t("forums:errors.solution") }),
  });
};

/** The moderators' form (decision 091): the button pressed (`change`: pin, lock, move…), the reason, and for a move the category. */
export const moderationFormSchema = (t: TFunction) =>
  z.object({
    intent: z.literal("moderate"),
    change: z.enum(forumModerationActions, { message: t("forums:errors.moderationAction") }),
    reason: bounded(t, MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH, "reason"),
    category: z.string().trim().max(SLUG_MAX_LENGTH).optional(),
  });

export const threadFormSchema = (t: TFunction) =>
  z.object({
    category: z
      .string({ message: t("forums:errors.category") })
      .trim()
      .min(1, t("forums:errors.category"))
      .max(SLUG_MAX_LENGTH),
    title: bounded(t, FORUM_TITLE_MIN_LENGTH, FORUM_TITLE_MAX_LENGTH, "titleLength"),
    text: bounded(t, FORUM_BODY_MIN_LENGTH, FORUM_BODY_MAX_LENGTH, "textLength"),
    recipe: recipeChoiceSchema(t),
    /** Catalogue ingredients ticked on the form (decision 099): slugs; the API checks the catalogue knows them. */
    ingredients: z
      .array(
        z
          .string()
          .trim()
          .max(SLUG_MAX_LENGTH, t("forums:errors.ingredients", { max: FORUM_INGREDIENTS_CHOSEN_MAX }))
          .regex(slugPattern, t("forums:errors.ingredients", { max: FORUM_INGREDIENTS_CHOSEN_MAX })),
      )
      .max(FORUM_INGREDIENTS_CHOSEN_MAX, t("forums:errors.ingredients", { max: FORUM_INGREDIENTS_CHOSEN_MAX }))
      .default([]),
    intent: postIntent,
  });

/** A moderator's hide or restore of a post from its thread (decision 097): the post, the action, a reason. */
export const visibilityFormSchema = (t: TFunction) =>
  z.object({
    intent: z.literal("visibility"),
    post: z.union([z.literal("opening"), z.coerce.number().int().min(1).max(RECORD_ID_MAX)], { message: t("forums:errors.visibility") }),
    action: z.enum(["hide", "restore"], { message: t("forums:errors.visibility") }),
    reason: bounded(t, MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH, "reason"),
  });

/** A post's flag form (decision 094): the post ("opening" or a reply's id), a reason and a note. */
export const flagFormSchema = (t: TFunction) =>
  flagFieldsSchema(t).extend({
    intent: z.literal("flag"),
    post: z.union([z.literal("opening"), z.coerce.number().int().min(1).max(RECORD_ID_MAX)], { message: t("flags:errors.flag") }),
  });

/**
 * The edit page's form (decision 101): the text, the title for the opening post, and the reason a
 * moderator gives for correcting someone else's post (the API asks for it; the page shows the field then).
 */
export const editFormSchema = (t: TFunction, opening: boolean) =>
  z.object({
    title: opening ? bounded(t, FORUM_TITLE_MIN_LENGTH, FORUM_TITLE_MAX_LENGTH, "titleLength") : z.undefined().optional(),
    text: bounded(t, FORUM_BODY_MIN_LENGTH, FORUM_BODY_MAX_LENGTH, "textLength"),
    reason: bounded(t, MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH, "reason").optional(),
    intent: postIntent,
  });

/** The post an edit or history address names: "opening" or a reply's id; undefined for anything else. */
export function postRefOf(raw: string | undefined): "opening" | number | undefined {
  if (raw === "opening") return raw;
  const id = /^\d{1,10}$/.test(raw ?? "") ? Number(raw) : 0;
  return id >= 1 && id <= RECORD_ID_MAX ? id : undefined;
}
