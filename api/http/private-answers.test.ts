import { describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Answers made for a signed-in caller are never kept by a shared cache; visitors' answers keep their route's policy. */
const api = useTestApi();

describe("Cache-Control of answers made for a caller", () => {
  it("marks a member's own answers and related recipes read with a token private, and leaves a visitor's public", async () => {
    const catalogue = await createCatalogue(api.db);
    const cook = await createUser(api.db, { name: "Cocinera Privada" });
    await createRecipe(api.db, catalogue, cook.id, paellaRecipe({ slug: "arroz-cabeceras", title: { es: "Arroz de cabeceras", en: "Header rice" } }), {
      publishedAt: new Date("2026-10-01T10:00:00Z"),
    });
    const token = await issueAccessToken(api.db, cook.id, "test");

    const activity = await api.request("/api/user/activity", { token });
    expect(activity.status).toBe(200);
    expect(activity.headers.get("cache-control")).toBe("private, no-store");
    expect(activity.headers.get("vary")).toContain("Authorization");

    const asMember = await api.request("/api/recipes/arroz-cabeceras/related", { token });
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get("cache-control")).toBe("private, no-store");

    const asVisitor = await api.request("/api/recipes/arroz-cabeceras/related");
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=1800");
  });
});
