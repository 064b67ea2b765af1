import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { users } from "../db/schema";
import { encodeCursor } from "./cursor";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * Input that used to reach the database and make it fail (a 500): every such request is now refused
 * at the boundary with a 4xx in the caller's language, and nothing is stored (docs/decisions/027).
 */
const api = useTestApi();
let token: string;
let memberId: number;
let memberSlug: string;

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as { message?: string; errors?: Record<string, string[]> } };
}

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const member = await createUser(api.db, { name: "Ana Ruiz" });
  memberId = member.id;
  memberSlug = member.slug;
  token = await issueAccessToken(api.db, member.id, "test");
  await createRecipe(api.db, catalogue, member.id, paellaRecipe({ slug: "paella-de-prueba" }));
});

describe("bad input at the API's boundary", () => {
  it("looks up a number too big for an id as nothing, not as a database error", async () => {
    for (const path of ["/api/recipes/2147483648", "/api/recipes/99999999999999999999/related", "/api/recipes/2147483648/reviews"]) {
      expect((await call(path)).status, path).toBe(404);
    }
    expect((await call("/api/reviews/2147483648", { method: "DELETE", token })).status).toBe(422);
    expect((await call("/api/auth/email/verify/2147483648/abc")).status).toBe(422);
  });

  it("refuses control characters in the keys of an address", async () => {
    for (const path of ["/api/recipes/%00", "/api/recipes/a%00b/related", "/api/users/%00/followers", "/api/categories/a%0Ab/recipes", "/api/tags/%00"]) {
      const answer = await call(path, { locale: "en" });
      expect(answer.status, path).toBe(422);
      expect(answer.body.message).toMatch(/format is invalid/);
    }
  });

  it("refuses forged cursors: an id past the integer range, a time that is not one", async () => {
    const forged = [
      encodeCursor(["1970-01-01 00:00:00+00", 2147483648]),
      encodeCursor(["9999-99-99", 1]),
      encodeCursor(["2026-02-31 10:00:00+00", 1]),
      encodeCursor(["not a time", 1]),
    ];
    for (const cursor of forged) {
      for (const path of [`/api/users/${memberSlug}/followers`, `/api/users/${memberSlug}/reviews`, "/api/recipes/paella-de-prueba/reviews"]) {
        expect((await call(`${path}?cursor=${cursor}`)).status, `${path} ${cursor}`).toBe(422);
      }
      expect((await call(`/api/feed?cursor=${cursor}`, { token })).status).toBe(422);
    }
    // A real cursor's time still reads.
    expect((await call(`/api/users/${memberSlug}/followers?cursor=${encodeCursor(["2026-11-22 10:15:30.123456+00", 12])}`)).status).toBe(200);
  });

  it("refuses a name with NUL in both languages (§5's shape), and stores nothing", async () => {
    const spanish = await call("/api/user/profile", { method: "PUT", token, locale: "es", json: { name: "Ana\u0000Ruiz" } });
    expect(spanish.status).toBe(422);
    expect(spanish.body).toEqual({ message: "El campo nombre contiene caracteres no permitidos.", errors: { name: ["El campo nombre contiene caracteres no permitidos."] } });
    const english = await call("/api/user/profile", { method: "PUT", token, locale: "en", json: { name: "Eva\u0000Gil" } });
    expect(english.status).toBe(422);
    expect(english.body.errors?.name).toEqual(["The name field contains characters that are not allowed."]);
    const [stored] = await api.db.select({ name: users.name }).from(users).where(eq(users.id, memberId));
    expect(stored?.name).toBe("Ana Ruiz");
    const signUp = await call("/api/register", { method: "POST", json: { name: "Eva\u0000", email: "eva-nul@example.com", password: "una-clave-larga" } });
    expect(signUp.status).toBe(422);
    expect(Object.keys(signUp.body.errors ?? {})).toEqual(["name"]);
  });

  it("refuses a review with NUL, and stores nothing", async () => {
    const answer = await call("/api/recipes/paella-de-prueba/reviews", { method: "POST", token, locale: "en", json: { rating: 5, body: "Rica\u0000" } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.body).toEqual(["The review field contains characters that are not allowed."]);
    const counted = await api.db.execute(sql`select count(*)::int as n from reviews`);
    expect((counted as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it("reads control characters in search text as spaces", async () => {
    for (const path of [
      "/api/recipes/filter?semantic_query=a%00b",
      "/api/recipes/search?q=paella%00",
      "/api/filtered-categories-with-counts?q=%00",
      "/api/recipes/suggestions?q=pa%00ella",
    ]) {
      expect((await call(path)).status, path).toBe(200);
    }
  });
});
