import { createRoute, z } from "@hono/zod-openapi";
import { messageResponse } from "../contract/auth";
import { TOKEN_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { recordId } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { json, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { sendVerificationMail, webUrl } from "./auth-mails";
import { requireUser } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { consumeOneTimeToken } from "./one-time-tokens";
import { findUserById, updateUser } from "./user-accounts";

const resendRoute = createRoute({
  method: "post",
  path: apiPaths.resendVerification,
  summary: "Mails a new verification link to the signed-in, unverified member",
  responses: {
    200: json(messageResponse, "Sent (or already verified)"),
    401: unauthorized,
    429: tooManyAttempts,
  },
});

const verifyRoute = createRoute({
  method: "get",
  path: apiPaths.verifyEmail,
  summary: "The link in the verification mail: verifies once, then sends the browser to the outcome page",
  request: {
    params: z.object({ id: recordId, token: z.string().min(1).max(TOKEN_MAX_LENGTH) }),
    query: z.object({ locale: z.enum(["es", "en"]).optional() }),
  },
  responses: { 302: { description: "To /auth/verify-email-success, -failed or -already" } },
});

export const emailVerificationRouter = createRouter()
  .openapi(resendRoute, async (c) => {
    const user = requireUser(c);
    if (user.emailVerifiedAt) return c.json({ message: translate(c.var.locale, "auth.already_verified") }, 200);
    await throttle(c, "verification:user", String(user.id), 3, 600);
    await sendVerificationMail(c, user);
    return c.json({ message: translate(c.var.locale, "auth.verification_resent") }, 200);
  })
  .openapi(verifyRoute, async (c) => {
    const { id, token } = c.req.valid("param");
    const locale = c.req.valid("query").locale ?? c.var.locale;
    const outcome = async (): Promise<"success" | "failed" | "already"> => {
      const result = await consumeOneTimeToken(c.var.db, "email_verification", token, id);
      if (!("userId" in result)) return "failed";
      const user = await findUserById(c.var.db, id);
      if (!user) return "failed";
      if (result.status === "used" || user.emailVerifiedAt) return user.emailVerifiedAt ? "already" : "failed";
      await updateUser(c.var.db, id, { emailVerifiedAt: new Date() });
      return "success";
    };
    return c.redirect(webUrl(c, `/auth/verify-email-${await outcome()}`, locale), 302);
  });
