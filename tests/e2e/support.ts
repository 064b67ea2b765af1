import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export { origin, ports } from "./ports";

/**
 * axe-core must find nothing (WCAG 2.1 A/AA). Run in the page itself (legacy mode): by default
 * @axe-core/playwright opens a second page to join each frame's results, and our pages have no
 * frames (1.76 → 0.86 s a check, measured side by side; the suite runs about a hundred). Only
 * violations, the one result asserted, are reported in full. `options` first: it replaces what
 * `withTags` set.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A slug of a featured recipe, read from the home page the way a visitor finds one. */
export async function firstFeaturedRecipeSlug(page: Page, prefix = ""): Promise<string> {
  await page.goto(`${prefix}/`);
  // The featured grid: the strips above it (quick, in season, popular) change with the date and activity.
  const slug = await page.locator("#recetas [data-recipe-card]").first().getAttribute("data-recipe-card");
  expect(slug).toBeTruthy();
  return slug!;
}

/**
 * Waits until React has hydrated this element: its event handlers are attached once React has put
 * its props on the node. A synthetic event sent before then goes unheard, as it would for a person
 * acting before the page's JavaScript has run.
 */
export async function waitForHydration(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))).toBe(true);
}

/**
 * Waits until React has hydrated the whole page (the body is the last element it hydrates). Not
 * "network idle": Remix keeps asking for route manifests as links appear, and one whose end
 * Chromium never reported held a test for two minutes (eslint.config.js forbids it in these tests).
 */
export async function waitForPageHydration(page: Page) {
  await waitForHydration(page.locator("body"));
}

/** Opens a page with JavaScript and waits until it has hydrated. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForPageHydration(page);
}

/** Reloads a page with JavaScript and waits until it has hydrated again. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await waitForPageHydration(page);
}

/**
 * React's hydration errors: text that differs from the server's (#418, #425), an update before a
 * Suspense boundary hydrated (#421), and the client render that follows (#422, #423).
 */
export const reactHydrationError = /Minified React error #(418|421|422|423|425);/;

/** The React hydration errors a page throws from now on, each with the address it was on. */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => {
    if (reactHydrationError.test(error.message)) errors.push(`${page.url()}: ${error.message.slice(0, 30)}`);
  });
  return errors;
}
