import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authResponse } from "../contract/auth";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * The whole social sign-in against a local OAuth 2 / OpenID Connect provider speaking the real
 * protocol: our redirect → the provider's authorize endpoint → our callback → code exchange.
 */
const provider = new OAuth2Server();
let issuer = "";

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const url = new URL(provider.issuer.url!);
  url.hostname = "127.0.0.1";
  issuer = url.origin;
});
afterAll(() => provider.stop());

describe("social sign-in", () => {
  const api = useTestApi(() => ({
    GOOGLE_CLIENT_ID: "sazon-google",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    FACEBOOK_CLIENT_ID: "sazon-facebook",
    FACEBOOK_CLIENT_SECRET: "facebook-secret",
    FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
  }));

  /** Walks the browser's path and returns where our callback sent it. */
  async function signIn(providerName: "google" | "facebook", userinfo: Record<string, unknown>, locale: "es" | "en" = "es") {
    const start = await api.request(`/api/auth/${providerName}/redirect?locale=${locale}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`http://localhost:3000/api/auth/${providerName}/callback`);
    provider.service.once("beforeUserinfo", (response) => {
      response.body = userinfo;
    });
    const atProvider = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location")!);
    const back = await api.request(`${callback.pathname}${callback.search}`);
    expect(back.status).toBe(302);
    return new URL(back.headers.get("location")!);
  }

  async function exchange(landing: URL) {
    const response = await api.request("/api/auth/social/exchange", { method: "POST", json: { code: landing.searchParams.get("code") } });
    return { status: response.status, body: await response.json() };
  }

  it("says which providers are configured", async () => {
    expect(await (await api.request("/api/auth/providers")).json()).toEqual({ data: { google: true, facebook: true } });
  });

  it("creates a verified member on first Google sign-in and finds them again on the next", async () => {
    const landing = await signIn("google", { sub: "g-100", email: "lucia@example.com", email_verified: true, name: "Lucía Pérez" }, "en");
    expect(landing.pathname).toBe("/en/auth/social-callback");
    const first = await exchange(landing);
    expect(first.status).toBe(200);
    const { user } = authResponse.parse(first.body);
    expect(user).toMatchObject({ email: "lucia@example.com", name: "Lucía Pérez", google_id: "g-100" });
    expect(user.email_verified_at).not.toBeNull();

    const again = await exchange(await signIn("google", { sub: "g-100", email: "lucia@example.com", email_verified: true, name: "Lucía Pérez" }));
    expect(again.body.user.id).toBe(user.id);

    const validation = await (await api.request("/api/user/validate-social-auth", { token: again.body.token })).json();
    expect(validation).toEqual({ validation: true, is_valid_for_dashboard: true, user_data: { user_id: user.id, has_google_id: true } });
  });

  it("links Facebook to an existing account by its verified e-mail", async () => {
    const registered = await api.request("/api/register", { method: "POST", json: { name: "Tomás Gil", email: "tomas@example.com", password: "clave-segura-1" } });
    const { user } = await registered.json();
    const landing = await signIn("facebook", { id: "fb-7", email: "tomas@example.com", name: "Tomás Gil" });
    const { body } = await exchange(landing);
    expect(body.user).toMatchObject({ id: user.id, facebook_id: "fb-7" });
    expect(body.user.email_verified_at).not.toBeNull();
  });

  it("does not hand an account to an unverified provider e-mail", async () => {
    await api.request("/api/register", { method: "POST", json: { name: "Irene Sol", email: "irene@example.com", password: "clave-segura-1" } });
    const landing = await signIn("google", { sub: "g-evil", email: "irene@example.com", email_verified: false, name: "Impostor" });
    expect(landing.pathname).toBe("/sign-in");
    expect(landing.searchParams.get("social_error")).toBe("email");
  });

  it("uses each code once and refuses a forged state", async () => {
    const landing = await signIn("google", { sub: "g-200", email: "nuria@example.com", email_verified: true, name: "Nuria" });
    expect((await exchange(landing)).status).toBe(200);
    const reused = await exchange(landing);
    expect(reused.status).toBe(401);

    const forged = await api.request("/api/auth/google/callback?code=abc&state=forged");
    expect(new URL(forged.headers.get("location")!).searchParams.get("social_error")).toBe("state");
  });
});

describe("social sign-in without provider settings", () => {
  const api = useTestApi();
  it("sends the browser back to sign-in saying the provider is unavailable", async () => {
    expect(await (await api.request("/api/auth/providers")).json()).toEqual({ data: { google: false, facebook: false } });
    const response = await api.request("/api/auth/google/redirect?locale=en");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost:3000/en/sign-in?social_error=unavailable");
  });
});
