import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { getSession, sessionStorage } from "~/platform/session/session.server";
import { loadWebEnv } from "~/platform/config/env.server";
import { useTestApi } from "../../../tests/support/api-harness";
import { createUser, issueAccessToken, revokeAllAccessTokens } from "../../../tests/support/factories";
import { getCategories } from "./catalogue.server";
import { apiFor } from "./for-request.server";
import { getProfile, logout } from "./account.server";
import { listNotifications, markAllNotificationsRead } from "./notifications.server";

/**
 * One page request makes each read once, whichever loader asks (Remix gives each loader its own
 * copy of the Request; the load context is the request's own), and an action shares nothing.
 */
describe("the API client of a page request", () => {
  const api = useTestApi();
  const env = loadWebEnv({ NODE_ENV: "test", SESSION_SECRET: "a-session-secret-for-this-test-only-0123456789" });
  let calls: string[] = [];
  let cookie = "";

  const context = (): AppLoadContext => ({
    env,
    cspNonce: "nonce",
    clientIp: "127.0.0.1",
    // As server.ts hands requests to the API in its process.
    inProcessApi: (request, reads) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(api.app.fetch(request, { reads }));
    },
  });
  /** What Remix hands a loader: a fresh copy of the page's Request. */
  const loaderRequest = (method = "GET", sessionCookie = cookie) => new Request("http://localhost/notifications", { method, headers: { Cookie: sessionCookie } });

  async function signedIn() {
    const member = await createUser(api.db);
    const session = await getSession(new Request("http://localhost/"), env);
    session.set("token", await issueAccessToken(api.db, member.id, "test"));
    return { member, cookie: (await sessionStorage(env).commitSession(session)).split(";")[0]! };
  }

  beforeAll(async () => {
    cookie = (await signedIn()).cookie;
  });

  it("asks for the member and the bell's notifications once, though the layout and the page both ask", async () => {
    calls = [];
    const page = context();
    const [layout, notificationsPage] = [loaderRequest(), loaderRequest()];
    expect((await getCurrentUser(layout, page))?.user.id).toBeGreaterThan(0);
    expect(await getCurrentUser(notificationsPage, page)).toEqual(await getCurrentUser(layout, page));
    const [bell, list] = await Promise.all([
      listNotifications(await apiFor(layout, page), { perPage: 20 }),
      listNotifications(await apiFor(notificationsPage, page), { perPage: 20 }),
    ]);
    expect(list).toEqual(bell);
    await getCategories(await apiFor(notificationsPage, page));
    expect(calls).toEqual(["GET /api/user/profile", "GET /api/notifications", "GET /api/categories"]);

    // The next request asks again.
    calls = [];
    await getCurrentUser(loaderRequest(), context());
    expect(calls).toEqual(["GET /api/user/profile"]);
  });

  it("forgets the reads after a write, and shares nothing with an action", async () => {
    calls = [];
    const page = context();
    const client = await apiFor(loaderRequest(), page);
    await listNotifications(client);
    await markAllNotificationsRead(client);
    await listNotifications(client);
    expect(calls).toEqual(["GET /api/notifications", "POST /api/notifications/mark-all-read", "GET /api/notifications"]);

    calls = [];
    const action = context();
    await getCurrentUser(loaderRequest("POST"), action);
    await getCurrentUser(loaderRequest(), action);
    expect(calls).toEqual(["GET /api/user/profile", "GET /api/user/profile"]);
  });

  it("looks the member's token up once for a page request's reads; a write and the next page request look again", async () => {
    const { member, cookie: session } = await signedIn();
    const page = context();
    expect((await getCurrentUser(loaderRequest("GET", session), page))?.user.id).toBe(member.id);
    // Revoked behind the page's back: its later reads still go by the lookup its first read made
    // (each read looking again, this one would end the session)…
    await revokeAllAccessTokens(api.db, member.id);
    await expect(listNotifications(await apiFor(loaderRequest("GET", session), page), { perPage: 20 })).resolves.toMatchObject({ data: [] });
    // …and the next page request sees the revocation: the session ends.
    const signedOut = await getCurrentUser(loaderRequest("GET", session), context()).catch((thrown: unknown) => thrown);
    expect(signedOut).toBeInstanceOf(Response);
    expect((signedOut as Response).status).toBe(302);

    // A write shares no lookup, and the reads after it look again: signing out ends what follows.
    const other = await signedIn();
    const client = await apiFor(loaderRequest("GET", other.cookie), context());
    expect((await getProfile(client)).id).toBe(other.member.id);
    await logout(client);
    const after = await getProfile(client).catch((thrown: unknown) => thrown);
    expect(after).toBeInstanceOf(Response);
    expect((after as Response).status).toBe(302);
  });
});
