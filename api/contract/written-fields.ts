import { z } from "zod";
import { hasForbiddenCharacters } from "./text";

/**
 * The fields staff and hosts write (articles, challenges, events), one rule each: a trimmed text
 * within its bounds and without the characters no text may hold; a cover from our own media store.
 */
export const boundedText = (min: number, max: number) =>
  z
    .string({ message: "validation.required" })
    .trim()
    .min(min, { message: "validation.min_length" })
    .max(max, { message: "validation.too_long" })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" });

/** Our own media store's picture ("/api/media/…") and its size, or none. */
export const mediaStoreCover = z
  .object({
    url: z
      .string({ message: "validation.string" })
      .max(500, { message: "validation.too_long" })
      .regex(/^\/api\/media\/[A-Za-z0-9/_.-]+$/, { message: "validation.format" }),
    width: z.number().int().min(1).max(10_000),
    height: z.number().int().min(1).max(10_000),
  })
  .nullable()
  .default(null);
