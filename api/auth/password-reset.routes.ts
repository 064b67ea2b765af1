import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { messageResponse } from "../contract/auth";
import { errorBody, validationErrorBody } from "../contract/envelopes";
import { users } from "../db/schema";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { translate } from "../i18n/messages";
import { revokeAllAccessTokens } from "./access-tokens";
import { sendPasswordResetMail } from "./auth-mails";
import { throttle } from "./auth-middleware";
import { forgotPasswordBody, resetPasswordBody } from "./auth-schemas";
import { consumeOneTimeToken } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { findUserByEmail } from "./user-accounts";

const json = (schema: typeof messageResponse | typeof errorBody | typeof validationErrorBody, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const forgotRoute = createRoute({
  method: "post",
  path: "/api/auth/forgot-password",
  summary: "Mails a reset link when the account exists; answers the same either way (no account enumeration)",
  request: { body: { content: { "application/json": { schema: forgotPasswordBody } }, required: true } },
  responses: { 200: json(messageResponse, "Sent, if the account exists"), 422: json(validationErrorBody, "Invalid e-mail"), 429: json(errorBody, "Too many attempts") },
});

const resetRoute = createRoute({
  method: "post",
  path: "/api/auth/reset-password",
  summary: "Sets a new password with a single-use, expiring token and signs out every session",
  request: { body: { content: { "application/json": { schema: resetPasswordBody } }, required: true } },
  responses: { 200: json(messageResponse, "Password reset"), 422: json(validationErrorBody, "Invalid data or token"), 429: json(errorBody, "Too many attempts") },
});

export const passwordResetRouter = createRouter()
  .openapi(forgotRoute, async (c) => {
    const { email, captcha_token } = c.req.valid("json");
    await throttle(c, "forgot:ip", c.var.clientIp, 5, 900);
    await throttle(c, "forgot:account", email, 3, 900);
    if (!(await c.var.services.captcha.verify(captcha_token, c.var.clientIp))) throw new ApiError(422, "auth.captcha_failed");
    const user = await findUserByEmail(c.var.db, email);
    if (user) await sendPasswordResetMail(c, user);
    return c.json({ message: translate(c.var.locale, "auth.reset_link_sent") }, 200);
  })
  .openapi(resetRoute, async (c) => {
    await throttle(c, "reset:ip", c.var.clientIp, 10, 900);
    const input = c.req.valid("json");
    const invalid = () => {
      const message = translate(c.var.locale, "auth.reset_token_invalid");
      return c.json({ message, errors: { token: [message] } }, 422);
    };
    const user = await findUserByEmail(c.var.db, input.email);
    if (!user) return invalid();
    const result = await consumeOneTimeToken(c.var.db, "password_reset", input.token);
    if (result.status !== "ok" || result.userId !== user.id) return invalid();
    await c.var.db
      .update(users)
      // Following the mailed link proves the address too.
      .set({ passwordHash: await hashPassword(input.password), emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeAllAccessTokens(c.var.db, user.id);
    return c.json({ message: translate(c.var.locale, "auth.password_reset") }, 200);
  });
