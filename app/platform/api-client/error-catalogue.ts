import type { TFunction } from "i18next";
import { z } from "zod";

/** The spec's §8 catalogue: status codes the client names by their own message. */
const statusesWithMessages = new Set([401, 403, 404, 409, 422, 429, 500, 503]);

function messageForStatus(t: TFunction, status: number): string {
  return statusesWithMessages.has(status) ? t(`errors.status${status}`) : t("errors.otherStatus", { status });
}

export function messageForNetworkFailure(t: TFunction, code: string): string {
  if (code === "NETWORK_ERROR" || code === "TIMEOUT" || code === "ECONNREFUSED") return t(`errors.${code}`);
  return t("errors.otherCode", { code });
}

const errorAnswer = z
  .object({
    message: z.string().optional(),
    errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
    error: z.string().optional(),
  })
  .loose();

/**
 * §8's extraction order: the server's message, the first field error, an `error` string, then the
 * catalogue message for the status.
 */
export function describeErrorAnswer(t: TFunction, status: number, body: unknown) {
  const parsed = errorAnswer.safeParse(body);
  const answer = parsed.success ? parsed.data : {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(answer.errors ?? {})) {
    fieldErrors[field] = Array.isArray(messages) ? messages : [messages];
  }
  const firstFieldError = Object.values(fieldErrors)[0]?.[0];
  const message = answer.message?.trim() || firstFieldError || answer.error?.trim() || messageForStatus(t, status);
  return { message, fieldErrors };
}
