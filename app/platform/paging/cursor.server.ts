import { z } from "zod";
import { CURSOR_MAX_LENGTH } from "#api/contract/limits";

/** The opaque cursor of a cursor-paged list, as the API writes it (base64url). */
const cursorParam = z
  .string()
  .min(1)
  .max(CURSOR_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The cursor a page was asked for. A malformed one is read as none: a mistyped link still shows the
 * list from its start rather than an error.
 */
export function readCursor(url: URL, name = "cursor"): string | undefined {
  const parsed = cursorParam.safeParse(url.searchParams.get(name) ?? "");
  return parsed.success ? parsed.data : undefined;
}
