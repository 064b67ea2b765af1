import { createRoute } from "@hono/zod-openapi";
import { messageResponse } from "../contract/auth";
import { apiPaths } from "../contract/paths";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, jsonBody, tooManyAttempts } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { revokeAllAccessTokens } from "../access/access-tokens";
import { sendPasswordResetMail } from "./auth-mails";
import { throttle } from "../security/throttle";
import { forgotPasswordBody, resetPasswordBody } from "./auth-schemas";
import { consumeOneTimeToken } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { findUserByEmail, updateUser } from "./user-accounts";

const forgotRoute = createRoute({
  method: "post",
  path: apiPaths.forgotPassword,
  summary: "Mails a reset link when the account exists; answers the same either way (no account enumeration)",
  request: { body: jsonBody(forgotPasswordBody) },
  responses: { 200: json(messageResponse, "Sent, if the account exists"), 422: invalid("Invalid e-mail"), 429: tooManyAttempts },
});

const resetRoute = createRoute({
  method: "post",
  path: apiPaths.resetPassword,
  summary: "Sets a new password with a single-use, expiring token and signs out every session",
  request: { body: jsonBody(resetPasswordBody) },
  responses: { 200: json(messageResponse, "Password reset"), 422: invalid("Invalid data or token"), 429: tooManyAttempts },
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
    const result = await consumeOneTimeToken(c.var.db, "password_reset", input.token, user.id);
    if (result.status !== "ok") return invalid();
    // Following the mailed link proves the address too.
    await updateUser(c.var.db, user.id, { passwordHash: await hashPassword(input.password), emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    await revokeAllAccessTokens(c.var.db, user.id);
    return c.json({ message: translate(c.var.locale, "auth.password_reset") }, 200);
  });
