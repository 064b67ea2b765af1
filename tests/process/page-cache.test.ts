import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, DEMO_PASSWORD, members } from "#api/seed/data/people";
import { copyDataDir } from "../support/database-templates";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { anonymousView, apiAs, nonceOf, reviewSomeRecipe, webSessionCookie } from "../support/page-views";

/**
 * The page cache (docs/decisions/034) on the production server and its embedded database: a second
 * anonymous view is answered from the cache, each answer with a nonce of its own, and every write a
 * page shows — a review, a profile edit, a follow — shows on the very next view. A member's own
 * dashboard and notifications likewise, for that session alone (decision 036).
 */
describe("the page cache, one process on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-page-cache-"));
  let server: ProductionServer;
  const [author, reader] = [members[0]!, members[1]!];
  // The admin's API session, signed in once: sign-ins are counted per address, and two tests need it.
  let adminSigned: ReturnType<typeof apiAs> | undefined;
  const adminSession = () => (adminSigned ??= apiAs(server.origin, admin.email, DEMO_PASSWORD));

  beforeAll(async () => {
    await copyDataDir("seeded", dataDir);
    // This file signs in a dozen members from one address: the sign-in limit is not what it checks.
    server = await startProductionServer({ DATA_DIR: dataDir, SEED_DEMO: "true", RATE_LIMIT_SCALE: "1000" }, { readyWithinMs: 240_000 });
    await server.ready;
  }, 250_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the second view from the cache, with a fresh nonce in the CSP and in every script, and nothing else changed", async () => {
    const first = await anonymousView(server.origin, "/en/faq");
    const second = await anonymousView(server.origin, "/en/faq");
    const third = await anonymousView(server.origin, "/en/faq");
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.cache).toBe("hit");
    expect(third.cache).toBe("hit");
    const nonces = [first, second, third].map((view) => nonceOf(view.csp));
    expect(new Set(nonces).size).toBe(3);
    for (const [index, view] of [first, second, third].entries()) {
      const inBody = [...view.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(inBody.length).toBeGreaterThan(0);
      expect(new Set(inBody)).toEqual(new Set([nonces[index]]));
    }
    const blanked = (view: { html: string }) => view.html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(blanked(second)).toBe(blanked(first));
    expect(second.etag).toBe(first.etag);
    // A matching If-None-Match gets a 304 from the cache, without the CSP (decision 014).
    const notModified = await fetch(`${server.origin}/en/faq`, { headers: { "If-None-Match": first.etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toBeNull();
  });

  it("answers a client that takes gzip with the kept page compressed, its own nonce in it; one that does not, with the text", async () => {
    const first = await anonymousView(server.origin, "/en/about", { "Accept-Encoding": "identity" });
    expect(first.cache).toBe("miss");
    const view = async (acceptEncoding: string) => {
      const response = await fetch(`${server.origin}/en/about`, { headers: { "Accept-Encoding": acceptEncoding } });
      return { response, html: await response.text() };
    };
    const gzipped = await view("gzip, deflate, br");
    const plain = await view("identity");
    for (const { response } of [gzipped, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-page-cache")).toBe("hit");
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    }
    expect(gzipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    // fetch checks the gzip trailer's CRC-32 and length as it decodes.
    const blanked = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(blanked(gzipped.html)).toBe(blanked(first.html));
    expect(blanked(plain.html)).toBe(blanked(first.html));
    const nonces = [first.csp, gzipped.response.headers.get("content-security-policy"), plain.response.headers.get("content-security-policy")].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    expect(gzipped.html).toContain(`nonce="${nonces[1]}"`);
  });

  it("never answers from the cache, nor keeps, a request with a session or any other cookie but the theme, the language, the units and the CSRF token", async () => {
    const plain = await anonymousView(server.origin, "/faq");
    expect((await anonymousView(server.origin, "/faq")).cache).toBe("hit");
    // The CSRF token's cookie (decision 028) changes no shared page: the same kept page, without it.
    const token = "Q".repeat(43);
    const withToken = await anonymousView(server.origin, "/faq", { cookie: `csrf=${token}` });
    expect(withToken.cache).toBe("hit");
    expect(withToken.etag).toBe(plain.etag);
    expect(withToken.html).not.toContain(token);
    for (const cookie of ["__session=anything", "theme=ImRhcmsi; other=abc", "tracking=1", `csrf=${token}; __session=x`]) {
      const view = await anonymousView(server.origin, "/faq", { cookie });
      expect(view.status).toBe(200);
      expect(view.cache, cookie).toBeNull();
    }
    // The theme changes the page, so it is a page of its own.
    const dark = await anonymousView(server.origin, "/faq", { cookie: "theme=ImRhcmsi" });
    expect(dark.cache).toBe("miss");
    expect(dark.html).toContain('class="dark"');
    expect((await anonymousView(server.origin, "/faq", { cookie: "theme=ImRhcmsi" })).cache).toBe("hit");
    expect((await anonymousView(server.origin, "/faq")).html).not.toContain('class="dark"');
  });

  it("keeps a recipe page per unit system, never serving one visitor's units to another (decision 074)", async () => {
    // Patatas bravas' frying step: 285 °F in US customary, 140 °C in metric.
    const address = "/en/receta/patatas-bravas";
    const metricCookie = `units=${Buffer.from(JSON.stringify("metric")).toString("base64")}`;
    const us = await anonymousView(server.origin, address);
    expect(us.status).toBe(200);
    expect((await anonymousView(server.origin, address)).cache).toBe("hit");
    const metric = await anonymousView(server.origin, address, { cookie: metricCookie });
    expect(metric.cache).toBe("miss");
    // The page's data holds the step as written (285 °F); only the rendered step says 140 °C.
    expect(metric.html).toContain("Heat the frying oil to 140 °C");
    const metricAgain = await anonymousView(server.origin, address, { cookie: metricCookie });
    expect(metricAgain.cache).toBe("hit");
    expect(metricAgain.html).toContain("Heat the frying oil to 140 °C");
    const usAgain = await anonymousView(server.origin, address);
    expect(usAgain.cache).toBe("hit");
    expect(usAgain.html).toContain("285 °F");
    expect(usAgain.html).not.toContain("140 °C");
  });

  it("renders a page once for the views that arrive together before it is kept, each answered with its own nonce", async () => {
    // An address nobody has viewed (a search of its own); no write in this test moves the version under it.
    const address = `/buscar/?q=${encodeURIComponent(`pollo ${Date.now()}`)}`;
    const views = await Promise.all(Array.from({ length: 12 }, () => anonymousView(server.origin, address)));
    expect(views.map((view) => view.status)).toEqual(Array(12).fill(200));
    // One rendered it; the others waited for that render rather than each making their own.
    expect(views.filter((view) => view.cache === "miss")).toHaveLength(1);
    expect(views.filter((view) => view.cache === "hit")).toHaveLength(11);
    expect(new Set(views.map((view) => nonceOf(view.csp))).size).toBe(12);
    expect(new Set(views.map((view) => view.html.replace(/nonce="[^"]*"/g, 'nonce=""'))).size).toBe(1);
    // A page that is not kept (a 404) is not waited for in vain: each view gets its own answer.
    const missing = `/receta/no-existe-${Date.now()}`;
    const notFound = await Promise.all(Array.from({ length: 6 }, () => anonymousView(server.origin, missing)));
    expect(notFound.map((view) => [view.status, view.cache])).toEqual(Array(6).fill([404, "miss"]));
  });

  it("shows a new review on the very next view of its recipe page, and of its data for a client-side navigation", async () => {
    const api = await apiAs(server.origin, reader.email, DEMO_PASSWORD);
    const text = `Reseña para la caché ${Date.now()}`;
    const slug = await reviewSomeRecipe(api, server.origin, text, async (recipe) => {
      // Both kept before the write.
      for (const address of [`/receta/${recipe}`, `/receta/${recipe}.data`]) {
        await anonymousView(server.origin, address);
        expect((await anonymousView(server.origin, address)).cache, address).toBe("hit");
      }
    });
    const page = await anonymousView(server.origin, `/receta/${slug}`);
    expect(page.cache).toBe("miss");
    expect(page.html).toContain(text);
    const data = await anonymousView(server.origin, `/receta/${slug}.data`);
    expect(data.status).toBe(200);
    expect(data.html).toContain(text);
  });

  it("keeps the pages a write does not show: a review moves its recipe's page and the lists showing its card, a follow moves the two profiles and no recipe page (decision 085)", async () => {
    const api = await apiAs(server.origin, reader.email, DEMO_PASSWORD);
    const followed = members[2]!;
    let untouched = "";
    let authorProfile = "";
    const slug = await reviewSomeRecipe(api, server.origin, `Reseña etiquetada ${Date.now()}`, async (recipe) => {
      const detail = (await (await fetch(`${server.origin}/api/recipes/${recipe}`)).json()) as { data: { user: { slug: string } } };
      authorProfile = `/users/${detail.data.user.slug}`;
      // Another recipe whose page shows neither this recipe nor the two members of the follow below.
      const list = (await (await fetch(`${server.origin}/api/recipes?per_page=30&page=2`)).json()) as { data: { slug: string }[] };
      for (const candidate of list.data) {
        if (candidate.slug === recipe) continue;
        const html = (await anonymousView(server.origin, `/receta/${candidate.slug}`)).html;
        if ([`/receta/${recipe}"`, `/users/${reader.username}"`, `/users/${followed.username}"`].some((link) => html.includes(link))) continue;
        untouched = `/receta/${candidate.slug}`;
        break;
      }
      expect(untouched).not.toBe("");
      for (const address of [untouched, authorProfile]) {
        await anonymousView(server.origin, address);
        expect((await anonymousView(server.origin, address)).cache, address).toBe("hit");
      }
    });
    expect((await anonymousView(server.origin, `/receta/${slug}`)).cache).toBe("miss");
    // The author's profile lists the recipe's card, whose count of reviews moved.
    expect((await anonymousView(server.origin, authorProfile)).cache).toBe("miss");
    expect((await anonymousView(server.origin, untouched)).cache).toBe("hit");

    const profile = `/users/${followed.username}`;
    await anonymousView(server.origin, profile);
    expect((await anonymousView(server.origin, profile)).cache).toBe("hit");
    const following = ((await api("GET", `/api/users/${followed.username}/follow-status`)).body as { data: { following: boolean } }).data.following;
    expect((await api(following ? "DELETE" : "POST", `/api/users/${followed.username}/follow`)).status).toBeLessThan(300);
    expect((await anonymousView(server.origin, profile)).cache).toBe("miss");
    expect((await anonymousView(server.origin, untouched)).cache).toBe("hit");
  });

  it("shows a forum reply on the very next view of its thread and leaves other threads' pages kept (decision 085)", async () => {
    const categories = (await (await fetch(`${server.origin}/api/forums/categories`)).json()) as { data: { slug: string }[] };
    const threads = (await (await fetch(`${server.origin}/api/forums/categories/${categories.data[0]!.slug}/threads`)).json()) as {
      data: { key: string; locked: boolean }[];
    };
    const [replied, other] = threads.data.filter((thread) => !thread.locked).map((thread) => `/forums/t/${thread.key}`);
    for (const address of [replied!, other!]) {
      await anonymousView(server.origin, address);
      expect((await anonymousView(server.origin, address)).cache, address).toBe("hit");
    }
    const api = await apiAs(server.origin, reader.email, DEMO_PASSWORD);
    const text = `Respuesta para la caché ${Date.now()}`;
    const thread = replied!.split("-").at(-1);
    expect((await api("POST", `/api/forums/threads/${thread}/replies`, { text })).status).toBe(201);
    const page = await anonymousView(server.origin, replied!);
    expect(page.cache).toBe("miss");
    expect(page.html).toContain(text);
    expect((await anonymousView(server.origin, other!)).cache).toBe("hit");
  });

  it("shows an article's edit on the very next view of its page and the list, and keeps them through a forum reply (decision 103)", async () => {
    const article = "/articles/el-sofrito-paso-a-paso";
    for (const address of [article, "/articles", "/en/articles/azafran-el-oro-rojo-de-la-despensa"]) {
      await anonymousView(server.origin, address);
      expect((await anonymousView(server.origin, address)).cache, address).toBe("hit");
    }
    // The admin writes both (sign-ins are counted: the proposals' test below reuses this session).
    const editor = await adminSession();
    const categories = (await (await fetch(`${server.origin}/api/forums/categories`)).json()) as { data: { slug: string }[] };
    const threads = (await (await fetch(`${server.origin}/api/forums/categories/${categories.data[2]!.slug}/threads`)).json()) as { data: { id: number; locked: boolean }[] };
    const open = threads.data.find((thread) => !thread.locked)!;
    expect((await editor("POST", `/api/forums/threads/${open.id}/replies`, { text: `Una respuesta que no toca los artículos ${Date.now()}` })).status).toBe(201);
    expect((await anonymousView(server.origin, article)).cache).toBe("hit");
    expect((await anonymousView(server.origin, "/articles")).cache).toBe("hit");

    const found = (await (await fetch(`${server.origin}/api/articles/el-sofrito-paso-a-paso`)).json()) as { id: number };
    const dek = `Una entradilla nueva para la caché, ${Date.now()}.`;
    const body = {
      kind: "technique",
      title_es: "El sofrito, paso a paso",
      title_en: "Sofrito, step by step",
      dek_es: dek,
      dek_en: "A new standfirst for the cache test.",
      body_es: "Texto. ".repeat(40),
      body_en: "Text. ".repeat(40),
    };
    expect((await editor("PUT", `/api/articles/${found.id}`, body)).status).toBe(200);
    const page = await anonymousView(server.origin, article);
    expect(page.cache).toBe("miss");
    expect(page.html).toContain(dek);
    expect((await anonymousView(server.origin, "/articles")).cache).toBe("miss");
    expect((await anonymousView(server.origin, "/en/articles/azafran-el-oro-rojo-de-la-despensa")).cache).toBe("hit");
  });

  it("shows a new question about a recipe and its solution on the very next view of the recipe page, and keeps the page through a reply elsewhere (decision 095)", async () => {
    const recipe = "tortilla-de-patatas";
    const address = `/receta/${recipe}`;
    const linked = (await (await fetch(`${server.origin}/api/forums/recipes/${recipe}/threads`)).json()) as { data: { key: string }[] };
    const categories = (await (await fetch(`${server.origin}/api/forums/categories`)).json()) as { data: { slug: string }[] };
    const threads = (await (await fetch(`${server.origin}/api/forums/categories/${categories.data[1]!.slug}/threads`)).json()) as {
      data: { id: number; key: string; locked: boolean }[];
    };
    const unrelated = threads.data.find((thread) => !thread.locked && !linked.data.some((question) => question.key === thread.key))!;
    const [asker, helper] = [await apiAs(server.origin, reader.email, DEMO_PASSWORD), await apiAs(server.origin, author.email, DEMO_PASSWORD)];
    await anonymousView(server.origin, address);
    expect((await anonymousView(server.origin, address)).cache).toBe("hit");

    expect((await helper("POST", `/api/forums/threads/${unrelated.id}/replies`, { text: `Respuesta en otro hilo ${Date.now()}` })).status).toBe(201);
    expect((await anonymousView(server.origin, address)).cache).toBe("hit");

    const title = `¿Tortilla para la caché? ${Date.now()}`;
    const asked = await asker("POST", "/api/forums/threads", { category: categories.data[0]!.slug, title, text: "¿Cuántos huevos por patata?", recipe });
    expect(asked.status).toBe(201);
    const question = (asked.body as { data: { id: number; key: string } }).data;
    const shown = await anonymousView(server.origin, address);
    expect(shown.cache).toBe("miss");
    expect(shown.html).toContain(title);
    expect((await anonymousView(server.origin, address)).cache).toBe("hit");

    const answered = await helper("POST", `/api/forums/threads/${question.id}/replies`, { text: "Seis huevos por kilo de patatas." });
    const answer = (answered.body as { data: { id: number } }).data;
    await anonymousView(server.origin, address);
    expect((await asker("PUT", `/api/forums/threads/${question.id}/solution`, { reply: answer.id })).status).toBe(200);
    const solved = await anonymousView(server.origin, address);
    expect(solved.cache).toBe("miss");
    // Solved first, and the latest solved of them.
    expect(/data-recipe-question="([^"]+)"/.exec(solved.html)?.[1]).toBe(question.key);
  });

  it("shows a profile edit and a new follower on the very next view of the profile", async () => {
    const profilePath = `/users/${author.username}`;
    await anonymousView(server.origin, profilePath);
    const before = await anonymousView(server.origin, profilePath);
    expect(before.cache).toBe("hit");
    const followers = Number(before.html.match(/data-followers-count="(\d+)"/)?.[1]);

    const authorApi = await apiAs(server.origin, author.email, DEMO_PASSWORD);
    const name = `${author.name} Cacheada`;
    expect((await authorApi("PUT", "/api/user/profile", { name })).status).toBe(200);
    const renamed = await anonymousView(server.origin, profilePath);
    expect(renamed.html).toContain(name);
    expect((await anonymousView(server.origin, profilePath)).cache).toBe("hit");

    const readerApi = await apiAs(server.origin, reader.email, DEMO_PASSWORD);
    const following = ((await readerApi("GET", `/api/users/${author.username}/follow-status`)).body as { data: { following: boolean } }).data;
    const change = following.following ? -1 : 1;
    expect((await readerApi(following.following ? "DELETE" : "POST", `/api/users/${author.username}/follow`)).status).toBeLessThan(300);
    const after = await anonymousView(server.origin, profilePath);
    expect(Number(after.html.match(/data-followers-count="(\d+)"/)?.[1])).toBe(followers + change);
  });

  it("keeps a member's dashboard and notifications for that session alone, and shows a new notification, its reading and a sign-out on the very next view", async () => {
    const [member, follower] = [members[2]!, members[3]!];
    // Signing in through the API is a write the member's pages show (a new session): done before any view.
    const memberApi = await apiAs(server.origin, member.email, DEMO_PASSWORD);
    const followerApi = await apiAs(server.origin, follower.email, DEMO_PASSWORD);
    const cookie = await webSessionCookie(server.origin, member.email, DEMO_PASSWORD);
    const view = (address: string, sessionCookie = cookie) => anonymousView(server.origin, address, { cookie: sessionCookie });
    const unreadOf = (html: string) => Number(html.match(/data-unread-count[^>]*>(\d+)</)?.[1] ?? 0);
    const blanked = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"nonce":"[^"]*"/g, "");

    for (const address of ["/user/dashboard", "/en/notifications", "/notifications.data"]) {
      const first = await view(address);
      expect(first.status, address).toBe(200);
      const second = await view(address);
      expect(second.cache, address).toBe("hit");
      expect(blanked(second.html), address).toBe(blanked(first.html));
      expect(nonceOf(second.csp)).not.toBe(nonceOf(first.csp));
    }
    // Another member's session never gets this member's page.
    const otherCookie = await webSessionCookie(server.origin, follower.email, DEMO_PASSWORD);
    const others = await view("/user/dashboard", otherCookie);
    expect(others.cache).toBe("miss");
    const greeting = others.html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
    expect(greeting).toContain(follower.name);
    expect(greeting).not.toContain(member.name);

    // A new notification (a follow's, made by the outbox worker just after the follow's answer).
    const unreadBefore = unreadOf((await view("/notifications")).html);
    expect((await view("/notifications")).cache).toBe("hit");
    const status = (await followerApi("GET", `/api/users/${member.username}/follow-status`)).body as { following: boolean };
    if (status.following) expect((await followerApi("DELETE", `/api/users/${member.username}/follow`)).status).toBeLessThan(300);
    await view("/notifications");
    expect((await view("/notifications")).cache).toBe("hit");
    expect((await followerApi("POST", `/api/users/${member.username}/follow`)).status).toBeLessThan(300);
    const unreadCount = async () => ((await memberApi("GET", "/api/notifications/unread-count")).body as { data: { unread_count: number } }).data.unread_count;
    for (let waited = 0; (await unreadCount()) <= unreadBefore && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    const notified = await view("/notifications");
    expect(notified.cache).toBe("miss");
    expect(unreadOf(notified.html)).toBe(await unreadCount());
    expect(unreadOf(notified.html)).toBeGreaterThan(unreadBefore);
    expect(notified.html).toContain(follower.name);

    // Read elsewhere (another session of the same member): the very next view says so.
    expect((await view("/notifications")).cache).toBe("hit");
    expect((await memberApi("POST", "/api/notifications/mark-all-read")).status).toBe(200);
    const read = await view("/notifications");
    expect(read.cache).toBe("miss");
    expect(unreadOf(read.html)).toBe(0);

    // Signed out everywhere else (a password change): the kept dashboard is not served to the old session.
    await view("/user/dashboard");
    expect((await view("/user/dashboard")).cache).toBe("hit");
    const changed = await memberApi("PUT", "/api/user/password", { current_password: DEMO_PASSWORD, password: "otra-clave-2026-x", password_confirmation: "otra-clave-2026-x" });
    expect(changed.status).toBe(200);
    const signedOut = await view("/user/dashboard");
    expect(signedOut.cache).toBe("miss");
    expect(signedOut.status).toBe(302);
  });

  it("keeps a member's kitchen pages for that session, and shows a save, a list, a plan, a shopping line and a pantry item on the very next view", async () => {
    const member = members[4]!;
    const memberApi = await apiAs(server.origin, member.email, DEMO_PASSWORD);
    const cookie = await webSessionCookie(server.origin, member.email, DEMO_PASSWORD);
    const view = (address: string) => anonymousView(server.origin, address, { cookie });
    const keptThenFresh = async (address: string, write: () => Promise<number>, shows: string | RegExp) => {
      expect((await view(address)).status, address).toBe(200);
      expect((await view(address)).cache, address).toBe("hit");
      expect(await write(), address).toBeLessThan(300);
      const next = await view(address);
      expect(next.cache, address).toBe("miss");
      expect(next.html, address).toMatch(shows);
    };
    const recipe = "gazpacho-andaluz";
    await memberApi("DELETE", `/api/recipes/${recipe}/save`);
    await keptThenFresh("/user/saved-recipes", async () => (await memberApi("POST", `/api/recipes/${recipe}/save`)).status, "Gazpacho andaluz");
    await keptThenFresh("/recipe-lists", async () => (await memberApi("POST", "/api/recipe-lists", { name: "Cenas de verano caché" })).status, "Cenas de verano caché");
    await keptThenFresh("/meal-planner", async () => (await memberApi("POST", "/api/meal-plans", { name: "Semana caché" })).status, "Semana caché");
    const list = (await memberApi("GET", "/api/user/shopping-list")).body as { data: { id: number } };
    await keptThenFresh(
      "/user/shopping-list",
      async () => (await memberApi("POST", `/api/shopping-lists/${list.data.id}/lines`, { text: "papel de cocina caché" })).status,
      "papel de cocina caché",
    );
    await keptThenFresh("/en/user/pantry", async () => (await memberApi("POST", "/api/user/pantry/items", { ingredient: "azafran" })).status, /saffron/i);
  });

  it("keeps a member's recipe page and feed for that session alone: another member gets their own parts, and a save, a review and a review's new text show on the very next view (decision 096)", async () => {
    const [first, second] = [members[6]!, members[7]!];
    const [firstApi, secondApi] = [await apiAs(server.origin, first.email, DEMO_PASSWORD), await apiAs(server.origin, second.email, DEMO_PASSWORD)];
    const [firstCookie, secondCookie] = [await webSessionCookie(server.origin, first.email, DEMO_PASSWORD), await webSessionCookie(server.origin, second.email, DEMO_PASSWORD)];
    const view = (address: string, cookie: string) => anonymousView(server.origin, address, { cookie });
    /** Views until one is answered from the cache: the outbox's work after a write (points, notifications) moves the member version a moment later. */
    const settled = async (address: string, cookie: string) => {
      for (let tries = 0; tries < 50; tries++) if ((await view(address, cookie)).cache === "hit") return;
      throw new Error(`${address} was never kept`);
    };
    /** The recipe's own Guardar (related recipes' cards have theirs). */
    const savedState = (html: string, recipe: string) => html.match(new RegExp(`data-save-recipe-form="${recipe}"[^>]*>[\\s\\S]*?data-save-recipe="(\\w+)"`))?.[1];
    const text = `Reseña de miembro para la caché ${Date.now()}`;
    const slug = await reviewSomeRecipe(firstApi, server.origin, text, async (recipe) => {
      const address = `/receta/${recipe}`;
      await firstApi("DELETE", `/api/recipes/${recipe}/save`);
      await secondApi("DELETE", `/api/recipes/${recipe}/save`);
      await settled(address, firstCookie);
      // The second member never gets the first's page: their own name, not the first's.
      const others = await view(address, secondCookie);
      expect(others.cache).toBe("miss");
      expect(others.html).toContain(second.email);
      expect(others.html).not.toContain(first.email);
      await settled(address, secondCookie);
      // A save shows on the saver's very next view, and not on the other member's.
      expect((await firstApi("POST", `/api/recipes/${recipe}/save`)).status).toBeLessThan(300);
      const saved = await view(address, firstCookie);
      expect(saved.cache).toBe("miss");
      expect(savedState(saved.html, recipe)).toBe("saved");
      expect(saved.html).toContain(first.email);
      expect(saved.html).not.toContain(second.email);
      expect(savedState((await view(address, secondCookie)).html, recipe)).toBe("save");
      await settled(address, firstCookie);
    });
    const address = `/receta/${slug}`;
    // The review is the writer's own on their very next view; the other member sees it among the others, not as theirs.
    const reviewed = await view(address, firstCookie);
    expect(reviewed.cache).toBe("miss");
    expect(reviewed.html).toContain(text);
    const mine = reviewed.html.match(/data-my-review="(\d+)"/)?.[1];
    expect(mine).toBeDefined();
    const othersView = await view(address, secondCookie);
    expect(othersView.html).toContain(text);
    expect(othersView.html).not.toContain("data-my-review");

    // A review's new text shows on the writer's very next view.
    await settled(address, firstCookie);
    const edited = `${text}, editada`;
    expect((await firstApi("PUT", `/api/reviews/${mine}`, { rating: 4, body: edited })).status).toBe(200);
    const afterEdit = await view(address, firstCookie);
    expect(afterEdit.cache).toBe("miss");
    expect(afterEdit.html).toContain(edited);

    // The feed: the second member follows the first, whose review's new text shows on their very next view.
    const status = (await secondApi("GET", `/api/users/${first.username}/follow-status`)).body as { following: boolean };
    if (!status.following) expect((await secondApi("POST", `/api/users/${first.username}/follow`)).status).toBeLessThan(300);
    await settled("/feed", secondCookie);
    expect((await view("/feed", secondCookie)).html).toContain(edited);
    const again = `${text}, editada otra vez`;
    expect((await firstApi("PUT", `/api/reviews/${mine}`, { rating: 4, body: again })).status).toBe(200);
    const feed = await view("/feed", secondCookie);
    expect(feed.cache).toBe("miss");
    expect(feed.html).toContain(again);
    // And the first member's feed is their own.
    expect((await view("/feed", firstCookie)).html).not.toContain(second.email);
  });

  it("keeps a member's forum thread page for that session alone, and shows their new watch level and another member's reply on the very next view (decision 104)", async () => {
    const [first, second] = [members[8]!, members[9]!];
    const [firstApi, secondApi] = [await apiAs(server.origin, first.email, DEMO_PASSWORD), await apiAs(server.origin, second.email, DEMO_PASSWORD)];
    const [firstCookie, secondCookie] = [await webSessionCookie(server.origin, first.email, DEMO_PASSWORD), await webSessionCookie(server.origin, second.email, DEMO_PASSWORD)];
    const categories = (await (await fetch(`${server.origin}/api/forums/categories`)).json()) as { data: { slug: string }[] };
    const threads = (await (await fetch(`${server.origin}/api/forums/categories/${categories.data.at(-1)!.slug}/threads`)).json()) as { data: { key: string; locked: boolean }[] };
    const address = `/forums/t/${threads.data.find((thread) => !thread.locked)!.key}`;
    const thread = address.split("-").at(-1)!;
    const view = (cookie: string) => anonymousView(server.origin, address, { cookie });
    /** Views until one is answered from the cache: the outbox's work after a write moves the member version a moment later. */
    const settled = async (cookie: string) => {
      for (let tries = 0; tries < 50; tries++) if ((await view(cookie)).cache === "hit") return;
      throw new Error(`${address} was never kept`);
    };
    const watchLevel = (html: string) => html.match(/<option value="(\w+)" selected=""/)?.[1];
    expect((await firstApi("PUT", `/api/forums/threads/${thread}/watch`, { level: "normal" })).status).toBe(200);
    await settled(firstCookie);
    expect(watchLevel((await view(firstCookie)).html)).toBe("normal");
    // The second member never gets the first's page.
    const others = await view(secondCookie);
    expect(others.cache).toBe("miss");
    expect(others.html).toContain(second.email);
    expect(others.html).not.toContain(first.email);
    // A new watch level shows on the member's very next view (migration 0045): no other write moves it.
    expect((await firstApi("PUT", `/api/forums/threads/${thread}/watch`, { level: "muted" })).status).toBe(200);
    const muted = await view(firstCookie);
    expect(muted.cache).toBe("miss");
    expect(watchLevel(muted.html)).toBe("muted");
    await settled(firstCookie);
    // Another member's reply shows on the first's very next view.
    const text = `Respuesta de miembro para la caché ${Date.now()}`;
    expect((await secondApi("POST", `/api/forums/threads/${thread}/replies`, { text })).status).toBe(201);
    const replied = await view(firstCookie);
    expect(replied.cache).toBe("miss");
    expect(replied.html).toContain(text);
    expect(replied.html).toContain(first.email);
  });

  it("keeps the admin's ingredient-proposal queue for that session, and shows a new proposal and a decision on the very next view", async () => {
    const proposer = await apiAs(server.origin, members[5]!.email, DEMO_PASSWORD);
    const adminApi = await adminSession();
    const cookie = await webSessionCookie(server.origin, admin.email, DEMO_PASSWORD);
    const view = (address: string) => anonymousView(server.origin, address, { cookie });
    const name = `Alga caché ${Date.now() % 100_000}`;
    expect((await view("/admin/ingredient-proposals")).status).toBe(200);
    expect((await view("/admin/ingredient-proposals")).cache).toBe("hit");

    const proposed = await proposer("POST", "/api/ingredient-proposals", { name_es: name, source_line: `1 hoja de ${name}` });
    expect(proposed.status).toBe(201);
    const shown = await view("/admin/ingredient-proposals");
    expect(shown.cache).toBe("miss");
    expect(shown.html).toContain(name);
    expect((await view("/admin/ingredient-proposals")).cache).toBe("hit");

    const { id } = (proposed.body as { data: { id: number } }).data;
    expect((await adminApi("POST", `/api/admin/ingredient-proposals/${id}/reject`, { reason: "Prueba de caché" })).status).toBe(200);
    const decided = await view("/admin/ingredient-proposals");
    expect(decided.cache).toBe("miss");
    expect(decided.html).not.toContain(name);
  });
});
