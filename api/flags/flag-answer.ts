import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { messageResponse } from "../contract/auth";
import { flagAnswer, flagBody, type FlagInput } from "../contract/flags";
import type { ApiBindings } from "../http/bindings";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { type MessageKey, translate } from "../i18n/messages";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { throttle } from "../security/throttle";
import { type FlagSubject, flagSubject, type OwedOnHide } from "./content-flags";

/** A flag route (decisions 094 and 097): a verified member's flag on `what`, one each; never on their own. */
export const flagRoute = <P extends z.ZodObject>(path: string, params: P, what: string) =>
  createRoute({
    method: "post",
    path,
    summary: `Flags ${what} for the moderators (spam, offensive, off-topic or other, with a note); enough trusted members' flags hide it until reviewed`,
    request: { params, body: jsonBody(flagBody) },
    responses: {
      201: json(flagAnswer, "Flagged"),
      401: unauthorized,
      403: forbidden("An e-mail not verified, or the caller's own"),
      404: notFound("Nothing of that kind and id"),
      409: json(messageResponse, "Flagged by the caller already"),
      422: invalid("No reason, or a note out of bounds"),
      429: tooManyAttempts,
    },
  });

/**
 * The one rule of a flag's answer: 403 on one's own, at most 30 flags an hour, a weight from the
 * caller's trust (read only when the flag may be made), 409 for a second flag, 201 with whether it
 * is now hidden. `status` is the thing's own; anything but published or hidden is not found.
 */
export async function flagAndAnswer(
  c: Context<ApiBindings>,
  user: AuthenticatedUser,
  subject: FlagSubject & { authorId: number; status: string },
  { reason, note }: FlagInput,
  weightOf: () => Promise<number>,
  messages: { notFound: MessageKey; own: MessageKey; already: MessageKey; done: MessageKey },
  owedOnHide?: OwedOnHide,
) {
  if (subject.status !== "published" && subject.status !== "hidden") throw new ApiError(404, messages.notFound);
  if (subject.authorId === user.id) throw new ApiError(403, messages.own);
  await throttle(c, "content-flag", String(user.id), 30, 3600);
  const flagged = await flagSubject(c.var.db, subject, user.id, await weightOf(), reason, note, owedOnHide);
  if (!flagged.created) return c.json({ message: translate(c.var.locale, messages.already) }, 409);
  return c.json({ data: { hidden: flagged.hidden || subject.status === "hidden" }, message: translate(c.var.locale, messages.done) }, 201);
}
