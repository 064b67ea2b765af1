import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, gt, lt } from "drizzle-orm";
import { authResponse } from "../contract/auth";
import { errorBody, validationErrorBody } from "../contract/envelopes";
import { oauthAuthorizations, users } from "../db/schema";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { issueAccessToken } from "./access-tokens";
import { webUrl } from "./auth-mails";
import { socialExchangeBody } from "./auth-schemas";
import { buildAuthorizationRequest, completeAuthorization, OAuthError, type ProviderProfile } from "./oauth/oauth-client";
import { type OAuthProviderName, oauthProviderNames } from "./oauth/oauth-providers";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-tokens";
import { digest } from "./secrets";
import { EmailTakenError, findUserByEmail, insertUser, violatedUniqueIndex } from "./user-accounts";
import { presentUser } from "./user-presenter";

const AUTHORIZATION_MINUTES = 10;
const SOCIAL_CODE_MINUTES = 5;

const providerParam = z.object({ provider: z.enum(oauthProviderNames) });

const providersRoute = createRoute({
  method: "get",
  path: "/api/auth/providers",
  summary: "Which social sign-in providers are configured",
  responses: {
    200: {
      description: "Configured providers",
      content: { "application/json": { schema: z.object({ data: z.object({ google: z.boolean(), facebook: z.boolean() }) }) } },
    },
  },
});

const redirectRoute = createRoute({
  method: "get",
  path: "/api/auth/{provider}/redirect",
  summary: "Starts an OAuth 2 authorization-code sign-in (state + PKCE) with Google or Facebook",
  request: { params: providerParam, query: z.object({ locale: z.enum(["es", "en"]).optional() }) },
  responses: { 302: { description: "To the provider, or back to /sign-in when it is not configured" } },
});

const callbackRoute = createRoute({
  method: "get",
  path: "/api/auth/{provider}/callback",
  summary: "The provider's answer: links or creates the member, then sends the browser to /auth/social-callback",
  request: {
    params: providerParam,
    query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
  },
  responses: { 302: { description: "To /auth/social-callback?code=… or /sign-in?social_error=…" } },
});

const exchangeRoute = createRoute({
  method: "post",
  path: "/api/auth/social/exchange",
  summary: "Trades the single-use code from /auth/social-callback for a bearer token",
  request: { body: { content: { "application/json": { schema: socialExchangeBody } }, required: true } },
  responses: {
    200: { description: "Signed in", content: { "application/json": { schema: authResponse } } },
    401: { description: "Code invalid, used or expired", content: { "application/json": { schema: errorBody } } },
    422: { description: "Invalid data", content: { "application/json": { schema: validationErrorBody } } },
  },
});

const providerColumn = { google: users.googleId, facebook: users.facebookId } as const;

/** The member for a provider identity: already linked, else linked now by verified e-mail, else new. */
async function memberForProfile(db: Parameters<typeof findUserByEmail>[0], provider: OAuthProviderName, profile: ProviderProfile, locale: "es" | "en") {
  const [linked] = await db.select().from(users).where(eq(providerColumn[provider], profile.providerUserId)).limit(1);
  if (linked) return linked;
  const identity = provider === "google" ? { googleId: profile.providerUserId } : { facebookId: profile.providerUserId };
  const verifiedAt = profile.emailVerified ? new Date() : null;
  if (profile.email) {
    const existing = await findUserByEmail(db, profile.email);
    if (existing) {
      // Only a verified provider e-mail may take over an account with that address.
      if (!profile.emailVerified) return undefined;
      const [updated] = await db
        .update(users)
        .set({ ...identity, emailVerifiedAt: existing.emailVerifiedAt ?? verifiedAt, avatarUrl: existing.avatarUrl ?? profile.avatarUrl, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return updated;
    }
  }
  if (!profile.email) return undefined;
  const name = profile.name?.trim() || profile.email.split("@")[0]!;
  try {
    return await insertUser(db, {
      name,
      email: profile.email.toLowerCase(),
      emailVerifiedAt: verifiedAt,
      avatarUrl: profile.avatarUrl,
      contentLanguagePreference: locale,
      ...identity,
    });
  } catch (error) {
    // The same identity signing in twice at once: the other request created the member.
    if (error instanceof EmailTakenError || violatedUniqueIndex(error)) {
      const [existing] = await db.select().from(users).where(eq(providerColumn[provider], profile.providerUserId)).limit(1);
      if (existing) return existing;
    }
    throw error;
  }
}

export const socialRouter = createRouter()
  .openapi(providersRoute, (c) =>
    c.json({ data: { google: Boolean(c.var.services.oauthProviders.google), facebook: Boolean(c.var.services.oauthProviders.facebook) } }, 200),
  )
  .openapi(redirectRoute, async (c) => {
    const { provider: name } = c.req.valid("param");
    const locale = c.req.valid("query").locale ?? c.var.locale;
    const provider = c.var.services.oauthProviders[name];
    if (!provider) return c.redirect(`${webUrl(c, "/sign-in", locale)}?social_error=unavailable`, 302);
    const request = buildAuthorizationRequest(provider);
    await c.var.db.delete(oauthAuthorizations).where(lt(oauthAuthorizations.expiresAt, new Date()));
    await c.var.db.insert(oauthAuthorizations).values({
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
    const [authorization] = state
      ? await c.var.db
          .delete(oauthAuthorizations)
          .where(and(eq(oauthAuthorizations.stateHash, digest(state)), eq(oauthAuthorizations.provider, name), gt(oauthAuthorizations.expiresAt, new Date())))
          .returning()
      : [];
    const locale = authorization?.locale === "en" ? "en" : authorization?.locale === "es" ? "es" : c.var.locale;
    const fail = (reason: string) => c.redirect(`${webUrl(c, "/sign-in", locale)}?social_error=${reason}`, 302);
    if (!provider) return fail("unavailable");
    if (!authorization) return fail("state");
    if (error || !code) return fail("denied");
    let profile: ProviderProfile;
    try {
      profile = await completeAuthorization(provider, { code, codeVerifier: authorization.codeVerifier });
    } catch (failure) {
      console.error(`[auth] ${name} sign-in failed`, failure instanceof OAuthError ? failure.message : failure);
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
    const [user] = await c.var.db.select().from(users).where(eq(users.id, result.userId)).limit(1);
    if (!user) throw new ApiError(401, "auth.social_code_invalid");
    const token = await issueAccessToken(c.var.db, user.id, "web");
    return c.json({ token, user: presentUser(user) }, 200);
  });

