import { describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { activityAnswer } from "../contract/activity";
import { dataEnvelope } from "../contract/envelopes";
import { review } from "../contract/community";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** A member's dashboard activity through the API, against a real database. */
const api = useTestApi();

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(api.db, overrides);
  return { id: user.id, slug: user.slug, name: user.name, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /api/user/activity", () => {
  it("lists the member's reviews, follows made and gained and badges, newest first, with their points", async () => {
    const catalogue = await createCatalogue(api.db);
    const chef = await member({ isAiChef: true });
    const ana = await member({ name: "Ana Actividad" });
    const ben = await member({ name: "Ben Seguidor" });
    const hidden = await member({ name: "Oculta Privada", privacySettings: { profile_public: false } });
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "arroz-actividad", title: { es: "Arroz de la actividad", en: "Activity rice" } }), {
      publishedAt: new Date("2026-10-01T10:00:00Z"),
    });

    const written = await call("/api/recipes/arroz-actividad/reviews", { method: "POST", token: ana.token, json: { rating: 4, body: "Rico." } });
    expect(written.status).toBe(201);
    expect((await call(`/api/users/${chef.slug}/follow`, { method: "POST", token: ana.token })).status).toBe(200);
    expect((await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token })).status).toBe(200);
    expect((await call(`/api/users/${ana.slug}/follow`, { method: "POST", token: hidden.token })).status).toBe(200);
    await api.drainOutboxEvents();

    const spanish = activityAnswer.parse((await call("/api/user/activity", { token: ana.token })).body).data;
    expect(spanish.map((item) => item.kind).sort()).toEqual(["badge_earned", "followed", "follower_gained", "review_written"]);
    // Newest first.
    expect(spanish.map((item) => item.at)).toEqual(
      spanish
        .map((item) => item.at)
        .sort()
        .reverse(),
    );
    expect(spanish.find((item) => item.kind === "review_written")).toMatchObject({ rating: 4, points: 5, recipe: { slug: "arroz-actividad", title: "Arroz de la actividad" } });
    expect(spanish.find((item) => item.kind === "followed")).toMatchObject({ member: { slug: chef.slug } });
    // A follower whose profile is private appears in no list (decision 029), here neither.
    const gained = spanish.filter((item) => item.kind === "follower_gained");
    expect(gained).toEqual([expect.objectContaining({ points: 5, member: expect.objectContaining({ slug: ben.slug, name: "Ben Seguidor" }) })]);
    expect(spanish.find((item) => item.kind === "badge_earned")).toMatchObject({ badge: { key: "first_review", name: "Primera reseña" } });

    const english = activityAnswer.parse((await call("/api/user/activity", { token: ana.token, locale: "en" })).body).data;
    expect(english.find((item) => item.kind === "review_written")).toMatchObject({ recipe: { title: "Activity rice" } });
    expect(english.find((item) => item.kind === "badge_earned")).toMatchObject({ badge: { name: "First review" } });

    // Only one's own: another member sees theirs, a visitor is asked to sign in.
    const bens = activityAnswer.parse((await call("/api/user/activity", { token: ben.token })).body).data;
    expect(bens.map((item) => item.kind)).toEqual(["followed"]);
    expect((await call("/api/user/activity")).status).toBe(401);
    // A deleted review leaves the activity.
    const id = dataEnvelope(review).parse(written.body).data.id;
    expect((await call(`/api/reviews/${id}`, { method: "DELETE", token: ana.token })).status).toBe(200);
    const after = activityAnswer.parse((await call("/api/user/activity", { token: ana.token })).body).data;
    expect(after.some((item) => item.kind === "review_written")).toBe(false);
  });

  it("is empty for a new member", async () => {
    const newcomer = await member();
    expect(activityAnswer.parse((await call("/api/user/activity", { token: newcomer.token })).body).data).toEqual([]);
  });
});
