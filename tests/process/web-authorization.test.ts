import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#api/auth/passwords";
import { openDatabase } from "#api/db/client";
import { createPlan } from "#api/meal-plans/meal-plan-queries";
import { forumCategories, forumThreads, shoppingListLines, shoppingLists } from "#api/db/schema";
import routes from "~/routes";
import { type Actor, actors } from "../authorization/actors";
import { type WebWorld, webMatrix } from "../authorization/web-matrix";
import { createCatalogue, createEvent, createForumCategories, createRecipe, createRecipeList, createReview, createUser, paellaRecipe } from "../support/factories";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { createSiteDatabase } from "../support/test-database";

/**
 * The web's authorization matrix (tests/authorization/web-matrix.ts) against the production server
 * and a real database: every route with an action has a row, and every actor's form post gets the
 * row's answer (docs/decisions/029). On the embedded database (decision 090).
 */
// test-database: embedded only — the code in front of the database is what this sweeps (decision 090).
const root = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "una-clave-de-la-matriz";
const siteDatabase = createSiteDatabase("web-matrix");
let server: ProductionServer;
const accounts = {} as Record<Exclude<Actor, "visitor">, { id: number; email: string; cookie: string }>;
let world: WebWorld;

/** Every route id of app/routes.ts whose module exports an action, with its file. */
function routesWithAction(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    const source = fs.readFileSync(path.join(root, "app", entry.file), "utf8");
    const own = /export\s+(?:async\s+function\s+action\b|const\s+action\b|\{[^}]*\baction\b[^}]*\})/.test(source) ? [entry.id ?? entry.file] : [];
    return [...own, ...routesWithAction(entry.children ?? [])];
  });
}

/** A form post as this site's own pages send it (Sec-Fetch-Site: same-origin passes the cross-site guard). */
function post(address: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${server.origin}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signIn(email: string) {
  const response = await post("/sign-in", { email, password: PASSWORD });
  await response.arrayBuffer();
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(cookie, `signing in as ${email}`).toContain("=");
  return cookie;
}

/** "303 /auth/verify-email" for a redirect (its path, without the query), else the status. */
async function outcomeOf(response: Response) {
  await response.arrayBuffer();
  const location = response.headers.get("location");
  // A recipe the post just made has an id nobody knows beforehand: "/agregar/{id}".
  return location ? `${response.status} ${new URL(location, server.origin).pathname.replace(/^\/agregar\/\d+$/, "/agregar/{id}")}` : String(response.status);
}

beforeAll(async () => {
  await siteDatabase.create();
  const database = await openDatabase(siteDatabase.location);
  let authorId = 0;
  let recipeId = 0;
  let authorShoppingList = { id: 0, lineId: 0 };
  const memberReviews = { toUpdate: 0, toDelete: 0, toKeep: 0 };
  const memberPlan = { id: 0 };
  const memberRecipe = { id: 0 };
  const forumThread = { key: "" };
  const event = { slug: "evento-de-la-matriz", id: 0, toCancel: 0 };
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const catalogue = await createCatalogue(database.db);
    const fields = { unverified: { emailVerifiedAt: null }, member: {}, other: {}, admin: { roles: ["admin" as const] } };
    for (const [actor, extra] of Object.entries(fields) as [keyof typeof fields, object][]) {
      const user = await createUser(database.db, { name: `Matriz ${actor}`, email: `matriz-${actor}@example.com`, passwordHash, ...extra });
      accounts[actor] = { id: user.id, email: user.email, cookie: "" };
    }
    await createUser(database.db, { email: "matriz-login@example.com", passwordHash });
    const author = await createUser(database.db, { name: "Autora Pública", slug: "autora-publica" });
    authorId = author.id;
    const paella = await createRecipe(database.db, catalogue, author.id);
    recipeId = paella;
    // "member"'s lists: one the rows change, one the delete row deletes (decision 045).
    await createRecipeList(database.db, { userId: accounts.member.id, name: "Lista de la matriz", recipeIds: [paella] });
    await createRecipeList(database.db, { userId: accounts.member.id, name: "Lista para borrar", position: 2 });
    const [list] = await database.db.insert(shoppingLists).values({ ownerId: author.id, name: "Lista de la compra" }).returning({ id: shoppingLists.id });
    const [line] = await database.db.insert(shoppingListLines).values({ listId: list!.id, text: "Pan", isManual: true }).returning({ id: shoppingListLines.id });
    authorShoppingList = { id: list!.id, lineId: line!.id };
    const reviewer = { id: accounts.member.id, name: "Matriz member", slug: "" };
    for (const key of Object.keys(memberReviews) as (keyof typeof memberReviews)[]) {
      const slug = `arroz-${key.toLowerCase()}`;
      const id = await createRecipe(database.db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${key}`, en: `Rice ${key}` } }));
      const review = await createReview(database.db, { recipe: { id, slug, titleEs: `Arroz ${key}`, titleEn: `Rice ${key}`, authorId }, reviewer, rating: 4 });
      memberReviews[key] = review!.id;
    }
    memberRecipe.id = await createRecipe(
      database.db,
      catalogue,
      accounts.member.id,
      paellaRecipe({ slug: "arroz-de-la-matriz", title: { es: "Arroz de la matriz", en: "Matrix rice" } }),
    );
    await createForumCategories(database.db, [
      { slug: "dudas-de-cocina", name: { es: "Dudas", en: "Questions" }, description: { es: "Dudas.", en: "Questions." }, colour: "accent" },
    ]);
    const [category] = await database.db.select({ id: forumCategories.id }).from(forumCategories);
    const [thread] = await database.db
      .insert(forumThreads)
      .values({ categoryId: category!.id, userId: author.id, title: "Hilo de la matriz", slug: "hilo-de-la-matriz", bodySource: "Hola", bodyHtml: "<p>Hola</p>" })
      .returning({ id: forumThreads.id });
    forumThread.key = `hilo-de-la-matriz-${thread!.id}`;
    expect(forumThread.key, "the web matrix expects the first thread").toBe("hilo-de-la-matriz-1");
    const eventFields = {
      title_es: "Evento de la matriz",
      title_en: "Matrix event",
      description_es: "Una descripción lo bastante larga para pasar.",
      description_en: "A description long enough to pass the checks.",
      mode: "online" as const,
      online_url: "https://meet.example.com/matriz",
      starts_local: "2031-03-01T18:00",
      ends_local: "2031-03-01T20:00",
      time_zone: "Europe/Madrid",
      capacity: 50,
    };
    event.id = (await createEvent(database.db, author.id, eventFields, { slug: event.slug })).id;
    event.toCancel = (await createEvent(database.db, author.id, eventFields, { slug: "evento-para-cancelar" })).id;
    memberPlan.id = (await createPlan(database.db, accounts.member.id, { name: "Semana de la matriz", startsOn: "2026-12-07", endsOn: "2026-12-13" })).id;
  } finally {
    await database.close();
  }
  server = await startProductionServer({ ...siteDatabase.serverEnv, SEED_DEMO: "false", RATE_LIMIT_SCALE: "1000" });
  await server.ready;
  for (const account of Object.values(accounts)) account.cookie = await signIn(account.email);
  world = {
    idOf: (actor) => (actor === "visitor" ? undefined : accounts[actor].id),
    author: { id: authorId, slug: "autora-publica" },
    memberReviews,
    recipe: { id: recipeId, slug: "paella-valenciana" },
    memberLists: { kept: "lista-de-la-matriz", toDelete: "lista-para-borrar" },
    login: { email: "matriz-login@example.com", password: PASSWORD },
    password: PASSWORD,
    memberPlan,
    memberRecipe,
    authorShoppingList,
    forumThread,
    event,
  };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await siteDatabase.remove();
}, 30_000);

describe("the web's authorization matrix", () => {
  it("has a row for every route with an action, and none for a route without one", () => {
    const withAction = routesWithAction(routes);
    const covered = new Set(webMatrix.map((row) => row.route));
    expect(withAction.length).toBeGreaterThan(15);
    expect(
      withAction.filter((id) => !covered.has(id)),
      "routes with an action but no row in tests/authorization/web-matrix.ts",
    ).toEqual([]);
    expect(
      [...covered].filter((id) => !withAction.includes(id)),
      "rows for routes without an action",
    ).toEqual([]);
  });

  it.each(webMatrix.map((row) => [`${row.route}${row.case ? ` (${row.case})` : ""}`, row] as const))("%s", async (_, row) => {
    const answers: Record<string, string> = {};
    for (const actor of actors) {
      const { path: address, fields, freshSession } = row.call(world, actor);
      const cookie = actor === "visitor" ? "" : freshSession ? await signIn(accounts[actor].email) : accounts[actor].cookie;
      answers[actor] = await outcomeOf(await post(address, fields, cookie));
    }
    expect(answers).toEqual(row.expect);
  });
});
