import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CACHE_TAGS_HEADER, CHALLENGES_TAG, challengeTag } from "../contract/cache-tags";
import type { Challenge, ChallengeInput, ChallengeList, ChallengeMine } from "../contract/challenges";
import { rowsOf } from "../db/rows-of";
import { notifications, pointAwards, userBadges } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { readPageContentVersion } from "../search/answers/page-content-version";
import { createCatalogue, createRecipe, createUser, issueAccessToken, moveChallengeTo, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Challenges (issue 34, decisions 109, 110) on a real database: hosts set them, members enter and vote in their windows, the test clock closes voting. */
const api = useTestApi();

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, tags: response.headers.get(CACHE_TAGS_HEADER), body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
}

const hour = 3_600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const fields = (overrides: Partial<ChallengeInput> | Record<string, unknown> = {}) => ({
  title_es: "Reto del azafrán",
  title_en: "The saffron challenge",
  theme_es: "Un arroz que huela a azafrán de verdad, del que se cocina en casa.",
  theme_en: "A rice dish that smells of real saffron, the kind cooked at home.",
  rules_es: "Una receta tuya publicada con azafrán. Se vota una vez por participación.",
  rules_en: "One of your published recipes with saffron. One vote per entry.",
  opens_at: at(-hour),
  voting_at: at(24 * hour),
  closes_at: at(48 * hour),
  required_ingredients: ["azafran"],
  ...overrides,
});

type Member = { id: number; token: string };
let host: Member;
let ana: Member;
let bruno: Member;
let carla: Member;
let unverified: Member;
const recipes: Record<string, number> = {};

async function withToken(user: { id: number }) {
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const admin = await createUser(api.db, { name: "Admin Retos" });
  const hostUser = await createUser(api.db, { name: "Hilda Anfitriona" });
  await grantRole(api.db, { userId: hostUser.id, role: "host", actorId: admin.id, at: new Date() });
  host = await withToken(hostUser);
  ana = await withToken(await createUser(api.db, { name: "Ana Arroz" }));
  bruno = await withToken(await createUser(api.db, { name: "Bruno Brasa" }));
  carla = await withToken(await createUser(api.db, { name: "Carla Caldo" }));
  unverified = await withToken(await createUser(api.db, { name: "Nuria Nueva", emailVerifiedAt: null }));
  recipes.ana = await createRecipe(api.db, catalogue, ana.id, paellaRecipe({ slug: "paella-de-ana" }));
  recipes.bruno = await createRecipe(api.db, catalogue, bruno.id, paellaRecipe({ slug: "arroz-de-bruno", title: { es: "Arroz de Bruno", en: "Bruno's rice" } }));
  const plain = paellaRecipe({ slug: "arroz-sin-azafran", title: { es: "Arroz blanco", en: "White rice" } });
  recipes.plain = await createRecipe(api.db, catalogue, bruno.id, { ...plain, ingredients: plain.ingredients.filter(([slug]) => slug !== "azafran") });
});

const inbox = async (userId: number, type: string) =>
  api.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe("a challenge from start to leaderboard", () => {
  it("is set by hosts alone, entered in its window with what it requires, voted once per entry and never for one's own, and scored once when voting closes", async () => {
    // Setting one: hosts and admins; texts, windows and requirements checked, in the caller's language.
    expect((await call("/api/challenges", { method: "POST", json: fields() })).status).toBe(401);
    expect((await call("/api/challenges", { method: "POST", token: ana.token, json: fields() })).status).toBe(403);
    const refused = await call("/api/challenges", { method: "POST", token: host.token, locale: "en", json: fields({ closes_at: at(hour), title_en: "Ok" }) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["closes_at", "title_en"]);
    expect(refused.body.errors?.closes_at?.[0]).toBe("The voting closes must come after the date before it.");
    const unknown = await call("/api/challenges", { method: "POST", token: host.token, json: fields({ required_ingredients: ["trufa"] }) });
    expect(unknown.body.errors?.required_ingredients).toEqual(["No encontramos «trufa» en el catálogo."]);
    const created = await call<{ data: Challenge }>("/api/challenges", { method: "POST", token: host.token, json: fields() });
    expect(created.status).toBe(201);
    const { slug, id } = created.body.data;
    expect(created.body.data).toMatchObject({ slug: "reto-del-azafran", phase: "open", required_ingredients: [{ slug: "azafran", name: "azafrán" }], entries: [] });
    const path = `/api/challenges/${slug}`;

    // Kept pages expire when entries close: no write happens then.
    expect((await readPageContentVersion(api.db)).validUntil).toBe(Date.parse(created.body.data.voting_at));

    // Entering: one's own published recipe, with saffron, once; a verified e-mail first.
    const visitor = await call(`${path}/entries`, { method: "POST", json: { recipe_id: recipes.ana } });
    expect(visitor.status).toBe(401);
    expect((await call(`${path}/entries`, { method: "POST", token: unverified.token, json: { recipe_id: recipes.ana } })).status).toBe(403);
    expect((await call(`${path}/entries`, { method: "POST", token: bruno.token, json: { recipe_id: recipes.ana } })).status).toBe(422);
    const lacking = await call(`${path}/entries`, { method: "POST", token: bruno.token, locale: "en", json: { recipe_id: recipes.plain } });
    expect(lacking.status).toBe(422);
    expect(lacking.body.errors?.recipe_id).toEqual(["Your recipe doesn't meet the rules: it is missing saffron."]);
    const mine = await call<ChallengeMine>(`${path}/mine`, { token: bruno.token });
    expect(mine.body.eligible).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: recipes.plain, missing: ["azafrán"] }), expect.objectContaining({ id: recipes.bruno, missing: [] })]),
    );
    const anaEntry = await call<{ data: { id: number } }>(`${path}/entries`, { method: "POST", token: ana.token, json: { recipe_id: recipes.ana } });
    expect(anaEntry.status).toBe(201);
    expect((await call(`${path}/entries`, { method: "POST", token: ana.token, json: { recipe_id: recipes.ana } })).status).toBe(409);
    const brunoEntry = await call<{ data: { id: number } }>(`${path}/entries`, { method: "POST", token: bruno.token, json: { recipe_id: recipes.bruno } });
    expect(brunoEntry.status).toBe(201);
    const listed = await call<ChallengeList>("/api/challenges");
    expect(listed.tags?.split(" ")).toEqual(expect.arrayContaining([CHALLENGES_TAG, challengeTag(id)]));
    expect(listed.body.data[0]).toMatchObject({ slug, entries_count: 2 });

    // No votes before voting opens.
    const votes = (entry: number) => `${path}/entries/${entry}/votes`;
    expect((await call(votes(brunoEntry.body.data.id), { method: "POST", token: ana.token })).status).toBe(409);

    // The test clock: voting opens; entrants are told once, and no one may enter any more.
    await moveChallengeTo(api.db, id, "voting");
    await api.drainOutboxEvents();
    expect(await inbox(ana.id, "challenge_voting_open")).toHaveLength(1);
    expect(await inbox(carla.id, "challenge_voting_open")).toHaveLength(0);
    expect((await call(`${path}/entries`, { method: "POST", token: carla.token, json: { recipe_id: recipes.ana } })).status).toBe(422);

    expect((await call(votes(brunoEntry.body.data.id), { method: "POST" })).status).toBe(401);
    // A vote moves no kept page: nothing public shows it until voting closes (no cache tag is logged).
    const stamp = async () => Number(rowsOf<{ seq: string | number }>(await api.db.execute(sql`select coalesce(max(seq), 0) as seq from cache_tag_changes`))[0]?.seq ?? 0);
    const before = await stamp();
    expect((await call(votes(brunoEntry.body.data.id), { method: "POST", token: ana.token })).status).toBe(201);
    expect(await stamp()).toBe(before);
    expect((await call(votes(brunoEntry.body.data.id), { method: "POST", token: ana.token })).status).toBe(409);
    const own = await call(votes(anaEntry.body.data.id), { method: "POST", token: ana.token, locale: "en" });
    expect([own.status, own.body.message]).toEqual([422, "You can't vote for your own entry."]);
    expect((await call(votes(999_999), { method: "POST", token: ana.token })).status).toBe(404);
    for (const voter of [bruno, carla]) expect((await call(votes(anaEntry.body.data.id), { method: "POST", token: voter.token })).status).toBe(201);
    const during = await call<Challenge>(path);
    expect(during.body.phase).toBe("voting");
    expect(during.body.entries.map((entry) => [entry.votes, entry.place])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await call<ChallengeMine>(`${path}/mine`, { token: ana.token })).body.voted_entry_ids).toEqual([brunoEntry.body.data.id]);

    // The test clock closes voting: the leaderboard shows; the winner's badge and points, everyone's notification, once.
    await moveChallengeTo(api.db, id, "finished");
    const finished = await call<Challenge>(path, { locale: "en" });
    expect(finished.body.entries.map((entry) => [entry.user.name, entry.votes, entry.place])).toEqual([
      ["Ana Arroz", 2, 1],
      ["Bruno Brasa", 1, 2],
    ]);
    expect((await call(votes(brunoEntry.body.data.id), { method: "POST", token: carla.token })).status).toBe(409);
    await api.drainOutboxEvents();
    await api.drainOutboxEvents();
    expect(await api.db.select({ badge: userBadges.badge }).from(userBadges).where(eq(userBadges.badge, "challenge_winner"))).toEqual([{ badge: "challenge_winner" }]);
    expect((await api.db.select().from(userBadges).where(eq(userBadges.userId, ana.id))).map((row) => row.badge)).toContain("challenge_winner");
    const points = await api.db
      .select({ userId: pointAwards.userId, rule: pointAwards.rule })
      .from(pointAwards)
      .where(inArray(pointAwards.rule, ["challenge_entered", "challenge_won"]));
    expect(points.map((row) => `${row.userId}:${row.rule}`).sort()).toEqual([`${ana.id}:challenge_entered`, `${ana.id}:challenge_won`, `${bruno.id}:challenge_entered`].sort());
    expect(await inbox(bruno.id, "challenge_results")).toHaveLength(1);
    const told = await call<{ data: { data: { message: string } }[] }>("/api/notifications", { token: bruno.token, locale: "en" });
    expect(told.body.data.map((item) => item.data.message)).toContain("The results of the “The saffron challenge” challenge are out: your entry came 2.");
  });
});
