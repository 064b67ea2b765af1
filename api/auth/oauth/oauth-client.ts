import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { OAuthProvider } from "./oauth-providers";

/** Time allowed for each call to the provider (token exchange, userinfo). */
const providerTimeoutMs = 10_000;

export interface AuthorizationRequest {
  /** Where to send the browser. */
  url: string;
  /** Keep it (e.g. in a short-lived signed cookie) and compare it with the callback's `state`. */
  state: string;
  /** PKCE verifier to keep alongside the state; null when the provider does not use PKCE. */
  codeVerifier: string | null;
}

export interface ProviderProfile {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  avatarUrl: string | null;
}

export type OAuthErrorReason = "token_exchange" | "userinfo" | "invalid_profile";

export class OAuthError extends Error {
  constructor(
    message: string,
    readonly reason: OAuthErrorReason,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "OAuthError";
  }
}

function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export function buildAuthorizationRequest(provider: OAuthProvider): AuthorizationRequest {
  const state = randomToken();
  const codeVerifier = provider.usePkce ? randomToken() : null;

  const url = new URL(provider.authorizeUrl);
  const params = url.searchParams;
  params.set("response_type", "code");
  params.set("client_id", provider.clientId);
  params.set("redirect_uri", provider.redirectUri);
  params.set("scope", provider.scopes.join(" "));
  params.set("state", state);
  if (codeVerifier !== null) {
    params.set("code_challenge", pkceChallenge(codeVerifier));
    params.set("code_challenge_method", "S256");
  }
  if (provider.name === "google") {
    params.set("access_type", "online");
    params.set("prompt", "select_account");
  }
  return { url: url.toString(), state, codeVerifier };
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
});

/** Empty or missing strings become null. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });

/** Picture URLs that are not http(s) are dropped rather than failing the sign-in. */
const optionalHttpUrl = optionalText.transform((value) => {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
});

const oidcUserInfoSchema = z.object({
  sub: z.string().trim().min(1),
  email: optionalText,
  email_verified: z.union([z.boolean(), z.string()]).nullish(),
  name: optionalText,
  picture: optionalHttpUrl,
});

const facebookUserInfoSchema = z.object({
  id: z.union([z.string().trim().min(1), z.number().int().nonnegative().transform(String)]),
  email: optionalText,
  name: optionalText,
  picture: z.object({ data: z.object({ url: optionalHttpUrl }).nullish() }).nullish(),
});

function profileFromUserInfo(provider: OAuthProvider, body: unknown): ProviderProfile | null {
  if (provider.name === "facebook") {
    const parsed = facebookUserInfoSchema.safeParse(body);
    if (!parsed.success) return null;
    const { id, email, name, picture } = parsed.data;
    return {
      providerUserId: id,
      email,
      // The Graph API only returns confirmed e-mail addresses.
      emailVerified: Boolean(email),
      name,
      avatarUrl: picture?.data?.url ?? null,
    };
  }
  const parsed = oidcUserInfoSchema.safeParse(body);
  if (!parsed.success) return null;
  const { sub, email, email_verified, name, picture } = parsed.data;
  return {
    providerUserId: sub,
    email,
    emailVerified: email !== null && (email_verified === true || email_verified === "true"),
    name,
    avatarUrl: picture,
  };
}

/** The provider's short error code (e.g. "invalid_grant"), if it gave one; never the request. */
function providerErrorCode(body: unknown): string | null {
  if (body && typeof body === "object" && "error" in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === "string" && /^[\w.-]{1,64}$/.test(error)) return error;
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return "timed out";
  }
  return "request failed";
}

async function exchangeCode(provider: OAuthProvider, input: { code: string; codeVerifier: string | null }): Promise<string> {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code: input.code,
    redirect_uri: provider.redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  if (input.codeVerifier) form.set("code_verifier", input.codeVerifier);

  const label = `${provider.name} token exchange`;
  let response: Response;
  try {
    response = await fetch(provider.tokenUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: form,
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    throw new OAuthError(`${label} ${describeFailure(error)}`, "token_exchange");
  }

  const body = await readJson(response);
  if (body === undefined) {
    throw new OAuthError(`${label} answered HTTP ${response.status} without JSON`, "token_exchange");
  }
  if (!response.ok) {
    const code = providerErrorCode(body);
    throw new OAuthError(`${label} failed with HTTP ${response.status}${code ? ` (${code})` : ""}`, "token_exchange");
  }
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) {
    const code = providerErrorCode(body);
    throw new OAuthError(`${label} returned no access token${code ? ` (${code})` : ""}`, "token_exchange");
  }
  return parsed.data.access_token;
}

async function fetchUserInfo(provider: OAuthProvider, accessToken: string): Promise<unknown> {
  const label = `${provider.name} userinfo`;
  let response: Response;
  try {
    response = await fetch(provider.userInfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    throw new OAuthError(`${label} ${describeFailure(error)}`, "userinfo");
  }
  const body = await readJson(response);
  if (!response.ok) {
    const code = providerErrorCode(body);
    throw new OAuthError(`${label} failed with HTTP ${response.status}${code ? ` (${code})` : ""}`, "userinfo");
  }
  if (body === undefined) {
    throw new OAuthError(`${label} answered without JSON`, "userinfo");
  }
  return body;
}

/**
 * Second half of the authorization-code flow: exchange the callback's code (with the PKCE
 * verifier kept from {@link buildAuthorizationRequest}) for an access token, then read the
 * user's profile. The caller must have checked `state` already.
 */
export async function completeAuthorization(provider: OAuthProvider, input: { code: string; codeVerifier: string | null }): Promise<ProviderProfile> {
  if (!input.code) throw new OAuthError(`${provider.name} callback carried no code`, "token_exchange");
  if (provider.usePkce && !input.codeVerifier) {
    throw new OAuthError(`${provider.name} token exchange needs the PKCE code verifier`, "token_exchange");
  }
  const accessToken = await exchangeCode(provider, input);
  const body = await fetchUserInfo(provider, accessToken);
  const profile = profileFromUserInfo(provider, body);
  if (!profile) throw new OAuthError(`${provider.name} userinfo did not contain a usable profile`, "invalid_profile");
  return profile;
}
