import { z } from "zod";
import { RECORD_ID_MAX } from "../contract/limits";

// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * The values an API path carries, checked before any query sees them: a key (slug or id) holds no
 * control character (PostgreSQL refuses NUL), a row id fits PostgreSQL's integer.
 */
export function addressKey(maxLength: number) {
  return z
    .string({ message: "validation.string" })
    .min(1, { message: "validation.required" })
    .max(maxLength, { message: "validation.too_long" })
    .refine((key) => !controlCharacter.test(key), { message: "validation.format" });
}

export const recordId = z.coerce
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(1, { message: "validation.between" })
  .max(RECORD_ID_MAX, { message: "validation.between" });

/** A numeric key that could be a row id; a bigger number (or none) is looked up as a slug, or not at all. */
export function asRecordId(key: string): number | undefined {
  if (!/^\d{1,10}$/.test(key)) return undefined;
  const id = Number(key);
  return id >= 1 && id <= RECORD_ID_MAX ? id : undefined;
}
