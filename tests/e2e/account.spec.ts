import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/** A recipe no other spec reviews from here (each test's member is new, so one review each). */
const RECIPE = "pasta-cacio-e-pepe";

async function pictureFile() {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
  return { name: "mi-foto.jpg", mimeType: "image/jpeg", buffer };
}

test.describe("account", () => {
  // Several page loads, an upload, a download and axe runs each: more than one default timeout on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  test("the profile takes a bio, a place, links and a photo without JavaScript, and shows them safely", async ({ signedInPage }) => {
    const { t, prefix } = labels("es");
    const member = newMember({ name: "Lucía Perfil" });
    const page = await signedInPage({ as: member, locale: "es", javaScript: false });
    await page.goto(`${prefix}/settings/profile`);
    await page.getByLabel(t("account:profile.bio")).fill("Cocino guisos de cuchara.");
    await page.getByLabel(t("account:profile.location")).fill("Oviedo");
    await page.getByLabel(t("account:profile.link", { number: 1 })).fill("https://lucia.example.com/recetas");
    await page.getByLabel(t("account:profile.link", { number: 2 })).fill("javascript:alert(1)");
    await page.getByLabel(t("account:profile.avatarChoose")).setInputFiles(await pictureFile());
    await page.getByRole("button", { name: t("settings:profile.submit") }).click();
    // Refused in the page's language, with what was typed kept.
    await expect(page.getByText(t("account:profile.errors.link"))).toBeVisible();
    await expect(page.getByLabel(t("account:profile.bio"))).toHaveValue("Cocino guisos de cuchara.");
    await page.getByLabel(t("account:profile.link", { number: 2 })).fill("");
    await page.getByLabel(t("account:profile.avatarChoose")).setInputFiles(await pictureFile());
    await page.getByRole("button", { name: t("settings:profile.submit") }).click();
    await expect(page.getByText(t("settings:profile.saved"))).toBeVisible();

    const slug = await page.evaluate(async () => ((await (await fetch("/api/user/profile")).json()) as { data?: { slug: string } }).data?.slug);
    await page.goto(`${prefix}/users/${slug ?? "lucia-perfil"}`);
    await expect(page.locator("[data-profile-bio]")).toHaveText("Cocino guisos de cuchara.");
    await expect(page.locator("[data-profile-location]")).toContainText("Oviedo");
    const link = page.locator("[data-profile-links] a");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "https://lucia.example.com/recetas");
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
    const avatar = page.locator("header img").first();
    await expect(avatar).toHaveAttribute("src", /^\/api\/avatars\/\d+-[a-z0-9]+-256\.webp$/);
    await expect(avatar).toHaveAttribute("srcset", /-64\.webp 64w/);
    const served = await page.request.get((await avatar.getAttribute("src"))!);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");
  });

  test("with JavaScript the chosen photo is previewed before it is sent", async ({ signedInPage }) => {
    const { t, prefix } = labels("en");
    const page = await signedInPage({ as: newMember({ name: "Ana Vista" }), locale: "en" });
    await page.goto(`${prefix}/settings/profile`);
    await page.getByLabel(t("account:profile.avatarChoose")).setInputFiles(await pictureFile());
    await expect(page.locator("[data-avatar-preview]")).toHaveAttribute("src", /^blob:/);
    await expect(page.getByRole("img", { name: t("account:profile.avatarPreview") })).toBeVisible();
    // axe needs the page's JavaScript: checked here, with the form and the account page as they are.
    await expectNoAxeViolations(page);
    await page.goto(`${prefix}/settings/account?step=confirm`);
    await expect(page.getByLabel(t("account:page.delete.password"))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("sign-up links the terms and the privacy policy in the page's language", async ({ page }) => {
    for (const locale of ["es", "en"] as const) {
      const { t, prefix } = labels(locale);
      await page.goto(`${prefix}/sign-up`);
      const terms = page.locator("[data-sign-up-terms]");
      await expect(terms.getByRole("link", { name: t("auth:signUp.terms").match(/<terms>(.*)<\/terms>/)![1]! })).toHaveAttribute("href", `${prefix}/terms`);
      await expect(terms.getByRole("link", { name: t("auth:signUp.terms").match(/<privacy>(.*)<\/privacy>/)![1]! })).toHaveAttribute("href", `${prefix}/privacy`);
    }
  });

  test("a member downloads their data, then deletes their account without JavaScript; the address signs up again", async ({ signedInPage, playwright, baseURL }) => {
    const { t, prefix } = labels("en");
    const member = newMember({ name: "Pablo Se Va" });
    const page = await signedInPage({ as: member, locale: "en", javaScript: false });
    // A review to find in the export, written through the API as the member.
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Accept: "application/json" } });
    const { token } = (await (await api.post("/api/auth/login", { data: { email: member.email, password: member.password } })).json()) as { token: string };
    const reviewed = await api.post(`/api/recipes/${RECIPE}/reviews`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { rating: 4, body: "La hice para la cena de despedida." },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);

    await page.goto(`${prefix}/settings/account`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t("account:page.export.link") }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sazon-pablo-se-va(-\d+)?-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { profile: { email: string }; reviews: Array<{ body: string; recipe: { slug: string } }> };
    expect(exported.profile.email).toBe(member.email);
    expect(exported.reviews).toEqual([expect.objectContaining({ body: "La hice para la cena de despedida.", recipe: expect.objectContaining({ slug: RECIPE }) })]);

    // Step one asks; step two wants the password.
    await page.getByRole("button", { name: t("account:page.delete.start") }).click();
    await expect(page).toHaveURL(`${prefix}/settings/account?step=confirm`);
    await page.getByLabel(t("account:page.delete.password")).fill("not-my-password");
    await page.getByRole("button", { name: t("account:page.delete.submit") }).click();
    await expect(page.getByText("The current password is incorrect.")).toBeVisible();
    await page.getByLabel(t("account:page.delete.password")).fill(member.password);
    await page.getByRole("button", { name: t("account:page.delete.submit") }).click();
    await expect(page).toHaveURL(`${prefix}/sign-up?account_deleted=1`);
    await expect(page.getByText(t("auth:signUp.accountDeleted"))).toBeVisible();

    // Signed out everywhere: the API token issued above no longer works, and the review is gone.
    expect((await api.get("/api/user/profile", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    const reviews = (await (await api.get(`/api/recipes/${RECIPE}/reviews?per_page=50`)).json()) as { data: Array<{ body: string }> };
    expect(reviews.data.map((review) => review.body)).not.toContain("La hice para la cena de despedida.");
    await api.dispose();

    await page.getByLabel(t("auth:fields.name")).fill("Pablo Vuelve");
    await page.getByLabel(t("auth:fields.email")).fill(member.email);
    // The labels carry the required mark, and "Password" begins "Password confirmation": the inputs by name.
    await page.locator('input[name="password"]').fill(member.password);
    await page.locator('input[name="password_confirmation"]').fill(member.password);
    await page.getByRole("button", { name: t("auth:signUp.submit") }).click();
    await expect(page).toHaveURL(`${prefix}/auth/verify-email`);
  });
});
