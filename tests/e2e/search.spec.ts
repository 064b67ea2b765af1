import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

test.describe("search box", () => {
  test("finds recipes from the header, accents and case aside, in both languages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("searchbox", { name: "Buscar recetas" }).fill("GAZPACHO");
    await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL("/buscar?q=GAZPACHO");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas con «GAZPACHO»");
    await expect(page.locator("[data-recipe-card]").first()).toContainText(/gazpacho/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    await expectNoAxeViolations(page);

    await page.goto("/buscar?q=gaspacho");
    await expect(page.locator("[data-recipe-card]").first()).toContainText(/gazpacho/i);

    await page.goto("/en/buscar?q=jamon");
    await expect(page.getByRole("status")).toContainText(/recipes? for “jamon”/);
    expect(await page.locator("[data-recipe-card]").count()).toBeGreaterThan(0);
  });

  test("works without JavaScript, pages through results and says when nothing matches", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/buscar");
    await expect(page.locator("[data-recipe-card]")).toHaveCount(20);
    await page.getByRole("link", { name: /Siguiente/ }).click();
    await expect(page).toHaveURL("/buscar?page=2");
    await expect(page.getByText("Página 2 de")).toBeVisible();

    await page.getByRole("main").getByRole("searchbox").fill("zzzz no existe");
    await page.getByRole("main").getByRole("searchbox").press("Enter");
    await expect(page.getByText("No hemos encontrado recetas para «zzzz no existe».")).toBeVisible();
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("zzzz no existe");
    await context.close();
  });

  test("/buscar/{query} goes to the canonical /buscar?q=", async ({ page }) => {
    await page.goto("/en/buscar/tortilla");
    await expect(page).toHaveURL("/en/buscar?q=tortilla");
  });
});
