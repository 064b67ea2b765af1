import { expect, test } from "@playwright/test";

/**
 * What a visitor's browser downloads on a first load (issue 11, decision 026): the member forms'
 * code — zod and conform — comes only with the forms, when a member opens one. Each library is
 * recognised by a name it keeps through minification.
 */
const memberFormLibraries = [
  { name: "zod", marker: "$ZodObject" },
  { name: "conform", marker: "dataset.conform" },
];

test("a visitor's first load of the home, a recipe and the search page leaves out the member forms' libraries", async ({ page, request }) => {
  const featured = (await (await request.get("/api/recipes/featured?limit=1")).json()) as { data: { slug: string }[] };
  const recipeSlug = featured.data[0]!.slug;
  for (const path of ["/", `/receta/${recipeSlug}`, "/en/buscar/?q=pollo"]) {
    const scripts = new Map<string, Promise<string>>();
    const collect = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script" || response.url().endsWith(".js")) scripts.set(response.url(), response.text());
    };
    page.on("response", collect);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("response", collect);
    expect(scripts.size, `${path} loads its scripts`).toBeGreaterThan(3);
    for (const [url, text] of scripts) {
      const body = await text;
      for (const library of memberFormLibraries) expect(body.includes(library.marker), `${path} loads ${library.name} in ${url}`).toBe(false);
    }
  }
});
