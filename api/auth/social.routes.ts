import { createRoute, z } from "@hono/zod-openapi";
import { authResponse } from "../contract/auth";
import { errorBody } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, jsonBody } from "../http/openapi-responses";
import { logError } from "../observability/log";
import { issueAccessToken } from "../access/access-tokens";
import { webUrl } from "./auth-mails";
import { socialExchangeBody } from "./auth-schemas";
import { buildAuthorizationRequest, completeAuthorization, OAuthError, type ProviderProfile } from "./oauth/oauth-client";
import { saveOAuthAuthorization, takeOAuthAuthorization } from "./oauth/oauth-authorizations";
import { oauthProviderNames } from "./oauth/oauth-providers";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-tokens";
import { digest } from "../security/secrets";
import { memberForProfile } from "./social-accounts";
import { findUserById } from "./user-accounts";
import { rolesOf } from "../permissions/role-grants";
import { presentUser } from "./user-presenter";

const AUTHORIZATION_MINUTES = 10;
const SOCIAL_CODE_MINUTES = 5;

const providerParam = z.object({ provider: z.enum(oauthProviderNames) });

const providersRoute = createRoute({
  method: "get",
  path: apiPaths.socialProviders,
  summary: "Which social sign-in providers are configured",
  responses: {
    200: json(z.object({ data: z.object({ google: z.boolean(), facebook: z.boolean() }) }), "Configured providers"),
  },
});

const redirectRoute = createRoute({
  method: "get",
  path: apiPaths.socialRedirect,
  summary: "Starts an OAuth 2 authorization-code sign-in (state + PKCE) with Google or Facebook",
  request: { params: providerParam, query: z.object({ locale: z.enum(["es", "en"]).optional() }) },
  responses: { 302: { description: "To the provider, or back to /sign-in when it is not configured" } },
});

const callbackRoute = createRoute({
  method: "get",
  path: apiPaths.socialCallback,
  summary: "The provider's answer: links or creates the member, then sends the browser to /auth/social-callback",
  request: {
    params: providerParam,
    query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
  },
  responses: { 302: { description: "To /auth/social-callback?code=… or /sign-in?social_error=…" } },
});

const exchangeRoute = createRoute({
  method: "post",
  path: apiPaths.socialExchange,
  summary: "Trades the single-use code from /auth/social-callback for a bearer token",
  request: { body: jsonBody(socialExchangeBody) },
  responses: {
    200: json(authResponse, "Signed in"),
    401: json(errorBody, "Code invalid, used or expired"),
    422: invalid(),
  },
});

export const socialRouter = createRouter()
  .openapi(providersRoute, (c) => c.json({ data: { google: Boolean(c.var.services.oauthProviders.google), facebook: Boolean(c.var.services.oauthProviders.facebook) } }, 200))
  .openapi(redirectRoute, async (c) => {
    const { provider: name } = c.req.valid("param");
    const locale = c.req.valid("query").locale ?? c.var.locale;
    const provider = c.var.services.oauthProviders[name];
    if (!provider) return c.redirect(`${webUrl(c, "/sign-in", locale)}?social_error=unavailable`, 302);
    const request = buildAuthorizationRequest(provider);
    await saveOAuthAuthorization(c.var.db, {
      stateHash: digest(request.state),
      provider: name,
      codeVerifier: request.codeVerifier,
      locale,
      expiresAt: new Date(Date.now() + AUTHORIZATION_MINUTES * 60_000),
    });
    return c.redirect(request.url, 302);
  })
  .openapi(callbackRoute, async (c) => {
    const { provider: name } = c.req.valid("param");
    const { code, state, error } = c.req.valid("query");
    const provider = c.var.services.oauthProviders[name];
    // The state is single-use: it is deleted as it is read.
    const authorization = state ? await takeOAuthAuthorization(c.var.db, digest(state), name) : undefined;
    const locale = authorization?.locale === "en" ? "en" : authorization?.locale === "es" ? "es" : c.var.locale;
    const fail = (reason: string) => c.redirect(`${webUrl(c, "/sign-in", locale)}?social_error=${reason}`, 302);
    if (!provider) return fail("unavailable");
    if (!authorization) return fail("state");
    if (error || !code) return fail("denied");
    let profile: ProviderProfile;
    try {
      profile = await completeAuthorization(provider, { code, codeVerifier: authorization.codeVerifier });
    } catch (failure) {
      logError(`[auth] ${name} sign-in failed`, failure instanceof OAuthError ? failure.message : failure);
      return fail("provider");
    }
    const member = await memberForProfile(c.var.db, name, profile, locale);
    if (!member) return fail("email");
    const socialCode = await createOneTimeToken(c.var.db, member.id, "social_login", SOCIAL_CODE_MINUTES);
    return c.redirect(`${webUrl(c, "/auth/social-callback", locale)}?${new URLSearchParams({ code: socialCode })}`, 302);
  })
  .openapi(exchangeRoute, async (c) => {
    const { code } = c.req.valid("json");
    const result = await consumeOneTimeToken(c.var.db, "social_login", code);
    if (result.status !== "ok") throw new ApiError(401, "auth.social_code_invalid");
    const user = await findUserById(c.var.db, result.userId);
    if (!user) throw new ApiError(401, "auth.social_code_invalid");
    const token = await issueAccessToken(c.var.db, user.id, "web");
    return c.json({ token, user: presentUser({ ...user, roles: await rolesOf(c.var.db, user.id) }) }, 200);
  });
