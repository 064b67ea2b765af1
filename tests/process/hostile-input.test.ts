import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#api/auth/passwords";
import { FORUM_BODY_MAX_LENGTH } from "#api/contract/limits";
import { userChannel } from "#api/contract/notifications";
import { openDatabase } from "#api/db/client";
import { badCursors, leavesSite, malformedValues, oddSlugs, rawQueryValues, redirectCorpus, seededRandom } from "../support/attack-corpora";
import { createCatalogue, createFollow, createForumCategories, createRecipe, createRecipeList, createReview, createUser, paellaRecipe } from "../support/factories";
import { forumReplies, forumThreads } from "#api/db/schema";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { createSiteDatabase } from "../support/test-database";

/**
 * The attack run's inputs kept as tests (docs/decisions/027), against the production server: every
 * return address of the redirect corpus through every parameter that takes one, and a seeded,
 * bounded fuzz run over the search and page parameters, odd slugs and cursors. None may leave the
 * site, none may answer 5xx, and the process must still be serving at the end. On the embedded
 * database (decision 090: the API's own tests cover the PostgreSQL engine).
 */
// test-database: embedded only — the code in front of the database is what this sweeps (decision 090).
const PASSWORD = "una-clave-de-prueba";
const EMAIL = "marta-hostil@example.com";
const siteDatabase = createSiteDatabase("hostile");
let server: ProductionServer;
let sessionCookie = "";
const slugs = { recipe: "paella-valenciana", member: "", category: "arroces", tag: "tradicional", recipeId: 0, forumThread: "" };

beforeAll(async () => {
  // A small catalogue, two members who follow and review each other: enough for every page to have content.
  await siteDatabase.create();
  const database = await openDatabase(siteDatabase.location);
  try {
    const catalogue = await createCatalogue(database.db);
    const marta = await createUser(database.db, { name: "Marta Hostil", email: EMAIL, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
    const javi = await createUser(database.db, { name: "Javi Prueba", emailVerifiedAt: new Date() });
    slugs.member = marta.slug;
    const paella = await createRecipe(database.db, catalogue, javi.id);
    await createRecipe(database.db, catalogue, marta.id, paellaRecipe({ slug: "arroz-al-horno", title: { es: "Arroz al horno", en: "Baked rice" } }));
    await createFollow(database.db, marta, javi.id);
    await createFollow(database.db, javi, marta.id);
    const recipe = { id: paella, slug: "paella-valenciana", titleEs: "Paella valenciana", titleEn: "Valencian paella", authorId: javi.id };
    await createReview(database.db, { recipe, reviewer: marta, rating: 5, body: "Muy rica" });
    // A public recipe list of Marta's holding the paella (decision 045).
    await createRecipeList(database.db, { userId: marta.id, name: "Cenas", isPublic: true, recipeIds: [paella] });
    slugs.recipeId = paella;
    // A forum category with a thread and a reply (issue 33): its pages read a sort, cursors, a quote and a thread key.
    const [category] = await createForumCategories(database.db, [
      { slug: "dudas-de-cocina", name: { es: "Dudas", en: "Questions" }, description: { es: "Dudas.", en: "Questions." }, colour: "accent" },
    ]);
    const [thread] = await database.db
      .insert(forumThreads)
      .values({ categoryId: category!.id, userId: javi.id, title: "Arroz pegado", slug: "arroz-pegado", bodySource: "¿Por qué?", bodyHtml: "<p>¿Por qué?</p>" })
      .returning({ id: forumThreads.id });
    await database.db.insert(forumReplies).values({ threadId: thread!.id, userId: marta.id, bodySource: "Menos agua.", bodyHtml: "<p>Menos agua.</p>" });
    slugs.forumThread = `arroz-pegado-${thread!.id}`;
  } finally {
    await database.close();
  }
  server = await startProductionServer({ ...siteDatabase.serverEnv, SEED_DEMO: "false", RATE_LIMIT_SCALE: "1000" });
  await server.ready;
  const signedIn = await post("/sign-in", { email: EMAIL, password: PASSWORD });
  expect(signedIn.status).toBe(302);
  sessionCookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(sessionCookie).toContain("=");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await siteDatabase.remove();
}, 30_000);

function get(address: string, { cookie = "" } = {}) {
  return fetch(`${server.origin}${address}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/** A form post as a browser on this site sends it (Sec-Fetch-Site: same-origin passes the cross-site guard). */
function post(address: string, fields: Record<string, string>, { cookie = "" } = {}) {
  return fetch(`${server.origin}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

interface Outcome {
  label: string;
  status: number;
  location: string | null;
}

/** Runs `count` requests `concurrency` at a time; a refused connection counts as status 0. */
async function runAll(requests: Array<{ label: string; send: () => Promise<Response> }>, concurrency = 4): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const { label, send } = requests[next++]!;
        try {
          const response = await send();
          await response.arrayBuffer();
          outcomes.push({ label, status: response.status, location: response.headers.get("location") });
        } catch (error) {
          outcomes.push({ label: `${label} (${error instanceof Error ? error.message : String(error)})`, status: 0, location: null });
        }
      }
    }),
  );
  return outcomes;
}

/** An address as a failure message names it: quoted, escapes visible, long ones cut. */
const show = (address: string) => JSON.stringify(address).slice(0, 80);

const failures = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500).map((outcome) => `${outcome.status} ${outcome.label}`);

describe("return addresses (the redirect corpus)", () => {
  it(`sends no one off the site and never answers 5xx, through every parameter that takes one (${redirectCorpus.length} addresses)`, async () => {
    const requests = redirectCorpus.flatMap((address, index) => {
      const encoded = encodeURIComponent(address.replace(/[\ud800-\udfff]/g, ""));
      const locale = index % 2 === 0 ? "" : "/en";
      return [
        { label: `sign-in ${show(address)}`, send: () => post(`${locale}/sign-in`, { email: EMAIL, password: PASSWORD, redirectTo: address }) },
        { label: `locale es ${show(address)}`, send: () => get(`/resources/locale?lang=es&redirectTo=${encoded}`) },
        { label: `locale en ${show(address)}`, send: () => get(`/resources/locale?lang=en&redirectTo=${encoded}`) },
        { label: `theme ${show(address)}`, send: () => post("/resources/theme", { theme: "dark", redirectTo: address }) },
        {
          label: `notifications ${show(address)}`,
          send: () => post(`${locale}/notifications`, { intent: "mark-all-read", redirectTo: address }, { cookie: sessionCookie }),
        },
        // These take no return address: whatever is added must not be followed.
        { label: `social start ${show(address)}`, send: () => get(`/api/auth/google/redirect?locale=en&redirectTo=${encoded}&returnTo=${encoded}&next=${encoded}`) },
        { label: `verify link ${show(address)}`, send: () => get(`/api/auth/email/verify/1/${"x".repeat(40)}?locale=es&redirectTo=${encoded}&next=${encoded}`) },
        { label: `social callback ${show(address)}`, send: () => get(`${locale}/auth/social-callback?code=x&redirectTo=${encoded}`) },
        { label: `sign-out ${show(address)}`, send: () => post(`${locale}/resources/sign-out`, { redirectTo: address }) },
        {
          label: `add to a list ${show(address)}`,
          send: () => post(`${locale}/recipe-lists/add`, { recipe: String(slugs.recipeId), list: "cenas", redirectTo: address }, { cookie: sessionCookie }),
        },
      ];
    });
    const outcomes = await runAll(requests);
    expect(outcomes).toHaveLength(requests.length);
    expect(failures(outcomes)).toEqual([]);
    const requestUrl = `${server.origin}/resources/locale`;
    const leaving = outcomes.filter((outcome) => outcome.location !== null && leavesSite(outcome.location, requestUrl)).map((outcome) => `${outcome.label} → ${outcome.location}`);
    expect(leaving).toEqual([]);
    // A signed-in member really was sent somewhere on the site (not only refused).
    expect(outcomes.filter((outcome) => outcome.label.startsWith("sign-in") && outcome.status === 302).length).toBe(redirectCorpus.length);
  }, 120_000);
});

/** Search page, API and list parameters; each fuzz request sets a few of them to odd values. */
const searchPageParameters = [
  "q",
  "semantic",
  "categories",
  "include_ingredients",
  "exclude_ingredients",
  "include_tags",
  "exclude_tags",
  "difficulty",
  "active_time_max",
  "total_time_max",
  "servings_min",
  "servings_max",
  "min_rating",
  "calories_min",
  "calories_max",
  "author_type",
  "is_featured",
  "has_video",
  "sort",
  "page",
  "s",
  "query",
];
const apiSearchParameters = [
  "q",
  "semantic_query",
  "category_ids",
  "category_slugs",
  "include_ingredient_ids",
  "exclude_ingredient_ids",
  "include_tag_slugs",
  "exclude_tag_slugs",
  "difficulty_levels",
  "active_time_max_minutes",
  "total_time_max_minutes",
  "min_servings",
  "max_servings",
  "min_average_rating",
  "calories_min",
  "calories_max",
  "author_type",
  "is_featured",
  "has_video",
  "sort_by",
  "page",
  "per_page",
];
const listParameters = ["page", "sort", "category", "limit", "per_page"];
/** Values that are fine on their own, so the odd ones meet real combinations. */
const plausibleValues = [
  "pollo",
  "paella",
  "cena rápida sin gluten",
  "arroces",
  "espanola",
  "tradicional",
  "arroz-bomba,ajo",
  "easy",
  "medium,hard",
  "30",
  "4",
  "1",
  "3.5",
  "500",
  "ai_chef",
  "true",
  "false",
  "rating_desc",
  "latest",
  "1000",
];

/** A raw query value as a form field carries it (undecodable ones as they are). */
function decodeURIComponentSafe(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

describe("bounded fuzz over query parameters, slugs and cursors", () => {
  it("answers no request with 5xx (seeded: the same 1,800 requests every run)", async () => {
    const random = seededRandom(20261124);
    const value = () => {
      const roll = random.next();
      if (roll < 0.12) return { raw: random.pick(rawQueryValues) };
      if (roll < 0.45) return { text: random.pick(plausibleValues) };
      if (roll < 0.55) return { text: random.pick(plausibleValues) + random.pick(["\u0000", "\u3000", "\r\n", "%", ",,", "-1", "\ud800"]) };
      return { text: random.pick(malformedValues) };
    };
    const query = (names: readonly string[]) =>
      Array.from({ length: random.int(1, 4) }, () => {
        const name = random.pick(names);
        const chosen = value();
        return "raw" in chosen ? `${name}=${chosen.raw}` : new URLSearchParams([[name, chosen.text]]).toString();
      }).join("&");
    const cursor = () => new URLSearchParams({ cursor: random.pick(badCursors) }).toString();
    const slugOr = (real: string) => (random.next() < 0.6 ? random.pick(oddSlugs) : real);
    const locale = () => random.pick(["", "/en"]);
    const member = { cookie: sessionCookie };
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    /** [what is fuzzed, how many requests, the next request's address (and how to send it)]. */
    const targets: Array<[string, number, () => string | [string, () => Promise<Response>]]> = [
      ["/buscar/", 130, () => `${locale()}/buscar/?${query(searchPageParameters)}`],
      // The filters' test page reads the same parameters and sends them on without a redirect to a clean address.
      ["/test/filtros", 20, () => `${locale()}/test/filtros?${query(searchPageParameters)}`],
      ["/search", 48, () => `${locale()}/search?${query(searchPageParameters)}`],
      ["/buscar/{text}", 30, () => `${locale()}/buscar/${random.pick(oddSlugs)}`],
      ["/receta/{slug}", 100, () => `${locale()}/receta/${slugOr(slugs.recipe)}${random.next() < 0.5 ? `?${query(["servings", "cursor", "review"])}` : ""}`],
      ["/receta/{slug}?cursor", 40, () => `/receta/${slugs.recipe}?${cursor()}`],
      // What to buy for a recipe (decision 054): a visitor's, and a member's with their pantry.
      ["/receta/{slug}/marketplace", 40, () => `${locale()}/receta/${slugOr(slugs.recipe)}/marketplace?${query(["servings", "shopping"])}`],
      [
        "/receta/{slug}/marketplace (member)",
        20,
        () => {
          const address = `${locale()}/receta/${slugOr(slugs.recipe)}/marketplace?${query(["servings"])}`;
          return [address, () => get(address, member)];
        },
      ],
      ["/recetas/", 60, () => `${locale()}/recetas/?${query(listParameters)}`],
      ["/categoria/{slug}", 60, () => `${locale()}/categoria/${slugOr(slugs.category)}?${query(listParameters)}`],
      ["/tag/{slug}", 50, () => `/tag/${slugOr(slugs.tag)}?${query(listParameters)}`],
      ["/categorias/", 20, () => `/categorias/?${query(listParameters)}`],
      ["/users/{slug}", 50, () => `${locale()}/users/${slugOr(slugs.member)}?${random.next() < 0.5 ? cursor() : query(["reviews_cursor", "page"])}`],
      ["/users/{slug}/followers", 50, () => `/users/${slugOr(slugs.member)}/${random.pick(["followers", "following"])}?${cursor()}`],
      [
        "/feed (member)",
        40,
        () => {
          const address = `${locale()}/feed?${cursor()}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "/notifications (member)",
        30,
        () => {
          const address = `${locale()}/notifications?${query(["page"])}`;
          return [address, () => get(address, member)];
        },
      ],
      ["/ (old search links)", 30, () => `/?${query(["q", "s", "search", "page"])}`],
      ["suggestions", 30, () => `/resources/search-suggestions?${query(["q", "limit"])}`],
      ["API search", 80, () => `/api/recipes/search?${query(apiSearchParameters)}`],
      ["API filter", 40, () => `/api/recipes/filter?${query(apiSearchParameters)}`],
      ["API facet counts", 60, () => `/api/filtered-categories-with-counts?${query(apiSearchParameters)}`],
      [
        "API suggestions and popular",
        30,
        () => (random.next() < 0.5 ? `/api/recipes/suggestions?${query(["q", "limit"])}` : `/api/analytics/popular-searches?${query(["limit"])}`),
      ],
      [
        "API recipe lists",
        40,
        () => `/api/${random.pick(["recipes", `categories/${slugOr(slugs.category)}/recipes`, `tags/${slugOr(slugs.tag)}/recipes`])}?${query(listParameters)}`,
      ],
      ["API recipe", 40, () => `/api/recipes/${slugOr(slugs.recipe)}${random.pick(["", "/related", "/reviews"])}`],
      ["API recipe shopping list", 30, () => `/api/recipes/${slugOr(slugs.recipe)}/shopping-list?${query(["servings"])}`],
      [
        "API cursors",
        50,
        () => `/api/${random.pick([`users/${slugs.member}/followers`, `users/${slugs.member}/reviews`, `recipes/${slugs.recipe}/reviews`])}?${cursor()}&${query(["per_page"])}`,
      ],
      [
        "PUT /api/user/profile",
        20,
        () => {
          const name = `Marta ${random.pick(malformedValues)}${random.pick(["", "\u0000"])}`;
          const send = () =>
            fetch(`${server.origin}/api/user/profile`, {
              method: "PUT",
              headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
              body: JSON.stringify({ name }),
            });
          return [`PUT /api/user/profile ${JSON.stringify(name).slice(0, 80)}`, send];
        },
      ],
      [
        "/settings/profile (member)",
        20,
        () => {
          const name = `Marta${random.pick(["\u0000", "\u3000", "", "\r\n"])}${random.pick(malformedValues).slice(0, 40)}`;
          const address = `${locale()}/settings/profile`;
          return [`POST ${address} ${JSON.stringify(name)}`, () => post(address, { name }, member)];
        },
      ],
      // Last, so the requests before them stay the same seeded ones.
      [
        "/user/saved-recipes (member)",
        30,
        () => {
          const address = `${locale()}/user/saved-recipes?${random.next() < 0.7 ? cursor() : query(["cursor", "page"])}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "POST /user/saved-recipes (member)",
        30,
        () => {
          const fields = {
            intent: random.pick(["save-recipe", "unsave-recipe", ...malformedValues]),
            recipe: random.pick([...malformedValues, "1", "0", "-1", "2147483648"]),
            redirectTo: random.pick(malformedValues),
          };
          const address = `${locale()}/user/saved-recipes`;
          return [`POST ${address} ${JSON.stringify(fields).slice(0, 120)}`, () => post(address, fields, member)];
        },
      ],
      [
        "API saved recipes",
        30,
        () => {
          const [method, address] =
            random.next() < 0.5
              ? (["GET", `/api/user/saved-recipes?${cursor()}&${query(["per_page"])}`] as const)
              : ([random.pick(["POST", "DELETE"]), `/api/recipes/${slugOr(slugs.recipe)}/save`] as const);
          const send = () => fetch(`${server.origin}${address}`, { method, headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
          return [`${method} ${address}`, send];
        },
      ],
      // Recipe lists (decision 045): the public address, the member's pages and the public API.
      ["/users/{slug}/lists/{list}", 30, () => `${locale()}/users/${slugOr(slugs.member)}/lists/${slugOr("cenas")}`],
      [
        "/recipe-lists/add and /recipe-lists/{slug}/edit (member)",
        60,
        () => {
          const address =
            random.next() < 0.5
              ? `${locale()}/recipe-lists/add?${query(["recipe", "redirectTo"])}`
              : `${locale()}/recipe-lists/${slugOr("cenas")}/edit?${query(["created", "saved"])}`;
          return [address, () => get(address, member)];
        },
      ],
      ["API recipe lists of a member", 30, () => `/api/users/${slugOr(slugs.member)}/recipe-lists${random.next() < 0.5 ? `/${slugOr("cenas")}` : ""}`],
      // The meal planner (decision 046).
      [
        "/meal-planner (member)",
        20,
        () => {
          const address = `${locale()}/meal-planner?${query(["page", "done"])}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "/meal-planner/{id} (member)",
        40,
        () => {
          const address = `${locale()}/meal-planner/${random.pick([...oddSlugs, "1", "new", "2147483648", "0"])}?${query(["print", "done"])}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "API meal plans and calendar feeds",
        40,
        () => {
          const address = random.pick([
            `/api/meal-plans?${query(["page", "per_page"])}`,
            `/api/meal-plans/${random.pick(oddSlugs)}`,
            `/api/calendar/${random.pick(oddSlugs)}?${query(["locale"])}`,
            `/api/calendar/${random.pick(oddSlugs)}/plans/${random.pick(oddSlugs)}`,
          ]);
          const send = () => fetch(`${server.origin}${address}`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
          return [address, send];
        },
      ],
      // The pantry (decision 048).
      [
        "/user/pantry (member)",
        30,
        () => {
          const address = `${locale()}/user/pantry?${query(["q", "page", "done", "quantity", "unit"])}`;
          return [address, () => get(address, member)];
        },
      ],
      ["API ingredient search", 20, () => `/api/ingredients/search?${query(["q"])}`],
      // The shopping list (decision 047).
      [
        "/user/shopping-list (member)",
        25,
        () => {
          const address = `${locale()}/user/shopping-list?${query(["list", "shopping"])}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "POST /user/shopping-list (member)",
        25,
        () => {
          const fields = Object.fromEntries(
            ["intent", "text", "line", "recipe", "servings", "plan", "list", "shopping_list", "checked", "redirectTo"]
              .filter(() => random.next() < 0.6)
              .map((name) => {
                const chosen = value();
                return [name, "raw" in chosen ? decodeURIComponentSafe(chosen.raw!) : chosen.text!];
              }),
          );
          if (random.next() < 0.5) fields.intent = random.pick(["from-recipe", "from-list", "from-plan", "add-line", "tick", "edit-line", "delete-line", "clear-checked"]);
          const address = `${locale()}/user/shopping-list`;
          return [`POST ${address} ${JSON.stringify(fields).slice(0, 120)}`, () => post(address, fields, member)];
        },
      ],
      // Articles (decision 103): the list's kind and cursor, an article's slug.
      ["/articles", 6, () => `${locale()}/articles?${random.next() < 0.5 ? cursor() : query(["kind", "cursor"])}`],
      ["/articles/{slug}", 6, () => `${locale()}/articles/${slugOr("el-sofrito-paso-a-paso")}`],
      // Challenges (decision 109): a challenge's slug and what a done form says; its entering and voting form (four taken from the articles').
      ["/challenges/c/{slug}", 2, () => `${locale()}/challenges/c/${slugOr("reto-de-recetas-de-familia")}?${query(["hecho"])}`],
      [
        "POST /challenges/c/{slug} (member)",
        2,
        () => {
          const fields = Object.fromEntries(
            ["intent", "entry", "entry_id"]
              .filter(() => random.next() < 0.7)
              .map((name) => {
                const chosen = value();
                return [name, "raw" in chosen ? decodeURIComponentSafe(chosen.raw!) : chosen.text!];
              }),
          );
          if (random.next() < 0.5) fields.intent = random.pick(["enter", "vote"]);
          const address = `${locale()}/challenges/c/${slugOr("reto-de-recetas-de-familia")}`;
          return [`POST ${address} ${JSON.stringify(fields).slice(0, 120)}`, () => post(address, fields, member)];
        },
      ],
      // Events (decision 106): an event's slug (and the `done` notice), an edited event's id.
      ["/events/{slug}", 10, () => `${locale()}/events/${slugOr("paella-en-directo")}${random.next() < 0.5 ? `?${query(["done"])}` : ""}`],
      ["/events/manage/{id}/edit", 6, () => `${locale()}/events/manage/${random.pick(oddSlugs)}/edit?${query(["done"])}`],
      // Forums (issue 33): a category's sort and cursor, a thread's key (slug-id, id or slug), cursor and quote.
      ["/forums/c/{slug}", 12, () => `${locale()}/forums/c/${slugOr("dudas-de-cocina")}?${random.next() < 0.5 ? cursor() : query(["sort", "period", "cursor"])}`],
      [
        "/forums/t/{key}",
        10,
        () =>
          `${locale()}/forums/t/${random.next() < 0.2 ? random.pick(["1", "2147483648", "0", "-1", "arroz-pegado"]) : slugOr(slugs.forumThread)}?${random.next() < 0.5 ? cursor() : query(["quote", "cursor", "watch"])}`,
      ],
      // A member's thread page reads their watch level, its watch form posts one (decision 087) and its reaction buttons a post and a reaction (089): ten of the thread's twenty.
      [
        "/forums/t/{key} (member)",
        5,
        () => {
          const address = `${locale()}/forums/t/${slugOr(slugs.forumThread)}?${query(["quote", "cursor", "watch"])}`;
          return [address, () => get(address, member)];
        },
      ],
      // A post's history and edit page (decision 101): the thread's key and the post ("opening" or a reply's id), five taken from the category's.
      [
        "/forums/t/{key}/history/{post}",
        3,
        () => `${locale()}/forums/t/${slugOr(slugs.forumThread)}/history/${random.pick(["opening", "1", "0", "-1", "2147483648", ...oddSlugs])}?${query(["cursor"])}`,
      ],
      [
        "/forums/t/{key}/edit/{post} (member)",
        2,
        () => {
          const address = `${locale()}/forums/t/${slugOr(slugs.forumThread)}/edit/${random.pick(["opening", "1", "0", "-1", "2147483648", ...oddSlugs])}`;
          return [address, () => get(address, member)];
        },
      ],
      // The new-thread form's recipe and ingredients from the address (decisions 095, 099).
      [
        "/forums/t/new (member)",
        3,
        () => {
          const address = `${locale()}/forums/t/new?${query(["receta", "ingrediente", "category"])}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "POST /forums/t/{key} watch (member)",
        3,
        () => {
          const chosen = value();
          const fields = { intent: "watch", level: "raw" in chosen ? decodeURIComponentSafe(chosen.raw!) : chosen.text! };
          const address = `${locale()}/forums/t/${slugs.forumThread}`;
          return [`POST ${address} ${JSON.stringify(fields).slice(0, 120)}`, () => post(address, fields, member)];
        },
      ],
      [
        "POST /forums/t/{key} react (member)",
        2,
        () => {
          const [postValue, reactionValue] = [value(), value()];
          const text = (chosen: ReturnType<typeof value>) => ("raw" in chosen ? decodeURIComponentSafe(chosen.raw!) : chosen.text!);
          const fields = {
            intent: "react",
            post: random.next() < 0.3 ? "opening" : text(postValue),
            reaction: random.next() < 0.3 ? random.pick(["yum:on", "love:off", "helpful:on"]) : text(reactionValue),
          };
          const address = `${locale()}/forums/t/${slugs.forumThread}`;
          return [`POST ${address} ${JSON.stringify(fields).slice(0, 120)}`, () => post(address, fields, member)];
        },
      ],
      // Recipe authoring and cooksnaps (decisions 055, 056): what their pages read from the address.
      ["/receta/{slug}?cocinado", 20, () => `${locale()}/receta/${slugOr(slugs.recipe)}?${query(["cocinado", "servings"])}`],
      [
        "/user/recipes (member)",
        20,
        () => {
          const address = `${locale()}/user/recipes?${random.next() < 0.5 ? cursor() : query(["cursor", "deleted"])}`;
          return [address, () => get(address, member)];
        },
      ],
      [
        "/agregar/{id} (member)",
        20,
        () => {
          const address = `${locale()}/agregar/${random.pick([...oddSlugs, "1", "2147483648", "0", "-1"])}?${query(["saved", "unpublished", "restored"])}`;
          return [address, () => get(address, member)];
        },
      ],
    ];
    const requests = targets.flatMap(([, count, next]) =>
      Array.from({ length: count }, () => {
        const made = next();
        const [label, send] = typeof made === "string" ? [made, () => get(made)] : made;
        return { label, send };
      }),
    );
    expect(requests.length).toBe(1_800);
    const outcomes = await runAll(requests);
    expect(failures(outcomes), server.output().slice(-4_000)).toEqual([]);
    expect((await get("/healthz")).status).toBe(200);
  }, 240_000);
});

/** Issue 12, defect 9 (docs/decisions/030): each of the smaller holes, as the attack run found it. */
describe("the smaller holes", () => {
  /** Follows redirects by hand, at most `limit`; the hops and the last answer. */
  async function follow(address: string, limit = 5) {
    const hops: string[] = [];
    let response = await get(address);
    while (response.status >= 300 && response.status < 400 && hops.length < limit) {
      const location = new URL(response.headers.get("location")!, server.origin);
      hops.push(location.pathname + location.search);
      response = await get(location.pathname + location.search);
    }
    return { hops, status: response.status };
  }

  it("answers an id past PostgreSQL's integer, and a path that climbs out of /receta/, with 404 and no loop", async () => {
    for (const address of ["/receta/2147483648", "/en/receta/2147483648", "/receta/99999999999999999999", "/api/recipes/2147483648"]) {
      expect((await get(address)).status, address).toBe(404);
    }
    for (const address of ["/receta/..%2F", "/receta/..%2F/", "/en/receta/..%2F", "/receta/%2E%2E%2F", "/receta/..%2F..%2F", "/receta/..%5C", "/recetas/..%2F"]) {
      const { hops, status } = await follow(address);
      expect(hops.length, `${address} → ${hops.join(" → ")}`).toBeLessThanOrEqual(1);
      expect(status, address).toBe(404);
    }
  });

  it("refuses a difficulty that is an object's own property name in the API, and drops it from the search page", async () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const api = await fetch(`${server.origin}/api/recipes/search?difficulty_levels=${word}`, { headers: { Accept: "application/json", "Accept-Language": "es" } });
      expect(api.status, word).toBe(422);
      expect((await api.json()).message).toBe("El valor del campo difficulty_levels.0 no es una opción válida.");
      const page = await get(`/buscar/?q=arroz&difficulty=easy,${word}`);
      expect(page.status, word).toBe(302);
      expect(page.headers.get("location")).toBe("/buscar/?q=arroz&difficulty=easy");
    }
    const english = await fetch(`${server.origin}/api/filtered-categories-with-counts?difficulty_levels=constructor`, {
      headers: { Accept: "application/json", "Accept-Language": "en" },
    });
    expect(english.status).toBe(422);
    expect((await english.json()).message).toBe("The selected difficulty_levels.0 is not a valid option.");
  });

  it("answers the live channel's authorisation with the API's statuses: 401, 403 and 422 are not 200", async () => {
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { user } = (await login.json()) as { user: { id: number } };
    const authorize = (fields: Record<string, string>, cookie = "") => post("/resources/broadcasting-auth", fields, { cookie });
    const visitor = await authorize({ socket_id: "123.456", channel_name: userChannel(user.id) });
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).message).toBe("Credenciales incorrectas. Verifica tu email y contraseña.");
    const another = await authorize({ socket_id: "123.456", channel_name: userChannel(user.id + 1) }, sessionCookie);
    expect(another.status).toBe(403);
    expect((await another.json()).message).toBe("No tienes permisos para realizar esta acción.");
    expect((await authorize({ socket_id: "not-a-socket", channel_name: userChannel(user.id) }, sessionCookie)).status).toBe(422);
    const broken = await fetch(`${server.origin}/resources/broadcasting-auth`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Cookie: sessionCookie },
      body: "{not json",
    });
    expect(broken.status).toBe(422);
    const own = await authorize({ socket_id: "123.456", channel_name: userChannel(user.id) }, sessionCookie);
    expect(own.status).toBe(200);
    expect((await own.json()).auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
  });

  it("previews a post for the compose forms' live preview (decision 102): the renderer's sanitised HTML, never stored; 401 for a visitor, 422 for a text out of bounds", async () => {
    const preview = (fields: Record<string, string>, cookie = "") => post("/resources/forum-preview", fields, { cookie });
    const visitor = await preview({ text: "Hola", locale: "en" });
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).message).toBe("Incorrect credentials. Check your email and password.");
    for (const text of ["", " x ", "x".repeat(FORUM_BODY_MAX_LENGTH + 1)])
      expect((await preview({ text, locale: "es" }, sessionCookie)).status, `${text.length} characters`).toBe(422);
    expect((await post("/resources/forum-preview", { locale: "es" }, { cookie: sessionCookie })).status).toBe(422);
    // An unknown language is Spanish, as a path without /en is.
    const own = await preview({ text: "**Hola** <script>alert(1)</script> [x](javascript:alert(1))", locale: "fr" }, sessionCookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const { html } = (await own.json()) as { html: string };
    expect(html).toContain("<strong>Hola</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain('href="javascript:');
  });

  it("reads the bell again for the live client: the member's own page of §7's list, never stored; 401 for a visitor in the language asked for, 400 for an unknown language", async () => {
    const visitor = await get("/resources/notifications?locale=es");
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).message).toBe("Credenciales incorrectas. Verifica tu email y contraseña.");
    const englishVisitor = await get("/resources/notifications?locale=en");
    expect(englishVisitor.status).toBe(401);
    expect((await englishVisitor.json()).message).toBe("Incorrect credentials. Check your email and password.");
    for (const query of ["", "?locale=fr", "?locale[]=en"]) expect((await get(`/resources/notifications${query}`, { cookie: sessionCookie })).status, query).toBe(400);
    const own = await get("/resources/notifications?locale=en", { cookie: sessionCookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const page = (await own.json()) as { data: unknown[]; meta: { unread_count: number; per_page: number } };
    expect(Array.isArray(page.data)).toBe(true);
    expect(page.meta).toMatchObject({ per_page: 20, unread_count: expect.any(Number) });
  });

  it("keeps the API token and the member out of the session cookie's readable bytes", async () => {
    const value = decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf("=") + 1));
    const pieces = [value, ...value.split(".")];
    const readings = [...pieces, ...pieces.flatMap((piece) => [Buffer.from(piece, "base64").toString("latin1"), Buffer.from(piece, "base64url").toString("latin1")])];
    const deeper = readings.flatMap((text) => text.replace(/^"|"$/g, "").split(".")).map((piece) => Buffer.from(piece, "base64url").toString("latin1"));
    for (const text of [...readings, ...deeper]) {
      expect(text).not.toMatch(/\d+\|[A-Za-z0-9]{20,}/);
      expect(text.toLowerCase()).not.toContain(EMAIL);
      expect(text).not.toContain("Marta Hostil");
    }
    // …and it is a working session: the member's own page answers.
    expect((await get("/settings/profile", { cookie: sessionCookie })).status).toBe(200);
  });
});
