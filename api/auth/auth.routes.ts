import { createRoute, z } from "@hono/zod-openapi";
import { setCookie } from "hono/cookie";
import { authResponse, authUser, messageResponse, socialAuthValidation } from "../contract/auth";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { memberProfileMeta } from "../contract/saved-recipes";
import { createRouter } from "../http/bindings";
import { invalid, json, jsonBody as body, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { ApiError } from "../http/errors";
import { translate } from "../i18n/messages";
import { issueAccessToken, revokeAccessToken } from "../access/access-tokens";
import { sendVerificationMail } from "./auth-mails";
import { requireUser } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { loginBody, registerBody } from "./auth-schemas";
import { hashPassword, verifyPassword } from "./passwords";
import { randomSecret } from "../security/secrets";
import { EmailTakenError, findUserByEmail, insertUser } from "./user-accounts";
import { rolesOf } from "../permissions/role-grants";
import { presentUser } from "./user-presenter";
import { savedRecipesState } from "../saved-recipes/saved-recipes";

/**
 * Rate limits (README lists them; docs/decisions/030). Sign-in counts per address, per account and
 * address together, and per account with a ceiling six addresses' worth above that: an attacker
 * guessing from elsewhere spends their own allowance, not the member's.
 */
const authLimits = {
  loginPerIp: { limit: 20, windowSeconds: 60 },
  loginPerAccountAndIp: { limit: 5, windowSeconds: 60 },
  loginPerAccount: { limit: 30, windowSeconds: 60 },
  registerPerIp: { limit: 10, windowSeconds: 3600 },
} as const;

const csrfCookieRoute = createRoute({
  method: "get",
  path: apiPaths.csrfCookie,
  summary: "Sets the XSRF-TOKEN cookie that cookie-authenticated requests echo in X-XSRF-TOKEN",
  responses: { 204: { description: "Cookie set" } },
});

const registerRoute = createRoute({
  method: "post",
  path: apiPaths.register,
  summary: "Creates an account (unverified), mails the verification link and signs the member in",
  request: { body: body(registerBody) },
  responses: {
    201: json(authResponse.extend({ message: z.string() }), "Registered"),
    422: invalid("Invalid data or e-mail taken"),
    429: tooManyAttempts,
  },
});

const loginRoute = createRoute({
  method: "post",
  path: apiPaths.login,
  summary: "Signs in with e-mail and password",
  request: { body: body(loginBody) },
  responses: { 200: json(authResponse, "Signed in"), 401: json(errorBody, "Wrong credentials"), 422: invalid(), 429: tooManyAttempts },
});

const logoutRoute = createRoute({
  method: "post",
  path: apiPaths.logout,
  summary: "Revokes the token used for this request",
  responses: { 200: json(messageResponse, "Signed out"), 401: unauthorized },
});

const profileRoute = createRoute({
  method: "get",
  path: apiPaths.profile,
  summary: "The signed-in member; `meta` holds what every signed-in page shows of them (their saved recipes' count and ids, §4)",
  responses: { 200: json(dataEnvelope(authUser).extend({ meta: memberProfileMeta }), "The member"), 401: unauthorized },
});

const validateSocialRoute = createRoute({
  method: "get",
  path: apiPaths.validateSocialAuth,
  summary: "Whether the session may use the dashboard (a verified e-mail)",
  responses: { 200: json(socialAuthValidation, "Validation"), 401: unauthorized },
});

export const authRouter = createRouter()
  .openapi(csrfCookieRoute, (c) => {
    setCookie(c, "XSRF-TOKEN", randomSecret(32), {
      path: "/",
      sameSite: "Lax",
      secure: c.var.env.siteUrl.startsWith("https://"),
      httpOnly: false, // read by the browser's script to echo it back
      maxAge: 2 * 60 * 60,
    });
    return c.body(null, 204);
  })
  .openapi(registerRoute, async (c) => {
    await throttle(c, "register:ip", c.var.clientIp, authLimits.registerPerIp.limit, authLimits.registerPerIp.windowSeconds);
    const input = c.req.valid("json");
    if (!(await c.var.services.captcha.verify(input.captcha_token, c.var.clientIp))) throw new ApiError(422, "auth.captcha_failed");
    const emailTaken = () => {
      const message = translate(c.var.locale, "validation.email_taken");
      return c.json({ message, errors: { email: [message] } }, 422);
    };
    if (await findUserByEmail(c.var.db, input.email)) return emailTaken();
    let user;
    try {
      user = await insertUser(c.var.db, {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        contentLanguagePreference: c.var.locale,
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the second is told, like any other.
      if (error instanceof EmailTakenError) return emailTaken();
      throw error;
    }
    await sendVerificationMail(c, user);
    const token = await issueAccessToken(c.var.db, user.id, "web");
    return c.json({ token, user: presentUser({ ...user, roles: [] }), message: translate(c.var.locale, "auth.registered") }, 201);
  })
  .openapi(loginRoute, async (c) => {
    const input = c.req.valid("json");
    await throttle(c, "login:ip", c.var.clientIp, authLimits.loginPerIp.limit, authLimits.loginPerIp.windowSeconds);
    // In this order: an attempt refused per address never reaches the account's own count.
    await throttle(c, "login:account-ip", `${input.email}|${c.var.clientIp}`, authLimits.loginPerAccountAndIp.limit, authLimits.loginPerAccountAndIp.windowSeconds);
    await throttle(c, "login:account", input.email, authLimits.loginPerAccount.limit, authLimits.loginPerAccount.windowSeconds);
    if (!(await c.var.services.captcha.verify(input.captcha_token, c.var.clientIp))) throw new ApiError(422, "auth.captcha_failed");
    const user = await findUserByEmail(c.var.db, input.email);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw new ApiError(401, "auth.failed");
    const token = await issueAccessToken(c.var.db, user.id, "web");
    return c.json({ token, user: presentUser({ ...user, roles: await rolesOf(c.var.db, user.id) }) }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    requireUser(c);
    await revokeAccessToken(c.var.db, c.var.tokenId!);
    return c.json({ message: translate(c.var.locale, "auth.logged_out") }, 200);
  })
  .openapi(profileRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: presentUser(user), meta: { saved_recipes: await savedRecipesState(c.var.db, user.id) } }, 200);
  })
  .openapi(validateSocialRoute, (c) => {
    const user = requireUser(c);
    const verified = user.emailVerifiedAt !== null;
    return c.json({ validation: true, is_valid_for_dashboard: verified, user_data: { user_id: user.id, has_google_id: user.googleId !== null } }, 200);
  });
