import { z } from "zod";
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
  cursor: z.string().max(200).optional(),
  per_page: z.coerce.number().int().min(1, { message: "validation.between" }).max(50, { message: "validation.between" }).default(20),
});
