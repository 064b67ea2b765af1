import { z } from "zod";
import { CURSOR_MAX_LENGTH, CURSOR_MAX_PER_PAGE, DEFAULT_PER_PAGE } from "../contract/limits";
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

export const cursorQuery = z.object({
  cursor: z.string().max(CURSOR_MAX_LENGTH).optional(),
  per_page: z.coerce.number().int().min(1, { message: "validation.between" }).max(CURSOR_MAX_PER_PAGE, { message: "validation.between" }).default(DEFAULT_PER_PAGE),
});
