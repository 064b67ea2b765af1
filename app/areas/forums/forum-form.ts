import type { TFunction } from "i18next";
import { z } from "zod";
import { forumWatchLevels } from "#api/contract/forums";
import { FORUM_BODY_MAX_LENGTH, FORUM_BODY_MIN_LENGTH, FORUM_TITLE_MAX_LENGTH, FORUM_TITLE_MIN_LENGTH, RECORD_ID_MAX, SLUG_MAX_LENGTH } from "#api/contract/limits";
import { hasForbiddenCharacters } from "#api/contract/text";

/** The forum forms' rules, shared by the browser and the actions; the API checks the same limits and has the last word. */
const bounded = (t: TFunction, min: number, max: number, key: "titleLength" | "textLength") => {
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

export const threadFormSchema = (t: TFunction) =>
  z.object({
    category: z
      .string({ message: t("forums:errors.category") })
      .trim()
      .min(1, t("forums:errors.category"))
      .max(SLUG_MAX_LENGTH),
    title: bounded(t, FORUM_TITLE_MIN_LENGTH, FORUM_TITLE_MAX_LENGTH, "titleLength"),
    text: bounded(t, FORUM_BODY_MIN_LENGTH, FORUM_BODY_MAX_LENGTH, "textLength"),
    intent: postIntent,
  });

/** A reply quoted in the form: its text as a Markdown quote, then room to answer. */
export function quotedText(source: string): string {
  return `${source
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")}\n\n`;
}
