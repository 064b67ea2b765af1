import { z } from "zod";
import { FLAG_NOTE_MAX_LENGTH, FLAG_NOTE_MIN_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";

/**
 * Members' flags on what others wrote (decision 094): one per member per thing, with a reason and a
 * note. One table and one queue for every kind of thing: forum posts today; reviews and cooksnaps
 * are kinds the table already takes.
 */
export const flagSubjectTypes = ["forum_thread", "forum_reply", "review", "cooksnap"] as const;
export type FlagSubjectType = (typeof flagSubjectTypes)[number];

/**
 * What flags do to a review or a cooksnap (decision 097): `hidden` by enough flags' weight until a
 * moderator looks, `removed` by a moderator. Only `published` ones are in public answers.
 */
export const flaggableStatuses = ["published", "hidden", "removed"] as const;
export type FlaggableStatus = (typeof flaggableStatuses)[number];

export const flagReasons = ["spam", "offensive", "off_topic", "other"] as const;
export type FlagReason = (typeof flagReasons)[number];

const noteBounds = { min: String(FLAG_NOTE_MIN_LENGTH), max: String(FLAG_NOTE_MAX_LENGTH) };

export const flagBody = z.object({
  reason: z.enum(flagReasons, { message: "validation.option" }),
  note: z
    .string({ message: "validation.flag_note" })
    .trim()
    .refine((value) => value.length >= FLAG_NOTE_MIN_LENGTH && value.length <= FLAG_NOTE_MAX_LENGTH, { message: "validation.flag_note", params: noteBounds })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" })
    .prefault(""),
});
export type FlagInput = z.infer<typeof flagBody>;

/** After a flag: whether the post is now hidden until a moderator reviews it. */
export const flagAnswer = z.object({ data: z.object({ hidden: z.boolean() }), message: z.string() });
