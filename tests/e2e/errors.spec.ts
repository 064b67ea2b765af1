import { expect, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, origin, ports } from "./support";

test.describe("error pages", () => {
  test("an unknown recipe is a 404 in the page's language", async ({ page }) => {
    const spanish = await page.goto("/receta/esta-receta-no-existe");
    expect(spanish?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await expect(page).toHaveTitle("Página no encontrada - Sazón");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    await expectNoAxeViolations(page);

    const english = await page.goto("/en/receta/esta-receta-no-existe");
    expect(english?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("an address no page claims is a 404 with the site around it", async ({ page }) => {
    const response = await page.goto("/en/receta/paella/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
    await expect(page.getByRole("banner")).toBeVisible();
    // §2: a path outside the public list needs sign-in first, whether or not a page is there.
    await page.goto("/en/no/such/page");
    await expect(page).toHaveURL(`/en/sign-in?redirectTo=${encodeURIComponent("/en/no/such/page")}`);
  });

  test("a signed-in member on an address no page claims keeps their header: account menu and bell", async ({ signedInPage }) => {
    for (const locale of ["es", "en"] as const) {
      const { t, prefix } = labels(locale);
      const page = await signedInPage({ as: "marta-gil", locale });
      // The first is refused by the locale layout itself (a first segment that is no language), the second by a page that does not exist.
      for (const path of [`${prefix}/receta/paella/no/such/page`, `${prefix}/zz/no-such-page`, `${prefix}/receta/esta-receta-no-existe`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(t("common:errors.notFoundTitle"));
        await expect(page.locator("[data-account-menu]"), path).toHaveAccessibleName(t("common:nav.account"));
        await expect(page.getByRole("link", { name: t("common:nav.signIn") }), path).toHaveCount(0);
      }
    }
  });

  test("a route parameter that fails validation says which path", async ({ page }) => {
    const response = await page.goto("/receta/%F0%9F%8D%95");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada: /receta/%F0%9F%8D%95");
    await page.goto("/en/receta/%F0%9F%8D%95");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /en/receta/%F0%9F%8D%95");
  });

  test("when the API is down the page answers 503 'back in a moment', translated (decision 027)", async ({ page }) => {
    const down = origin(ports.apiDown);
    const spanish = await page.goto(`${down}/`);
    expect(spanish?.status()).toBe(503);
    expect(await spanish?.headerValue("retry-after")).toBe("5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volvemos en un momento");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const english = await page.goto(`${down}/en`);
    expect(english?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'll be back in a moment");
    await expect(page).toHaveTitle("We'll be back in a moment - Sazón");
    // Pages that need no API still work.
    expect((await page.goto(`${down}/en/about`))?.status()).toBe(200);
  });
});

test.describe("web app against a separately running API (API_BASE_URL)", () => {
  test("renders the same pages over HTTP", async ({ page }) => {
    const web = origin(ports.overHttp);
    await page.goto(`${web}/en`);
    await expect(page.locator("#recetas [data-recipe-card]")).toHaveCount(12);
    const slug = await page.locator("#recetas [data-recipe-card]").first().getAttribute("data-recipe-card");
    await page.goto(`${web}/en/receta/${slug}`);
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
    const missing = await page.goto(`${web}/receta/no-existe-de-verdad`);
    expect(missing?.status()).toBe(404);
  });
});
