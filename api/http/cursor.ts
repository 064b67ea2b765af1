import { z } from "zod";
import { CURSOR_MAX_LENGTH, CURSOR_MAX_PER_PAGE, DEFAULT_PER_PAGE, RECORD_ID_MAX } from "../contract/limits";
import { ApiError } from "./errors";

/** Opaque page cursors: the last row's sort key, as base64url JSON, checked with a schema when read. */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor<T extends z.ZodType>(cursor: string | undefined, schema: T): z.infer<T> | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw new ApiError(422, "community.invalid_cursor");
  }
}

/**
 * A cursor's time, as PostgreSQL writes a timestamptz ("2026-11-22 10:15:30.123456+00"): a real
 * date and time, so a forged cursor cannot make the database fail to read it.
 */
export const cursorTime = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/)
  .refine((time) => {
    const [year, month, day, hour, minute, second] = time.match(/\d+/g)!.map(Number) as [number, number, number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  });

/** A cursor's row id: what fits PostgreSQL's integer. */
export const cursorRecordId = z.number().int().min(1).max(RECORD_ID_MAX);

export const cursorQuery = z.object({
  cursor: z.string().max(CURSOR_MAX_LENGTH).optional(),
  per_page: z.coerce.number().int().min(1, { message: "validation.between" }).max(CURSOR_MAX_PER_PAGE, { message: "validation.between" }).default(DEFAULT_PER_PAGE),
});
