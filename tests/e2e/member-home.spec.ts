import type { APIRequestContext } from "@playwright/test";
import { todayIn } from "../../api/contract/plan-days";
import sharp from "sharp";
import { expect, newMember, registerMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations } from "./support";

/** The home page (decision 071): a member's week, the visitors' strips that change, the onboarding. */

/** The member's API headers: a bearer token from the API's own sign-in, as an app would get it. */
async function apiHeaders(request: APIRequestContext, member: { email: string; password: string }, locale: Locale) {
  const login = await request.post("/api/auth/login", { headers: { Accept: "application/json" }, data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, Accept: "application/json", "Accept-Language": locale };
}

for (const locale of ["es", "en"] as const) {
  const { prefix, t } = labels(locale);
  const home = prefix || "/";

  test(`a member's home shows tonight's meal and what is left to buy (${locale})`, async ({ signedInPage, request }) => {
    const member = newMember({ name: "Nora Semana" });
    const page = await signedInPage({ as: member, locale });
    const headers = await apiHeaders(request, member, locale);
    const [recipe] = ((await (await request.get("/api/recipes/featured?limit=1", { headers })).json()) as { data: { slug: string; title: string }[] }).data;
    const plan = ((await (await request.post("/api/meal-plans/current-week", { headers })).json()) as { data: { id: number } }).data;
    const entry = await request.post(`/api/meal-plans/${plan.id}/entries`, {
      headers,
      data: { type: "recipe", day: todayIn("Europe/Madrid"), slot: "dinner", recipe: recipe!.slug, servings: 3 },
    });
    expect(entry.status()).toBe(201);
    const list = ((await (await request.get("/api/user/shopping-list", { headers })).json()) as { data: { id: number } }).data;
    for (const text of ["Pan de pueblo", "Limones"]) {
      expect((await request.post(`/api/shopping-lists/${list.id}/lines`, { headers, data: { text } })).status()).toBe(201);
    }

    // A visitor's view of the home is kept by the page cache; the member's is never served from it.
    const anonymous = await request.get(home, { headers: { Cookie: "" } });
    expect(await anonymous.text()).not.toContain("data-member-week");
    const response = await page.goto(home);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:week.title", { name: "Nora Semana" }));
    const tonight = page.locator("[data-week-tonight]");
    await expect(tonight.getByRole("heading", { name: t("home:week.tonight") })).toBeVisible();
    await expect(tonight.getByRole("link", { name: recipe!.title })).toBeVisible();
    await expect(tonight).toContainText(t("home:week.servings", { count: 3 }));
    await expect(page.locator("[data-week-shopping]")).toContainText(t("home:week.toBuy", { count: 2 }));
    await expect(page.locator("[data-week-feed-box]")).toContainText(t("home:week.feedEmpty"));
    await expectNoAxeViolations(page);

    await page
      .locator("[data-week-shopping]")
      .getByRole("link", { name: t("home:week.toShoppingList") })
      .click();
    await expect(page).toHaveURL(`${prefix}/user/shopping-list`);

    // The onboarding page the home invites them to (axe needs the page's JavaScript, so it is checked here).
    await page.goto(`${prefix}/bienvenida`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:welcome.title"));
    await expectNoAxeViolations(page);
  });
}

test("a member's home shows what a cook they follow cooked, with the recipe and what they wrote (decision 081)", async ({ signedInPage, request }) => {
  const { t } = labels("en");
  const cook = newMember({ name: "Rita Fogones" });
  await registerMember(request, cook, "es");
  const cookHeaders = await apiHeaders(request, cook, "es");
  const [recipe] = (
    (await (await request.get("/api/recipes/featured?limit=1", { headers: { ...cookHeaders, "Accept-Language": "en" } })).json()) as { data: { slug: string; title: string }[] }
  ).data;
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 190, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();
  const photo = await request.post("/api/photos", { headers: cookHeaders, multipart: { photo: { name: "plato.jpg", mimeType: "image/jpeg", buffer } } });
  expect(photo.status()).toBe(201);
  const comment = `Con el doble de ajo ${Date.now()}`;
  const posted = await request.post(`/api/recipes/${recipe!.slug}/cooksnaps`, {
    headers: cookHeaders,
    data: { photo_id: ((await photo.json()) as { data: { id: string } }).data.id, comment },
  });
  expect(posted.status()).toBe(201);
  const cookSlug = ((await posted.json()) as { data: { user: { slug: string } } }).data.user.slug;

  const reader = newMember({ name: "Leo Sigue" });
  const page = await signedInPage({ as: reader, locale: "en" });
  const readerHeaders = await apiHeaders(request, reader, "en");
  await page.goto("/en");
  await expect(page.locator("[data-week-cooked]")).toHaveCount(0);
  expect((await request.post(`/api/users/${cookSlug}/follow`, { headers: readerHeaders })).status()).toBe(200);

  await page.goto("/en");
  const cooked = page.locator("[data-week-cooked]");
  await expect(cooked.getByRole("heading", { level: 2 })).toHaveText(t("home:week.cooked"));
  const item = cooked.locator("[data-week-cooksnap]").filter({ hasText: comment });
  await expect(item).toContainText(`Rita Fogones cooked ${recipe!.title}`);
  await expect(item.getByRole("link", { name: recipe!.title })).toHaveAttribute("href", `/en/receta/${recipe!.slug}`);
  await expect(item.locator("img")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor's home has quick, seasonal and popular strips in both languages", async ({ page }) => {
  for (const locale of ["es", "en"] as const) {
    const { prefix, t } = labels(locale);
    await page.goto(prefix || "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:hero.title"));
    await expect(page.locator("[data-member-week]")).toHaveCount(0);
    for (const [strip, title] of [
      ["quick", t("home:strips.quick", { minutes: 30 })],
      ["season", t("home:strips.season")],
      ["popular", t("home:strips.popular")],
    ] as const) {
      const section = page.locator(`[data-home-strip="${strip}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(section.locator("[data-recipe-card]")).toHaveCount(4);
    }
  }
  await expectNoAxeViolations(page);
});

test("the onboarding saves diets without JavaScript and the home shows recipes for them", async ({ signedInPage }) => {
  const { prefix, t } = labels("en");
  const page = await signedInPage({ as: newMember({ name: "Olga Verde" }), locale: "en", javaScript: false });
  await page.goto(`${prefix}/`);
  await page.getByRole("link", { name: t("home:week.tellUs") }).click();
  await expect(page).toHaveURL(`${prefix}/bienvenida`);
  await page
    .getByRole("group", { name: t("home:welcome.diets") })
    .getByText("Vegetarian", { exact: true })
    .click();
  await page
    .getByRole("group", { name: t("home:welcome.dislikes") })
    .getByText("cilantro", { exact: true })
    .click();
  await page.getByRole("button", { name: t("home:welcome.save") }).click();
  await expect(page).toHaveURL(prefix);
  const forDiets = page.locator('[data-home-strip="for-diets"]');
  await expect(forDiets.getByRole("heading", { level: 2 })).toHaveText(t("home:week.forDiets"));
  await expect(forDiets).toContainText("Vegetarian");
  await expect(forDiets.locator("[data-recipe-card]")).toHaveCount(4);
  await expect(page.getByRole("link", { name: t("home:week.tellUs") })).toHaveCount(0);

  // Back on the page, the choices are there, and skipping leaves them as they were.
  await page.goto(`${prefix}/bienvenida`);
  await expect(page.getByRole("checkbox", { name: "Vegetarian" })).toBeChecked();
  await page.getByRole("button", { name: t("home:welcome.skip") }).click();
  await expect(page).toHaveURL(prefix);
  await expect(page.locator('[data-home-strip="for-diets"] [data-recipe-card]')).toHaveCount(4);
});
