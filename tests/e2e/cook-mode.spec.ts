import type { Page } from "@playwright/test";
import type { RecipeDetail } from "../../api/contract/recipes";
import { expect, journeysInTurn, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations, reloadHydrated, waitForHydration } from "./support";

/**
 * A demo recipe whose first step names a one-minute time ("saltéalo un minuto" / "sauté for one
 * minute") and uses butter, onion and ham (api/seed/data/recipes-spain.ts).
 */
const slug = "croquetas-de-jamon";

/**
 * The browser's edges cook mode talks to, replaced before the page's own scripts run: a Screen Wake
 * Lock that records requests and releases (and, like a browser, drops its lock when the page is
 * hidden), a page visibility the test sets, and an oscillator count for the alarm's sound.
 */
function browserEdges() {
  const record = { requests: 0, releases: 0, oscillators: 0 };
  const held = new Set<EventTarget & { released: boolean; release: () => Promise<void> }>();
  let visibility: DocumentVisibilityState = "visible";
  const wakeLock = {
    request: async (type: string) => {
      if (type !== "screen") throw new TypeError(type);
      record.requests++;
      const sentinel = Object.assign(new EventTarget(), {
        type,
        released: false,
        onrelease: null,
        release: async () => {
          if (sentinel.released) return;
          sentinel.released = true;
          held.delete(sentinel);
          record.releases++;
          sentinel.dispatchEvent(new Event("release"));
        },
      });
      held.add(sentinel);
      return sentinel;
    },
  };
  Object.defineProperty(Navigator.prototype, "wakeLock", { configurable: true, get: () => wakeLock });
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: () => visibility });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => visibility === "hidden" });
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    record.oscillators++;
    return createOscillator.call(this);
  };
  Object.assign(window, {
    __edges: record,
    __setVisibility: (state: DocumentVisibilityState) => {
      visibility = state;
      if (state === "hidden") for (const sentinel of [...held]) void sentinel.release();
      document.dispatchEvent(new Event("visibilitychange"));
    },
  });
}

type Edges = { requests: number; releases: number; oscillators: number };
const edges = (page: Page) => page.evaluate(() => (window as unknown as { __edges: Edges }).__edges);
const setVisibility = (page: Page, state: DocumentVisibilityState) =>
  page.evaluate((value) => (window as unknown as { __setVisibility: (state: string) => void }).__setVisibility(value), state);

async function recipeIn(page: Page, locale: Locale): Promise<RecipeDetail> {
  return (await (await page.request.get(`/api/recipes/${slug}?locale=${locale}`)).json()).data;
}

async function openRecipe(page: Page, locale: Locale) {
  await page.addInitScript(browserEdges);
  await page.goto(`${labels(locale).prefix}/receta/${slug}`);
  // The button shows from the first paint where scripts run; it works once the page's script has hydrated it.
  await waitForHydration(page.locator("[data-cook-mode-open]"));
}

for (const locale of ["es", "en"] as const) {
  test.describe(`cook mode (${locale})`, () => {
    const l = labels(locale);
    // The same journeys in both languages: each runs in one, in turn.
    const inThisTurn = journeysInTurn(locale);

    if (inThisTurn())
      test("opens from the keyboard, moves by keys and swipes, keeps the screen on and gives the focus back on Escape", async ({ page }) => {
        const recipe = await recipeIn(page, locale);
        await openRecipe(page, locale);
        const opener = page.getByRole("button", { name: l.t("recipe:detail.cookMode") });
        await opener.focus();
        await page.keyboard.press("Enter");

        const dialog = page.getByRole("dialog", { name: l.t("cook-mode:title", { title: recipe.title }) });
        await expect(dialog).toBeVisible();
        const count = dialog.locator("[data-cook-step-count]");
        const stepText = dialog.locator("[data-cook-step-text]");
        const total = recipe.steps.length;
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 1, total }));
        await expect(count).toHaveAttribute("aria-live", "polite");
        await expect(stepText).toHaveText(recipe.steps[0]!.description);
        await expect.poll(async () => (await edges(page)).requests).toBe(1);

        // The first step's ingredients, with the amounts the page shows (US customary for an English visitor).
        const pageLines = await page.locator("[data-ingredient-line]").allTextContents();
        const lineOf = (ingredient: string) => pageLines[recipe.ingredients.findIndex((line) => line.ingredient?.slug === ingredient)]!.trim();
        const stepLines = dialog.locator("[data-cook-ingredients] li");
        for (const ingredient of ["mantequilla", "cebolla", "jamon-serrano"]) await expect(stepLines.filter({ hasText: lineOf(ingredient) })).toHaveCount(1);
        await expect(stepLines.filter({ hasText: lineOf("leche") })).toHaveCount(0);
        await expectNoAxeViolations(page);

        await page.keyboard.press("ArrowRight");
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 2, total }));
        await expect(stepText).toHaveText(recipe.steps[1]!.description);
        await page.keyboard.press("ArrowLeft");
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 1, total }));
        await page.keyboard.press("ArrowLeft");
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 1, total }));
        await page.keyboard.press("Enter");
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 2, total }));
        await page.keyboard.press(" ");
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 3, total }));

        // A finger moving left shows the next step, moving right the one before; a short move nothing.
        const stage = dialog.locator("[data-cook-stage]");
        const swipe = async (fromX: number, toX: number) => {
          await stage.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, clientX: fromX, clientY: 300 });
          await stage.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, clientX: toX, clientY: 310 });
        };
        await swipe(320, 80);
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 4, total }));
        await swipe(80, 320);
        await swipe(80, 320);
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 2, total }));
        await swipe(200, 180);
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 2, total }));

        await page.getByRole("button", { name: l.t("cook-mode:next") }).click();
        await expect(count).toHaveText(l.t("cook-mode:stepOf", { current: 3, total }));

        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        expect(await edges(page)).toMatchObject({ requests: 1, releases: 1 });
      });

    if (inThisTurn())
      test("takes the wake lock again when the page comes back, and a 1-minute timer rings after the page slept", async ({ page }) => {
        const recipe = await recipeIn(page, locale);
        await page.clock.install();
        await openRecipe(page, locale);
        await page.getByRole("button", { name: l.t("recipe:detail.cookMode") }).click();
        const dialog = page.getByRole("dialog", { name: l.t("cook-mode:title", { title: recipe.title }) });
        await expect(dialog).toBeVisible();
        await expect.poll(async () => (await edges(page)).requests).toBe(1);

        const oneMinute = l.t("cook-mode:minutes", { count: 1 });
        // On a phone the button shows without scrolling, and goes while its timer runs; the step's text starts below the timer bar.
        await page.setViewportSize({ width: 390, height: 844 });
        const startOneMinute = dialog.getByRole("button", { name: l.t("cook-mode:startTimer", { duration: oneMinute }) });
        await expect(startOneMinute).toBeInViewport({ ratio: 1 });
        await startOneMinute.click();
        await expect(startOneMinute).toHaveCount(0);
        const timer = dialog.locator('[data-cook-timer="1:60"]');
        await expect(timer).toContainText(l.t("cook-mode:timerOf", { step: 1, duration: oneMinute }));
        const barBottom = await timer.evaluate((node) => node.closest("section")!.getBoundingClientRect().bottom);
        expect(await dialog.locator("[data-cook-step-text]").evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);
        await expect(timer.locator("[data-cook-timer-left]")).toHaveText(l.match("cook-mode:left"));

        // The tab goes to sleep: hidden, and no timer of the page runs while the clock moves on.
        const started = await page.evaluate(() => Date.now());
        await page.clock.pauseAt(started + 1000);
        await setVisibility(page, "hidden");
        expect(await edges(page)).toMatchObject({ requests: 1, releases: 1 });
        await page.clock.setSystemTime(started + 65_000);
        const alarm = dialog.locator("[data-cook-alarm]");
        await expect(alarm).toBeEmpty();

        // Back in view: the time left is read from the end time, so the alarm is there at once.
        const oscillatorsBefore = (await edges(page)).oscillators;
        await setVisibility(page, "visible");
        await expect(dialog.getByRole("alert")).toHaveText(l.t("cook-mode:alarm", { step: 1, duration: oneMinute }));
        await expect(timer).toHaveAttribute("data-ringing", "");
        await expect(timer.locator("[data-cook-timer-left]")).toHaveText(l.t("cook-mode:ringing"));
        expect((await edges(page)).oscillators).toBeGreaterThan(oscillatorsBefore);
        await expect.poll(async () => (await edges(page)).requests).toBe(2);

        // The bar follows the cook to other steps; stopping silences it. (axe needs the page's timers.)
        await page.clock.resume();
        await page.keyboard.press("ArrowRight");
        await expect(dialog.locator("[data-cook-step-count]")).toHaveText(l.t("cook-mode:stepOf", { current: 2, total: recipe.steps.length }));
        await expect(timer).toBeVisible();
        await expectNoAxeViolations(page);
        await timer.getByRole("button", { name: l.t("cook-mode:dismissLabel", { step: 1, duration: oneMinute }) }).click();
        await expect(timer).toHaveCount(0);
        await expect(alarm).toBeEmpty();
      });

    if (inThisTurn())
      test("a running timer keeps its end time through a reload", async ({ page }) => {
        const recipe = await recipeIn(page, locale);
        await openRecipe(page, locale);
        const open = async () => {
          await page.getByRole("button", { name: l.t("recipe:detail.cookMode") }).click();
          await expect(page.getByRole("dialog", { name: l.t("cook-mode:title", { title: recipe.title }) })).toBeVisible();
        };
        await open();
        const eightMinutes = l.t("cook-mode:minutes", { count: 8 });
        await page.getByRole("button", { name: l.t("cook-mode:startTimer", { duration: eightMinutes }) }).click();
        await expect(page.locator('[data-cook-timer="1:480"]')).toBeVisible();
        const stored = () =>
          page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { step: number; seconds: number; endsAt: number }[], `sazon:cook-timers:${slug}`);
        const [before] = await stored();
        expect(before).toMatchObject({ step: 1, seconds: 480 });

        await reloadHydrated(page);
        await open();
        // The same end time after the reload, and the time left read from it, not started afresh.
        expect(await stored()).toEqual([before]);
        const left = page.locator('[data-cook-timer="1:480"] [data-cook-timer-left]');
        await expect(left).toHaveText(l.match("cook-mode:left"));
        const [, minutes, seconds] = /(\d+):(\d+)/.exec((await left.textContent()) ?? "") ?? [];
        const shown = Number(minutes) * 60 + Number(seconds);
        const expected = Math.ceil((before!.endsAt - (await page.evaluate(() => Date.now()))) / 1000);
        expect(shown).toBeGreaterThanOrEqual(expected);
        expect(shown).toBeLessThanOrEqual(expected + 2);
        await page.getByRole("button", { name: l.t("cook-mode:stopLabel", { step: 1, duration: eightMinutes }) }).click();
        await expect(page.locator("[data-cook-timer]")).toHaveCount(0);
      });

    if (inThisTurn())
      test("without JavaScript there is no cook mode button and the steps are all there", async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        const recipe = await recipeIn(page, locale);
        await page.goto(`${l.prefix}/receta/${slug}`);
        await expect(page.locator("[data-steps] > li")).toHaveCount(recipe.steps.length);
        await expect(page.getByRole("button", { name: l.t("recipe:detail.cookMode") })).toHaveCount(0);
        await context.close();
      });
  });
}

test("cook mode shows an English member's US customary units, as the recipe page does", async ({ signedInPage }) => {
  const { t } = labels("en");
  const page = await signedInPage({ as: newMember(), locale: "en" });
  await page.goto("/en/settings/units");
  await page.getByLabel(t("settings:units.options.us")).check();
  await page.getByRole("button", { name: t("settings:units.submit") }).click();
  await expect(page).toHaveURL(/\/en\/settings\/units\?saved=1$/);

  const recipe = await recipeIn(page, "en");
  await openRecipe(page, "en");
  // 60 g of butter, as the page prints it in US units.
  const metric = recipe.ingredients.find((line) => line.ingredient?.slug === "mantequilla")!.description;
  const butter = (await page.locator("[data-ingredient-line]").filter({ hasText: "butter" }).first().textContent())!.trim();
  expect(butter).not.toBe(metric);
  await page.getByRole("button", { name: t("recipe:detail.cookMode") }).click();
  const dialog = page.getByRole("dialog", { name: t("cook-mode:title", { title: recipe.title }) });
  await expect(dialog.locator("[data-cook-ingredients] li").filter({ hasText: "butter" })).toHaveText(butter);
});
