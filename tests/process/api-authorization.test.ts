import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#api/auth/passwords";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { apiPaths } from "#api/contract/paths";
import { media, users } from "#api/db/schema";
import { type Actor, actors } from "../authorization/actors";
import { type ApiWorld, apiMatrix } from "../authorization/api-matrix";
import { useTestApi } from "../support/api-harness";
import { createCatalogue, createRecipe, createReview, createUser, issueAccessToken, paellaRecipe } from "../support/factories";

/**
 * The API's authorization matrix (tests/authorization/api-matrix.ts) against a real database: every
 * route the app serves has a row, and every actor gets the row's status (docs/decisions/029).
 */
const LIVE_APP_ID = "sazon-matriz";
const api = useTestApi({ RATE_LIMIT_SCALE: "100", REVERB_APP_ID: LIVE_APP_ID });

/** "/api/users/:slug" (Hono's route list) → "/api/users/{slug}" (OpenAPI's, the matrix's). */
const asTemplate = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const people = {} as Record<Exclude<Actor, "visitor">, { id: number; slug: string; name: string; token: string }>;
let world: ApiWorld;

beforeAll(async () => {
  const db = api.db;
  const catalogue = await createCatalogue(db);
  const passwordHash = await hashPassword("una-clave-bien-larga-1");
  const accounts = {
    unverified: { emailVerifiedAt: null },
    member: {},
    other: {},
    admin: { role: "admin" as const },
  };
  for (const [actor, fields] of Object.entries(accounts) as [keyof typeof accounts, object][]) {
    const user = await createUser(db, { name: `Matriz ${actor}`, ...fields });
    people[actor] = { id: user.id, slug: user.slug, name: user.name, token: await issueAccessToken(db, user.id, "matrix") };
  }
  await createUser(db, { email: "matriz-login@example.com", passwordHash });
  const author = await createUser(db, { name: "Autora Pública" });
  const paella = await createRecipe(db, catalogue, author.id);
  const toReview = paellaRecipe({ slug: "arroz-a-banda", title: { es: "Arroz a banda", en: "Arroz a banda" } });
  await createRecipe(db, catalogue, author.id, toReview);
  const [image] = await db.select({ key: media.key }).from(media).limit(1);
  const avatarPng = new Uint8Array(
    await sharp({ create: { width: 80, height: 80, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer(),
  );
  const avatarForm = () => {
    const form = new FormData();
    form.set("avatar", new File([avatarPng], "avatar.png", { type: "image/png" }));
    return form;
  };
  const authorToken = await issueAccessToken(db, author.id, "matrix");
  const uploaded = (await (await api.request(apiPaths.userAvatar, { method: "POST", token: authorToken, form: avatarForm() })).json()) as { data: { avatar_url: string } };

  let reviewed = 0;
  world = {
    idOf: (actor) => (actor === "visitor" ? undefined : people[actor].id),
    author: { slug: author.slug },
    recipe: { id: paella, slug: "paella-valenciana" },
    recipeToReview: { slug: toReview.slug },
    category: "arroces",
    tag: "tradicional",
    mediaKey: image!.key,
    avatarFile: uploaded.data.avatar_url.split("/").pop()!,
    avatarForm,
    async givePassword(actor) {
      if (actor !== "visitor") await db.update(users).set({ passwordHash }).where(eq(users.id, people[actor].id));
    },
    liveAppId: LIVE_APP_ID,
    async freshReviewByMember() {
      const slug = `arroz-de-la-matriz-${++reviewed}`;
      const id = await createRecipe(db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${reviewed}`, en: `Rice ${reviewed}` } }));
      const review = await createReview(db, {
        recipe: { id, slug, titleEs: `Arroz ${reviewed}`, titleEn: `Rice ${reviewed}`, authorId: author.id },
        reviewer: people.member,
        rating: 5,
      });
      return review!.id;
    },
  };
}, 60_000);

describe("the API's authorization matrix", () => {
  it("has exactly one row for every route the app serves", () => {
    const served = [...new Set(api.app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${asTemplate(route.path)}`))];
    const rows = apiMatrix.map((row) => row.route);
    expect(served.length).toBeGreaterThan(60);
    expect(
      served.filter((route) => !rows.includes(route)),
      "routes without a row in tests/authorization/api-matrix.ts",
    ).toEqual([]);
    expect(
      rows.filter((route) => !served.includes(route)),
      "rows for routes the app does not serve",
    ).toEqual([]);
    expect(rows.filter((route, index) => rows.indexOf(route) !== index)).toEqual([]);
  });

  it.each(apiMatrix.map((row) => [row.route, row] as const))("%s", async (_, row) => {
    const answers: Record<string, number> = {};
    for (const actor of actors) {
      const call = await row.call(world, actor);
      const token = actor === "visitor" ? undefined : call.freshToken ? await issueAccessToken(api.db, people[actor].id, "matrix") : people[actor].token;
      const response = await api.request(call.path, { method: row.route.split(" ")[0], token, json: call.json, form: call.form, ip: `10.9.0.${actors.indexOf(actor) + 1}` });
      await response.arrayBuffer();
      answers[actor] = response.status;
    }
    expect(answers).toEqual(row.expect);
  });
});
