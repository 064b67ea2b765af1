import { expect, test } from "@playwright/test";

test("the language switcher keeps the page and is remembered on the home page", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL("/en/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "locale");
  // Remix cookies hold base64-encoded JSON.
  expect(JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), "base64").toString("utf8"))).toBe("en");
  // 365 days, give or take the seconds the test took.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

  await page.goto("/");
  await expect(page).toHaveURL("/en");

  await page.getByRole("link", { name: "Cambiar a español" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("the switcher works without JavaScript and keeps the query string", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about?ref=x");
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL("/en/about?ref=x");
  await context.close();
});

test("/es/… goes to the unprefixed Spanish address and an unknown locale is a 404", async ({ page }) => {
  await page.goto("/es/faq");
  await expect(page).toHaveURL("/faq");
  const response = await page.goto("/fr/faq");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
});
