import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { recipeReviews, review } from "../contract/community";
import { dataEnvelope } from "../contract/envelopes";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Reviews say the language they were written in, and a recipe's page lists its own language's first (issue 30). */
describe("reviews and their language", () => {
  const api = useTestApi();
  const tokens: string[] = [];
  const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}`;

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const chef = await createUser(api.db, { name: "Carmen Montero", slug: "carmen-montero" });
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe());
    for (let index = 0; index < 5; index++) {
      const reader = await createUser(api.db, { name: `Reader ${index}`, slug: `reader-${index}` });
      tokens.push(await issueAccessToken(api.db, reader.id, "test"));
    }
    // Written one after the other, alternating languages; the last is stars alone.
    const written: [token: number, locale: "es" | "en", body: string][] = [
      [0, "es", "Muy rica, repetiré."],
      [1, "en", "Lovely and easy."],
      [2, "es", "Le faltaba sal."],
      [3, "en", "Great Sunday lunch."],
      [4, "en", ""],
    ];
    for (const [index, [token, locale, body]] of written.entries()) {
      const response = await api.request("/api/recipes/paella-valenciana/reviews", { method: "POST", locale, token: tokens[token], json: { rating: 4, body } });
      expect(response.status).toBe(201);
      expect(dataEnvelope(review).parse(await response.json()).data.language).toBe(body ? locale : null);
      // Distinct times, in the order written.
      await api.db.execute(`update reviews set created_at = '${at(index + 1)}' where body = '${body.replace(/'/g, "''")}'`);
    }
  });

  const bodiesIn = async (locale: "es" | "en", perPage: number) => {
    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ per_page: String(perPage), ...(cursor ? { cursor } : {}) });
      const response = await api.request(`/api/recipes/paella-valenciana/reviews?${query}`, { locale });
      expect(response.status).toBe(200);
      const page = recipeReviews.parse(await response.json());
      bodies.push(...page.data.map((item) => item.body));
      cursor = page.meta.next_cursor;
    } while (cursor);
    return bodies;
  };

  it("lists the page's language first, each part newest first, across pages", async () => {
    expect(await bodiesIn("en", 10)).toEqual(["Great Sunday lunch.", "Lovely and easy.", "", "Le faltaba sal.", "Muy rica, repetiré."]);
    expect(await bodiesIn("es", 10)).toEqual(["Le faltaba sal.", "Muy rica, repetiré.", "", "Great Sunday lunch.", "Lovely and easy."]);
    expect(await bodiesIn("en", 2)).toEqual(await bodiesIn("en", 10));
    expect(await bodiesIn("es", 1)).toEqual(await bodiesIn("es", 10));
  });

  it("takes a changed text's language from the page it was changed on", async () => {
    const mine = await api.request("/api/recipes/paella-valenciana/reviews", { locale: "en", token: tokens[0] });
    const id = recipeReviews.parse(await mine.json()).mine!.id;
    const changed = await api.request(`/api/reviews/${id}`, { method: "PUT", locale: "en", token: tokens[0], json: { rating: 5, body: "Tasty, will make again." } });
    expect(changed.status).toBe(200);
    expect(dataEnvelope(review).parse(await changed.json()).data.language).toBe("en");
  });
});
