import { expect, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * Challenges (issue 34, decisions 109, 110) on the demo's three: a visitor reads the list, the
 * finished one's leaderboard and the open one's invitation to sign in, in English; a member enters
 * and votes without JavaScript, in Spanish (axe needs a script: the visitor's pages are checked). Closing voting with the test clock, the badge and the
 * notifications are the API test's (api/challenges/challenges.test.ts).
 */
const es = labels("es");
const en = labels("en");
const OPEN = "reto-de-guisos-de-invierno";
const VOTING = "reto-de-recetas-de-familia";
const FINISHED = "reto-de-cocina-de-diario";

test("a visitor reads the challenges, a finished one's leaderboard and is invited to sign in to enter", async ({ page }) => {
  await gotoHydrated(page, "/en/challenges");
  await expect(page.getByRole("heading", { level: 1, name: en.t("challenges:title") })).toBeVisible();
  // The demo's three (the XSS test adds open ones of its own).
  for (const slug of [OPEN, VOTING, FINISHED]) await expect(page.locator(`[data-challenge-card='${slug}']`)).toBeVisible();
  await expect(page.locator(`[data-challenge-card='${FINISHED}'] [data-challenge-phase]`)).toHaveText(en.t("challenges:phase.finished"));
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Everyday cooking challenge" }).click();
  await expect(page).toHaveURL(`/en/challenges/c/${FINISHED}`);
  await expect(page.getByRole("heading", { level: 2, name: en.t("challenges:leaderboard") })).toBeVisible();
  const first = page.locator("[data-challenge-entry]").first();
  await expect(first.locator("[data-challenge-place]")).toHaveText(en.t("challenges:place", { place: 1, count: 5 }));
  await expect(page.locator("[data-challenge-place='2']")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, `/en/challenges/c/${OPEN}`);
  await expect(page.locator("[data-challenge-requirements]")).toContainText("garlic");
  const invite = page.locator("[data-challenge-sign-in] a");
  await expect(invite).toHaveText(en.t("challenges:signIn.enter"));
  await expect(invite).toHaveAttribute("href", `/en/sign-in?redirectTo=${encodeURIComponent(`/en/challenges/c/${OPEN}`)}`);
  await expect(page.locator("[data-challenge-enter-form]")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a member enters a recipe and votes without JavaScript, told what a recipe lacks", async ({ signedInPage }) => {
  const page = await signedInPage({ as: "marta-gil", locale: "es", javaScript: false });
  await page.goto("/challenges");
  await expect(page.locator(`[data-challenge-card='${VOTING}'] [data-challenge-phase]`)).toHaveText(es.t("challenges:phase.voting"));
  await page.getByRole("link", { name: "Reto de guisos de invierno" }).click();
  await expect(page).toHaveURL(`/challenges/c/${OPEN}`);
  const form = page.locator("[data-challenge-enter-form]");
  const choice = form.getByLabel(es.t("challenges:form.entry"));
  await choice.selectOption({ label: `${es.t("challenges:form.kind.recipe", { title: "Tabulé" })} — ${es.t("challenges:form.missing", { missing: "ajo" })}` });
  await form.getByRole("button", { name: es.t("challenges:form.submit") }).click();
  await expect(page.locator("[data-challenge-error]")).toHaveText("Tu receta no cumple las bases: le falta ajo.");

  await choice.selectOption({ label: es.t("challenges:form.kind.recipe", { title: "Bulgogi" }) });
  await form.getByRole("button", { name: es.t("challenges:form.submit") }).click();
  await expect(page.locator("[data-challenge-done='entered']")).toHaveText(es.t("challenges:done.entered"));
  await expect(page.locator("[data-challenge-entries]")).toContainText("Bulgogi");
  await expect(page.locator("[data-challenge-enter-form]")).toHaveCount(0);

  await page.goto(`/challenges/c/${VOTING}`);
  const entry = page.locator("[data-challenge-entry]").first();
  const title = (await entry.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await entry.getByRole("button", { name: es.t("challenges:vote", { title }) }).click();
  await expect(page.locator("[data-challenge-done='voted']")).toHaveText(es.t("challenges:done.voted"));
  await expect(page.locator("[data-challenge-entry]").filter({ hasText: title }).locator("[data-challenge-voted]")).toHaveText(es.t("challenges:voted"));
  await expect(page.locator("[data-challenge-place]")).toHaveCount(0);
});
