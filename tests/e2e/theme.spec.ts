import { expect, type Page, test } from "@playwright/test";
import { origin, ports } from "./ports";
import { gotoHydrated } from "./support";

/** The page's background once its render-blocking stylesheet is in, as at the first paint. */
async function background(page: Page) {
  await page.waitForLoadState("load");
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}
const LIGHT = "rgb(248, 249, 250)";
const DARK = "rgb(10, 10, 10)";

test.describe("theme", () => {
  test("cycles light → dark → system → light and keeps the choice", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    // Click once the page is interactive: a click during hydration can be lost (it is retried by the user).
    await gotoHydrated(page, "/");
    const html = page.locator("html");
    const toggle = page.locator("[data-theme-toggle]:visible");
    await expect(toggle).toHaveAttribute("data-theme-toggle", "system");

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-preference", "light");
    await expect(html).toHaveClass(/\blight\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#F8F9FA");

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-preference", "dark");
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0a0a0a");
    expect(await background(page)).toBe(DARK);

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-preference", "system");
    await expect(html).toHaveClass(/\blight\b/);

    // System follows the OS, live.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/\blight\b/);

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme-preference", "light");
    // Reload once the server has stored the choice (the attribute changes before, optimistically).
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "theme")?.value).toBe("ImxpZ2h0Ig%3D%3D");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme-preference", "light");
  });

  test("the server renders the chosen theme, so the first paint is right", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    await page.locator("[data-theme-toggle]:visible").click(); // light
    await page.locator("[data-theme-toggle]:visible").click(); // dark
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // The class changes at once (optimistic); the cookie when the server has answered.
    const themeCookie = async () => (await page.context().cookies()).find((candidate) => candidate.name === "theme");
    await expect.poll(async () => (await themeCookie())?.value).toBe("ImRhcmsi");
    const cookie = (await themeCookie())!;
    const html = await (await request.get("/", { headers: { Cookie: `theme=${cookie.value}` } })).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    expect(html).toContain('<meta name="theme-color" content="#0a0a0a"/>');
  });

  test("works without JavaScript, with no flash of the wrong theme", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/about");
    // "system" with a dark OS: dark from the first paint, JavaScript or not.
    expect(await background(page)).toBe(DARK);

    const toggle = page.locator("[data-theme-toggle]:visible");
    await toggle.click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveClass("light");
    expect(await background(page)).toBe(LIGHT);
    await page.locator("[data-theme-toggle]:visible").click();
    await expect(page.locator("html")).toHaveClass("dark");
    expect(await background(page)).toBe(DARK);
    await page.locator("[data-theme-toggle]:visible").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme-preference", "system");
    expect(await background(page)).toBe(DARK);
    await context.close();
  });

  test("pages in the dark theme are accessible too", async ({ page }) => {
    const { expectNoAxeViolations } = await import("./support");
    await page.context().addCookies([{ name: "theme", value: "ImRhcmsi", url: origin(ports.inProcess) }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });
});
