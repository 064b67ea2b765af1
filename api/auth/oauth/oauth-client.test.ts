import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { OAuth2Server, type MutableResponse, type TokenRequest, type TokenRequestIncomingMessage } from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildAuthorizationRequest, completeAuthorization, OAuthError, type AuthorizationRequest } from "./oauth-client";
import { oauthProvidersFromSettings, type OAuthProvider } from "./oauth-providers";

const apiPublicUrl = "http://localhost:3000/";
const clientSecret = "s3cr3t-never-shown";

let server: OAuth2Server;
let issuer: string;
let google: OAuthProvider;
let facebook: OAuthProvider;

beforeAll(async () => {
  server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  // The mock reports "localhost" for 127.0.0.1; pin the address it really listens on so the
  // test does not depend on how localhost resolves (::1 first on some machines).
  const url = new URL(server.issuer.url ?? "");
  url.hostname = "127.0.0.1";
  issuer = url.origin;

  const providers = oauthProvidersFromSettings(
    {
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      FACEBOOK_CLIENT_ID: "facebook-client",
      FACEBOOK_CLIENT_SECRET: clientSecret,
      FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`,
      FACEBOOK_TOKEN_URL: `${issuer}/token`,
      FACEBOOK_USERINFO_URL: `${issuer}/userinfo?fields=id,name,email,picture`,
    },
    apiPublicUrl,
  );
  if (!providers.google || !providers.facebook) throw new Error("providers not configured");
  google = providers.google;
  facebook = providers.facebook;
});

afterEach(() => {
  // A hook left over by a failed test must not leak into the next one.
  server.service.removeAllListeners();
});

afterAll(async () => {
  if (server?.listening) await server.stop();
});

/** Plays the browser: follow the authorize URL once and read the callback's query. */
async function authorize(request: AuthorizationRequest): Promise<{ code: string; state: string | null; callback: URL }> {
  const response = await fetch(request.url, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = response.headers.get("location");
  expect(location).toBeTruthy();
  const callback = new URL(location ?? "");
  const code = callback.searchParams.get("code");
  expect(code).toBeTruthy();
  return { code: code ?? "", state: callback.searchParams.get("state"), callback };
}

function onUserinfo(body: Record<string, unknown>, statusCode = 200): void {
  server.service.once("beforeUserinfo", (userInfoResponse: MutableResponse) => {
    userInfoResponse.body = body;
    userInfoResponse.statusCode = statusCode;
  });
}

function captureTokenRequest(): { body: TokenRequest | undefined; authorization: string | undefined } {
  const captured: { body: TokenRequest | undefined; authorization: string | undefined } = {
    body: undefined,
    authorization: undefined,
  };
  server.service.once("beforeResponse", (_tokenResponse: MutableResponse, req: TokenRequestIncomingMessage) => {
    captured.body = { ...req.body };
    captured.authorization = req.headers.authorization;
  });
  return captured;
}

async function expectOAuthError(promise: Promise<unknown>, reason: OAuthError["reason"]): Promise<OAuthError> {
  const error = await promise.then(
    () => {
      throw new Error("expected an OAuthError");
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OAuthError);
  const oauthError = error as OAuthError;
  expect(oauthError.reason).toBe(reason);
  expect(oauthError.message).not.toContain(clientSecret);
  return oauthError;
}

async function unusedPort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe("buildAuthorizationRequest", () => {
  it("builds a Google URL with state, PKCE S256 and Google's extra parameters", () => {
    const request = buildAuthorizationRequest(google);
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "google-client",
      redirect_uri: "http://localhost:3000/api/auth/google/callback",
      scope: "openid email profile",
      state: request.state,
      access_type: "online",
      prompt: "select_account",
      code_challenge_method: "S256",
    });
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expectedChallenge = createHash("sha256")
      .update(request.codeVerifier ?? "")
      .digest("base64url");
    expect(url.searchParams.get("code_challenge")).toBe(expectedChallenge);
    expect(request.url).not.toContain(clientSecret);
  });

  it("uses fresh random state and verifier on every call", () => {
    const a = buildAuthorizationRequest(google);
    const b = buildAuthorizationRequest(google);
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
  });

  it("leaves Google-only parameters out of the Facebook URL and keeps PKCE", () => {
    const request = buildAuthorizationRequest(facebook);
    const url = new URL(request.url);
    expect(url.searchParams.get("scope")).toBe("email public_profile");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/facebook/callback");
    expect(url.searchParams.has("access_type")).toBe(false);
    expect(url.searchParams.has("prompt")).toBe(false);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(request.codeVerifier).not.toBeNull();
  });

  it("sends no PKCE parameters when the provider has PKCE turned off", () => {
    const request = buildAuthorizationRequest({ ...google, usePkce: false });
    const url = new URL(request.url);
    expect(request.codeVerifier).toBeNull();
    expect(url.searchParams.has("code_challenge")).toBe(false);
    expect(url.searchParams.has("code_challenge_method")).toBe(false);
  });
});

describe("completeAuthorization against oauth2-mock-server", () => {
  it("runs the Google code flow end to end: state round-trips, profile is mapped", async () => {
    const request = buildAuthorizationRequest(google);
    const { code, state, callback } = await authorize(request);
    expect(`${callback.origin}${callback.pathname}`).toBe("http://localhost:3000/api/auth/google/callback");
    expect(state).toBe(request.state);

    onUserinfo({
      sub: "google-123",
      email: "ana@example.com",
      email_verified: true,
      name: "Ana",
      picture: "https://lh3.example.com/ana.jpg",
    });
    const profile = await completeAuthorization(google, { code, codeVerifier: request.codeVerifier });
    expect(profile).toEqual({
      providerUserId: "google-123",
      email: "ana@example.com",
      emailVerified: true,
      name: "Ana",
      avatarUrl: "https://lh3.example.com/ana.jpg",
    });
  });

  it('accepts email_verified as the string "true" and treats anything else as unverified', async () => {
    const first = buildAuthorizationRequest(google);
    const firstCallback = await authorize(first);
    onUserinfo({ sub: "google-1", email: "a@example.com", email_verified: "true" });
    await expect(completeAuthorization(google, { code: firstCallback.code, codeVerifier: first.codeVerifier })).resolves.toMatchObject({
      emailVerified: true,
      name: null,
      avatarUrl: null,
    });

    const second = buildAuthorizationRequest(google);
    const secondCallback = await authorize(second);
    onUserinfo({ sub: "google-2", email: "b@example.com", email_verified: false });
    await expect(completeAuthorization(google, { code: secondCallback.code, codeVerifier: second.codeVerifier })).resolves.toMatchObject({
      providerUserId: "google-2",
      emailVerified: false,
    });
  });

  it("maps a Facebook-shaped userinfo answer, e-mail counting as verified", async () => {
    const request = buildAuthorizationRequest(facebook);
    const { code, state } = await authorize(request);
    expect(state).toBe(request.state);

    let userinfoPath: string | undefined;
    let userinfoAuthorization: string | undefined;
    server.service.once("beforeUserinfo", (userInfoResponse: MutableResponse, req) => {
      userinfoPath = req.url;
      userinfoAuthorization = req.headers.authorization;
      userInfoResponse.body = {
        id: "1029384756",
        name: "Beto Ruiz",
        email: "beto@example.com",
        picture: { data: { url: "https://graph.example.com/beto.jpg", is_silhouette: false } },
      };
    });
    const profile = await completeAuthorization(facebook, { code, codeVerifier: request.codeVerifier });
    expect(profile).toEqual({
      providerUserId: "1029384756",
      email: "beto@example.com",
      emailVerified: true,
      name: "Beto Ruiz",
      avatarUrl: "https://graph.example.com/beto.jpg",
    });
    expect(userinfoPath).toBe("/userinfo?fields=id,name,email,picture");
    expect(userinfoAuthorization).toMatch(/^Bearer \S+$/);
  });

  it("reports a Facebook account without e-mail as unverified with a null e-mail", async () => {
    const request = buildAuthorizationRequest(facebook);
    const { code } = await authorize(request);
    onUserinfo({ id: "555", name: "Sin Correo" });
    await expect(completeAuthorization(facebook, { code, codeVerifier: request.codeVerifier })).resolves.toEqual({
      providerUserId: "555",
      email: null,
      emailVerified: false,
      name: "Sin Correo",
      avatarUrl: null,
    });
  });

  it("turns a token endpoint error into OAuthError(token_exchange)", async () => {
    const request = buildAuthorizationRequest(google);
    const { code } = await authorize(request);
    server.service.once("beforeResponse", (tokenResponse: MutableResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: "invalid_grant" };
    });
    const error = await expectOAuthError(completeAuthorization(google, { code, codeVerifier: request.codeVerifier }), "token_exchange");
    expect(error.message).toContain("invalid_grant");
  });

  it("treats a 200 token answer without access_token as token_exchange", async () => {
    const request = buildAuthorizationRequest(google);
    const { code } = await authorize(request);
    server.service.once("beforeResponse", (tokenResponse: MutableResponse) => {
      tokenResponse.body = { token_type: "Bearer" };
    });
    await expectOAuthError(completeAuthorization(google, { code, codeVerifier: request.codeVerifier }), "token_exchange");
  });

  it("treats an unreachable token endpoint as token_exchange", async () => {
    const port = await unusedPort();
    const offline = { ...google, tokenUrl: `http://127.0.0.1:${port}/token` };
    await expectOAuthError(completeAuthorization(offline, { code: "abc", codeVerifier: "v".repeat(43) }), "token_exchange");
  });

  it("turns a userinfo error into OAuthError(userinfo)", async () => {
    const request = buildAuthorizationRequest(google);
    const { code } = await authorize(request);
    onUserinfo({ error: "invalid_token" }, 401);
    const error = await expectOAuthError(completeAuthorization(google, { code, codeVerifier: request.codeVerifier }), "userinfo");
    expect(error.message).toContain("401");
  });

  it("rejects a userinfo answer without a subject as invalid_profile", async () => {
    const request = buildAuthorizationRequest(google);
    const { code } = await authorize(request);
    onUserinfo({ email: "ana@example.com", email_verified: true });
    await expectOAuthError(completeAuthorization(google, { code, codeVerifier: request.codeVerifier }), "invalid_profile");
  });

  it("rejects a Facebook answer without id as invalid_profile", async () => {
    const request = buildAuthorizationRequest(facebook);
    const { code } = await authorize(request);
    onUserinfo({ name: "Nadie", email: "nadie@example.com" });
    await expectOAuthError(completeAuthorization(facebook, { code, codeVerifier: request.codeVerifier }), "invalid_profile");
  });
});

describe("PKCE", () => {
  it("sends code_challenge S256 to authorize and the matching code_verifier to the token endpoint", async () => {
    const request = buildAuthorizationRequest(google);
    const url = new URL(request.url);
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");

    const { code } = await authorize(request);
    const captured = captureTokenRequest();
    onUserinfo({ sub: "google-pkce" });
    await completeAuthorization(google, { code, codeVerifier: request.codeVerifier });

    expect(captured.body).toMatchObject({
      grant_type: "authorization_code",
      code,
      redirect_uri: "http://localhost:3000/api/auth/google/callback",
      client_id: "google-client",
      client_secret: clientSecret,
      code_verifier: request.codeVerifier,
    });
  });

  it("fails the exchange when the verifier does not match the challenge (the mock checks S256)", async () => {
    const request = buildAuthorizationRequest(google);
    const { code } = await authorize(request);
    const other = buildAuthorizationRequest(google);
    await expectOAuthError(completeAuthorization(google, { code, codeVerifier: other.codeVerifier }), "token_exchange");
  });

  it("refuses to exchange without a verifier when the provider uses PKCE", async () => {
    await expectOAuthError(completeAuthorization(google, { code: "abc", codeVerifier: null }), "token_exchange");
  });

  it("posts no code_verifier when PKCE is off", async () => {
    const plain = { ...google, usePkce: false };
    const request = buildAuthorizationRequest(plain);
    const { code } = await authorize(request);
    const captured = captureTokenRequest();
    onUserinfo({ sub: "google-plain" });
    await expect(completeAuthorization(plain, { code, codeVerifier: null })).resolves.toMatchObject({
      providerUserId: "google-plain",
    });
    expect(captured.body).toBeDefined();
    expect(captured.body).not.toHaveProperty("code_verifier");
  });
});

describe("oauthProvidersFromSettings", () => {
  const complete = {
    GOOGLE_CLIENT_ID: "gid",
    GOOGLE_CLIENT_SECRET: "gsecret",
    FACEBOOK_CLIENT_ID: "fid",
    FACEBOOK_CLIENT_SECRET: "fsecret",
  };

  it("applies the defaults and builds the redirect URI from the public API URL", () => {
    const providers = oauthProvidersFromSettings(complete, "https://api.sazon.example/");
    expect(providers.google).toEqual({
      name: "google",
      clientId: "gid",
      clientSecret: "gsecret",
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
      scopes: ["openid", "email", "profile"],
      usePkce: true,
      redirectUri: "https://api.sazon.example/api/auth/google/callback",
    });
    expect(providers.facebook).toEqual({
      name: "facebook",
      clientId: "fid",
      clientSecret: "fsecret",
      authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
      tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
      userInfoUrl: "https://graph.facebook.com/v19.0/me?fields=id,name,email,picture",
      scopes: ["email", "public_profile"],
      usePkce: true,
      redirectUri: "https://api.sazon.example/api/auth/facebook/callback",
    });
  });

  it("leaves out providers whose id or secret is missing or empty", () => {
    expect(oauthProvidersFromSettings({}, "http://localhost:3000")).toEqual({});
    const providers = oauthProvidersFromSettings(
      { GOOGLE_CLIENT_ID: "gid", GOOGLE_CLIENT_SECRET: "", FACEBOOK_CLIENT_ID: "  ", FACEBOOK_CLIENT_SECRET: "fsecret" },
      "http://localhost:3000",
    );
    expect(providers.google).toBeUndefined();
    expect(providers.facebook).toBeUndefined();
    const onlyGoogle = oauthProvidersFromSettings({ GOOGLE_CLIENT_ID: "gid", GOOGLE_CLIENT_SECRET: "gsecret", FACEBOOK_CLIENT_ID: "fid" }, "http://localhost:3000");
    expect(Object.keys(onlyGoogle)).toEqual(["google"]);
  });

  it("treats empty URL settings as unset", () => {
    const providers = oauthProvidersFromSettings({ ...complete, GOOGLE_TOKEN_URL: "", FACEBOOK_USERINFO_URL: "" }, "http://localhost:3000");
    expect(providers.google?.tokenUrl).toBe("https://oauth2.googleapis.com/token");
    expect(providers.facebook?.userInfoUrl).toBe("https://graph.facebook.com/v19.0/me?fields=id,name,email,picture");
  });

  it("rejects URLs that are not http(s), naming the setting but not the secret", () => {
    expect(() => oauthProvidersFromSettings({ ...complete, GOOGLE_TOKEN_URL: "not a url" }, "http://localhost:3000")).toThrow(/GOOGLE_TOKEN_URL/);
    expect(() => oauthProvidersFromSettings({ ...complete, FACEBOOK_AUTHORIZE_URL: "ftp://example.com/oauth" }, "http://localhost:3000")).toThrow(/FACEBOOK_AUTHORIZE_URL/);
    try {
      oauthProvidersFromSettings({ ...complete, GOOGLE_USERINFO_URL: "javascript:alert(1)" }, "http://localhost:3000");
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain("GOOGLE_USERINFO_URL");
      expect(String(error)).not.toContain("gsecret");
    }
  });

  it("rejects a public API URL that is not http(s)", () => {
    expect(() => oauthProvidersFromSettings(complete, "sazon.example")).toThrow(/apiPublicUrl/);
  });

  it("lets a provider turn PKCE off", () => {
    const providers = oauthProvidersFromSettings({ ...complete, FACEBOOK_USE_PKCE: "false" }, "http://localhost:3000");
    expect(providers.facebook?.usePkce).toBe(false);
    expect(providers.google?.usePkce).toBe(true);
  });
});
