import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#api/auth/passwords";
import { openDatabase } from "#api/db/client";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../support/factories";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { createSiteDatabase } from "../support/test-database";

/**
 * Issue 12, defect 3 kept as tests (docs/decisions/028), against the production server: a post with
 * only a foreign Referer, with `Origin: null`, with nothing at all, or with a token that is not its
 * cookie's, is refused with a 403 page in its language and changes nothing — for a password change,
 * a review, a cooksnap (a multipart post with its photo), a follow, a saved recipe, sign-out, sign-in and sign-up. The same post repeating its cookie's token is
 * accepted. And defect 7: the auth pages §2 leaves open explain themselves to a visitor, and
 * /sanctum/csrf-cookie answers at the site's root.
 */
// test-database: embedded only — the code in front of the database is what this sweeps (decision 090).
const PASSWORD = "una-clave-de-prueba";
const NEW_PASSWORD = "otra-clave-de-prueba";
const EMAIL = "rosa-csrf@example.com";
const siteDatabase = createSiteDatabase("csrf");
let server: ProductionServer;
const slugs = { recipe: "arroz-al-horno", followed: "" };

beforeAll(async () => {
  await siteDatabase.create();
  const database = await openDatabase(siteDatabase.location);
  try {
    const catalogue = await createCatalogue(database.db);
    await createUser(database.db, { name: "Rosa Prueba", email: EMAIL, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
    const javi = await createUser(database.db, { name: "Javi Cocina", emailVerifiedAt: new Date() });
    slugs.followed = javi.slug;
    await createRecipe(database.db, catalogue, javi.id, paellaRecipe({ slug: slugs.recipe, title: { es: "Arroz al horno", en: "Baked rice" } }));
  } finally {
    await database.close();
  }
  server = await startProductionServer({ ...siteDatabase.serverEnv, SEED_DEMO: "false", RATE_LIMIT_SCALE: "1000" });
  await server.ready;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await siteDatabase.remove();
}, 30_000);

function get(address: string, cookie = "") {
  return fetch(`${server.origin}${address}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/** A form post with exactly the given headers: fetch adds no Origin, Referer or Sec-Fetch-Site of its own. */
function post(address: string, fields: Record<string, string>, { cookie = "", headers = {} as Record<string, string> } = {}) {
  return fetch(`${server.origin}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookies a response sets, as `name=value` by name. */
function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.split("=", 1)[0]!, line.split(";", 1)[0]!]));
}

/** A token cookie, the way the site issues it: from a page only this visitor is served (sign-in). */
async function freshToken(): Promise<{ token: string; cookie: string }> {
  const page = await get("/sign-in");
  const cookie = setCookies(page).get("csrf");
  expect(cookie, "the sign-in page sets the token cookie").toBeTruthy();
  const token = cookie!.slice("csrf=".length);
  // Without JavaScript the form carries it already.
  expect(await page.text()).toContain(`name="csrf" value="${token}"`);
  return { token, cookie: cookie! };
}

/** Signs in as the test member the way a browser page does; the session and token cookies. */
async function signIn(password = PASSWORD): Promise<{ cookie: string; token: string }> {
  const response = await post("/sign-in", { email: EMAIL, password, redirectTo: "" }, { headers: { "Sec-Fetch-Site": "same-origin" } });
  expect(response.status).toBe(302);
  const cookies = setCookies(response);
  const session = cookies.get("__session");
  const csrf = cookies.get("csrf");
  expect(session).toBeTruthy();
  expect(csrf, "signing in starts a new token").toBeTruthy();
  return { cookie: `${session}; ${csrf}`, token: csrf!.slice("csrf=".length) };
}

function apiLogin(email: string, password: string) {
  return fetch(`${server.origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

async function listLength(address: string): Promise<number> {
  const response = await fetch(`${server.origin}${address}`, { headers: { Accept: "application/json" } });
  expect(response.status, address).toBe(200);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** A multipart post, as the cooksnap form sends it with its photo; fetch writes the boundary. */
function postMultipart(address: string, fields: Record<string, string | Blob>, { cookie = "", headers = {} as Record<string, string> } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${server.origin}${address}`, { method: "POST", redirect: "manual", headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers }, body });
}

/**
 * The attack's variants: what a foreign page, a sandboxed frame or a headerless client sends. Each
 * gets the victim's cookies (a browser attaches them); the last also a token — not the cookie's.
 */
const attacks: Array<{ label: string; headers: Record<string, string>; field?: (token: string) => string }> = [
  { label: "only a foreign Referer", headers: { Referer: "https://evil.example/trap" } },
  { label: "Origin: null", headers: { Origin: "null" } },
  { label: "Origin: null with the right token", headers: { Origin: "null" }, field: (token) => token },
  { label: "no header, no token", headers: {} },
  { label: "no header, another token", headers: {}, field: () => "A".repeat(43) },
  { label: "a foreign Origin", headers: { Origin: "https://evil.example" } },
  { label: "Sec-Fetch-Site: cross-site", headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } },
];

/** Sends every attack variant; each must be a 403 that set no cookie. */
async function expectAllRefused(address: string, fields: Record<string, string>, victim: { cookie: string; token: string }) {
  for (const attack of attacks) {
    const body = attack.field ? { ...fields, csrf: attack.field(victim.token) } : fields;
    const response = await post(address, body, { cookie: victim.cookie, headers: attack.headers });
    expect(response.status, `${address}: ${attack.label}`).toBe(403);
    expect(response.headers.getSetCookie(), `${address}: ${attack.label}`).toEqual([]);
    await response.arrayBuffer();
  }
}

describe("cross-site posts (issue 12, defect 3)", () => {
  it("refuses them with a 403 page in the page's language, or the bare one for a resource route", async () => {
    const spanish = await post(`/receta/${slugs.recipe}`, { intent: "create", rating: "5" }, { headers: { Referer: "https://evil.example/" } });
    expect(spanish.status).toBe(403);
    const spanishPage = await spanish.text();
    expect(spanishPage).toContain('<html lang="es"');
    expect(spanishPage).toContain("No hemos podido comprobar de dónde viene este formulario");
    const english = await post(`/en/receta/${slugs.recipe}`, { intent: "create", rating: "5" }, { headers: {} });
    expect(english.status).toBe(403);
    const englishPage = await english.text();
    expect(englishPage).toContain('<html lang="en"');
    expect(englishPage).toContain("We couldn&#x27;t check where this form came from");
    // Refused before Remix: a browser that said the page was not ours.
    const sandboxed = await post(`/en/receta/${slugs.recipe}`, { intent: "create", rating: "5" }, { headers: { Origin: "null" } });
    expect(sandboxed.status).toBe(403);
    expect(await sandboxed.text()).toContain("<h1>We couldn't check where this form came from</h1>");
    // A resource route has no page of its own: the bare one, in the language of the page it was sent from.
    const resource = await post("/resources/theme", { theme: "dark", redirectTo: "/" }, { headers: { Referer: `${server.origin}/en/faq` } });
    expect(resource.status).toBe(403);
    expect(resource.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await resource.text()).toContain('<html lang="en">');
  });

  it("posts a review only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const reviews = `/api/recipes/${slugs.recipe}/reviews`;
    await expectAllRefused(`/receta/${slugs.recipe}`, { intent: "create", rating: "4", body: "Forjada" }, member);
    expect(await listLength(reviews)).toBe(0);
    const accepted = await post(`/receta/${slugs.recipe}`, { intent: "create", rating: "4", body: "Muy rico", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(await listLength(reviews)).toBe(1);
  });

  it("posts a cooksnap (multipart, with its photo) only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const cooksnaps = `/api/recipes/${slugs.recipe}/cooksnaps`;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } })
      .jpeg()
      .toBuffer();
    const photo = () => new File([new Uint8Array(jpeg)], "arroz.jpg", { type: "image/jpeg" });
    for (const attack of attacks) {
      const fields = { intent: "cooksnap", comment: "Forjado", photo: photo(), ...(attack.field ? { csrf: attack.field(member.token) } : {}) };
      const response = await postMultipart(`/receta/${slugs.recipe}`, fields, { cookie: member.cookie, headers: attack.headers });
      expect(response.status, `cooksnap: ${attack.label}`).toBe(403);
      expect(response.headers.getSetCookie(), `cooksnap: ${attack.label}`).toEqual([]);
      await response.arrayBuffer();
    }
    expect(await listLength(cooksnaps)).toBe(0);
    const accepted = await postMultipart(
      `/receta/${slugs.recipe}`,
      { intent: "cooksnap", comment: "Salió muy rico", photo: photo(), csrf: member.token },
      { cookie: member.cookie },
    );
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(`/receta/${slugs.recipe}?cocinado=1#cooksnaps`);
    expect(await listLength(cooksnaps)).toBe(1);
  });

  it("adds a recipe to the meal plan only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const fields = { intent: "add-recipe", recipe: slugs.recipe, week: "this", weekday: "2", slot: "dinner", servings: "3", returnTo: `/receta/${slugs.recipe}` };
    await expectAllRefused("/meal-planner", fields, member);
    expect(await (await get("/meal-planner", member.cookie)).text(), "no plan was made").not.toContain("data-plan=");
    const accepted = await post("/meal-planner", { ...fields, csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toMatch(new RegExp(`^/receta/${slugs.recipe}\\?planned=\\d+$`));
    expect(await (await get("/meal-planner", member.cookie)).text()).toContain("1 comida");
  });

  it("follows a member only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const followers = `/api/users/${slugs.followed}/followers`;
    await expectAllRefused(`/users/${slugs.followed}`, { intent: "follow" }, member);
    expect(await listLength(followers)).toBe(0);
    const accepted = await post(`/users/${slugs.followed}`, { intent: "follow", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(await listLength(followers)).toBe(1);
  });

  it("saves a recipe only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const recipe = (await (await fetch(`${server.origin}/api/recipes/${slugs.recipe}`, { headers: { Accept: "application/json" } })).json()) as { data: { id: number } };
    const { token } = (await (await apiLogin(EMAIL, PASSWORD)).json()) as { token: string };
    const savedCount = async () =>
      (
        (await (await fetch(`${server.origin}/api/user/saved-recipes`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } })).json()) as {
          meta: { total: number };
        }
      ).meta.total;
    const fields = { intent: "save-recipe", recipe: String(recipe.data.id), redirectTo: `/receta/${slugs.recipe}` };
    await expectAllRefused("/user/saved-recipes", fields, member);
    expect(await savedCount()).toBe(0);
    const accepted = await post("/user/saved-recipes", { ...fields, csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(`/receta/${slugs.recipe}`);
    expect(await savedCount()).toBe(1);
  });

  it("makes a recipe list only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const listsPage = async () => (await get("/recipe-lists", member.cookie)).text();
    await expectAllRefused("/recipe-lists/new", { name: "Lista forjada", visibility: "public" }, member);
    expect(await listsPage()).not.toContain("Lista forjada");
    const accepted = await post("/recipe-lists/new", { name: "Lista de verdad", visibility: "private", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/recipe-lists/lista-de-verdad/edit?created=1");
    expect(await listsPage()).toContain("Lista de verdad");
  });

  it("writes a recipe only with the token when the browser says nothing (decision 056)", async () => {
    const member = await signIn();
    const mine = async () => (await get("/user/recipes", member.cookie)).text();
    const fields = { title: "Receta forjada", servings: "2", difficulty: "easy", "ingredients[0].line": "2 huevos", save: "draft" };
    await expectAllRefused("/agregar", fields, member);
    expect(await mine()).not.toContain("Receta forjada");
    const accepted = await post("/agregar", { ...fields, title: "Receta de verdad", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    const edit = new URL(accepted.headers.get("location")!, server.origin).pathname;
    expect(edit).toMatch(/^\/agregar\/\d+$/);
    expect(await mine()).toContain("Receta de verdad");
    await expectAllRefused(edit, { intent: "delete" }, member);
    const proposal = { intent: "propose-ingredient", name: "Hierba forjada" };
    await expectAllRefused(edit, proposal, member);
    // Stored now, not before: a forged proposal would make this one a duplicate (409).
    expect((await post(edit, { ...proposal, csrf: member.token }, { cookie: member.cookie })).status).toBe(200);
    await expectAllRefused(`/receta/${slugs.recipe}/remix`, {}, member);
    expect(await mine()).toContain("Receta de verdad");
  });

  it("adds to the pantry only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const { token } = (await (await apiLogin(EMAIL, PASSWORD)).json()) as { token: string };
    const held = async () => {
      const response = await fetch(`${server.origin}/api/user/pantry`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { items: unknown[] } }).data.items.length;
    };
    await expectAllRefused("/user/pantry", { intent: "add", ingredient: "ajo" }, member);
    expect(await held()).toBe(0);
    const accepted = await post("/user/pantry", { intent: "add", ingredient: "ajo", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(await held()).toBe(1);
  });

  it("adds to a shopping list only with the token when the browser says nothing", async () => {
    const member = await signIn();
    await expectAllRefused("/user/shopping-list", { intent: "add-line", text: "Línea forjada" }, member);
    expect(await (await get("/user/shopping-list", member.cookie)).text()).not.toContain("Línea forjada");
    const accepted = await post("/user/shopping-list", { intent: "add-line", text: "Pan de pueblo", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(303);
    expect(await (await get("/user/shopping-list", member.cookie)).text()).toContain("Pan de pueblo");
  });

  it("chooses units only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const { token } = (await (await apiLogin(EMAIL, PASSWORD)).json()) as { token: string };
    const units = async () => {
      const response = await fetch(`${server.origin}/api/user/kitchen-settings`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
      const { data } = (await response.json()) as { data: { unit_system: string; unit_system_chosen: boolean } };
      return data.unit_system_chosen ? data.unit_system : "never chosen";
    };
    await expectAllRefused("/settings/units", { unit_system: "metric" }, member);
    expect(await units()).toBe("never chosen");
    const accepted = await post("/en/settings/units", { unit_system: "metric", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/en/settings/units?saved=1");
    expect(await units()).toBe("metric");
  });

  it("changes a password only with the token when the browser says nothing", async () => {
    const member = await signIn();
    const fields = { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    await expectAllRefused("/settings/password", fields, member);
    expect((await apiLogin(EMAIL, PASSWORD)).status, "the old password still works").toBe(200);
    const accepted = await post("/settings/password", { ...fields, csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/settings/password?saved=1");
    expect((await apiLogin(EMAIL, NEW_PASSWORD)).status).toBe(200);
    // Back as it was, through a browser page this time, for the tests that sign in after this one.
    const again = await signIn(NEW_PASSWORD);
    const fieldsBack = { current_password: NEW_PASSWORD, password: PASSWORD, password_confirmation: PASSWORD };
    expect((await post("/settings/password", fieldsBack, { cookie: again.cookie, headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(302);
  });

  it("deletes an account only with the token when the browser says nothing", async () => {
    const member = await signIn();
    // The right password: every forged variant would delete the account if it got through.
    await expectAllRefused("/settings/account", { password: PASSWORD }, member);
    expect((await apiLogin(EMAIL, PASSWORD)).status, "the account is still there").toBe(200);
    // With the token the post reaches the page; a wrong password keeps the account for the tests after this one.
    const reached = await post("/settings/account", { password: "no-es-la-clave", csrf: member.token }, { cookie: member.cookie });
    expect(reached.status).toBe(422);
    expect((await apiLogin(EMAIL, PASSWORD)).status).toBe(200);
  });

  it("signs a member out only with the token when the browser says nothing", async () => {
    const member = await signIn();
    await expectAllRefused("/resources/sign-out", { locale: "es" }, member);
    expect((await get("/user/dashboard", member.cookie)).status, "still signed in").toBe(200);
    const accepted = await post("/resources/sign-out", { locale: "es", csrf: member.token }, { cookie: member.cookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/sign-in");
    expect(setCookies(accepted).get("__session")).toBe("__session=");
  });

  it("signs in (login CSRF) only with the token when the browser says nothing, and starts a new token", async () => {
    const visitor = await freshToken();
    await expectAllRefused("/sign-in", { email: EMAIL, password: PASSWORD, redirectTo: "" }, visitor);
    const accepted = await post("/sign-in", { email: EMAIL, password: PASSWORD, redirectTo: "", csrf: visitor.token }, { cookie: visitor.cookie });
    expect(accepted.status).toBe(302);
    const cookies = setCookies(accepted);
    expect(cookies.get("__session")).toMatch(/^__session=.+/);
    expect(cookies.get("csrf")).toMatch(/^csrf=[A-Za-z0-9_-]{43}$/);
    expect(cookies.get("csrf")).not.toBe(visitor.cookie);
    // A browser's own page needs no token: it says where the post comes from.
    expect((await post("/sign-in", { email: EMAIL, password: PASSWORD, redirectTo: "" }, { headers: { Origin: server.origin } })).status).toBe(302);
  });

  it("signs up only with the token when the browser says nothing", async () => {
    const visitor = await freshToken();
    const fields = { name: "Forjada Cuenta", email: "forjada-csrf@example.com", password: "clave-de-prueba-9", password_confirmation: "clave-de-prueba-9" };
    await expectAllRefused("/sign-up", fields, visitor);
    expect((await apiLogin(fields.email, fields.password)).status, "no account was made").not.toBe(200);
    const accepted = await post("/sign-up", { ...fields, csrf: visitor.token }, { cookie: visitor.cookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/auth/verify-email");
    expect((await apiLogin(fields.email, fields.password)).status).toBe(200);
  });

  it("keeps anonymous pages that may be stored the same for everyone: no token in them, no cookie set", async () => {
    const visitor = await freshToken();
    for (const cookie of ["", visitor.cookie]) {
      const home = await get("/", cookie);
      expect(home.status).toBe(200);
      expect(home.headers.getSetCookie()).toEqual([]);
      expect(home.headers.get("cache-control")).toMatch(/^public/);
      const html = await home.text();
      expect(html).not.toContain('name="csrf"');
      expect(html).not.toContain(visitor.token);
    }
  });
});

describe("the auth pages §2 leaves open, and Sanctum's cookie (issue 12, defect 7)", () => {
  it("shows a visitor on the verify-email page how to resend, in both languages", async () => {
    const spanish = await get("/auth/verify-email");
    expect(spanish.status).toBe(200);
    const page = await spanish.text();
    expect(page).toContain("Para reenviar el correo de confirmación, inicia sesión");
    expect(page).toContain(`href="/sign-in?redirectTo=%2Fauth%2Fverify-email"`);
    const english = await get("/en/auth/verify-email");
    expect(english.status).toBe(200);
    expect(await english.text()).toContain("To resend the confirmation email, sign in");
  });

  it("tells a visitor on social-callback that the link expired, in both languages", async () => {
    for (const address of ["/auth/social-callback", "/auth/social-callback?code=caducado"]) {
      const response = await get(address);
      expect(response.status, address).toBe(400);
      expect(await response.text()).toContain("Este enlace de acceso ya no vale");
    }
    const english = await get("/en/auth/social-callback?code=expired");
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("This sign-in link no longer works");
  });

  it("answers /sanctum/csrf-cookie at the site's root, as a Sanctum client expects", async () => {
    const response = await get("/sanctum/csrf-cookie");
    expect(response.status).toBe(204);
    expect(setCookies(response).get("XSRF-TOKEN")).toMatch(/^XSRF-TOKEN=.{20,}/);
  });
});
