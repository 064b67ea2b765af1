import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, waitForHydration } from "./support";

/**
 * Cooksnaps, "Lo he cocinado" (docs/decisions/055), in Spanish: a new member posts a photo and a
 * comment without JavaScript and finds it on the recipe page and on their profile; a second the
 * same day is refused with the comment kept; a visitor is invited to sign in and comes back to the
 * recipe, where the form (with JavaScript) previews the photo and has no axe violations.
 */
const es = labels("es");
const text = {
  photo: es.t("community:cooksnaps.form.photo"),
  comment: new RegExp(`^${es.t("community:cooksnaps.form.comment").replace(/[()]/g, "\\$&")}`),
  submit: es.t("community:cooksnaps.form.submit"),
  posted: es.t("community:cooksnaps.posted"),
  signIn: es.t("community:cooksnaps.signIn"),
  profileTitle: es.t("community:cooksnaps.profileTitle"),
  email: es.t("auth:fields.email"),
  password: es.t("auth:fields.password"),
  signInSubmit: es.t("auth:signIn.submit"),
};
// The once-a-day refusal is the API's message (api/locales), shown as the page's.
const onceADay = (JSON.parse(fs.readFileSync(path.resolve("api/locales/es.json"), "utf8")) as { cooksnaps: { once_a_day: string } }).cooksnaps.once_a_day;

/** A small JPEG of a plate, made here: the photo pipeline reads it by content. */
async function platePhoto(name: string) {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#b45309" } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A recipe by an AI chef, not featured, from the first page of the catalogue's second half: away from what other specs review. */
async function pickRecipe(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const answer = (await (await request.get("/api/recipes?limit=100&locale=es")).json()) as {
    data: Array<{ slug: string; title: string; is_featured: boolean; user: { is_ai_chef: boolean } }>;
  };
  const candidates = answer.data.filter((recipe) => recipe.user.is_ai_chef && !recipe.is_featured);
  const picked = candidates[Math.floor(candidates.length / 2)];
  expect(picked, "a recipe by an AI chef that is not featured").toBeTruthy();
  return { slug: picked!.slug, title: picked!.title };
}

test("a member posts a cooksnap without JavaScript, once a day; a visitor is asked to sign in and comes back", async ({ page, request, signedInPage }) => {
  const recipe = await pickRecipe(request);
  const recipePath = `/receta/${recipe.slug}`;
  const stamp = Date.now();
  const member = newMember({ name: `Cocinera Foto ${stamp}` });
  const comment = `Me salió jugosísima, con un poco más de ajo (${stamp})`;
  const second = `La he vuelto a hacer para cenar (${stamp})`;

  // Without JavaScript: a multipart post with the file, then back to the section with a thank-you.
  const cook = await signedInPage({ as: member, javaScript: false });
  await cook.goto(`${recipePath}#cooksnaps`);
  const form = cook.locator("[data-cooksnap-form]");
  await form.getByLabel(text.photo).setInputFiles(await platePhoto("plato.jpg"));
  await form.getByLabel(text.comment).fill(comment);
  await form.getByRole("button", { name: text.submit }).click();
  await expect(cook).toHaveURL(`${recipePath}?cocinado=1#cooksnaps`);
  await expect(cook.locator("#cooksnaps").getByText(text.posted)).toBeVisible();
  const mine = cook.locator("[data-cooksnap-list] figure", { hasText: comment });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator("img")).toBeVisible();

  // On their profile, with the recipe's title.
  await mine.getByRole("link", { name: member.name }).click();
  await expect(cook.getByRole("heading", { level: 1 })).toHaveText(member.name);
  const profileSection = cook.locator("[data-profile-cooksnaps]");
  await expect(profileSection.getByRole("heading", { name: text.profileTitle })).toBeVisible();
  await expect(profileSection.locator("figure", { hasText: comment }).getByRole("link", { name: recipe.title })).toHaveAttribute("href", recipePath);

  // A second the same day: refused in Spanish, the comment kept, nothing added.
  await cook.goto(`${recipePath}#cooksnaps`);
  await form.getByLabel(text.photo).setInputFiles(await platePhoto("otra.jpg"));
  await form.getByLabel(text.comment).fill(second);
  await form.getByRole("button", { name: text.submit }).click();
  await expect(cook.locator("#cooksnaps").getByText(onceADay)).toBeVisible();
  await expect(form.getByLabel(text.comment)).toHaveValue(second);
  await expect(cook.locator("[data-cooksnap-list] figure", { hasText: second })).toHaveCount(0);

  // A visitor sees the cooksnap and an invitation to sign in that comes back to the recipe.
  await page.goto(recipePath);
  await expect(page.locator("[data-cooksnap-list] figure", { hasText: comment })).toHaveCount(1);
  await expect(page.locator("[data-cooksnap-form]")).toHaveCount(0);
  const invitation = page.getByRole("link", { name: text.signIn });
  await expect(invitation).toHaveAttribute("href", `/sign-in?${new URLSearchParams({ redirectTo: `${recipePath}#cooksnaps` })}`);
  await invitation.click();
  await page.getByLabel(text.email).fill(member.email);
  await page.getByRole("textbox", { name: text.password, exact: true }).fill(member.password);
  await page.getByRole("button", { name: text.signInSubmit }).click();
  await expect(page).toHaveURL(new RegExp(`${recipePath}(#cooksnaps)?$`));

  // Signed in now, with JavaScript: the chosen photo is previewed, and the page passes axe.
  await page
    .locator("[data-cooksnap-form]")
    .getByLabel(text.photo)
    .setInputFiles(await platePhoto("vista.jpg"));
  await expect(page.locator("[data-cooksnap-preview]")).toBeVisible();
  await expectNoAxeViolations(page);

  // With JavaScript, a cooksnap that went through leaves a fresh form: no photo, no words ready to post twice.
  const other = await signedInPage({ as: newMember() });
  await other.goto(`${recipePath}#cooksnaps`);
  const fresh = other.locator("[data-cooksnap-form]");
  await waitForHydration(fresh.getByLabel(text.photo));
  await fresh.getByLabel(text.photo).setInputFiles(await platePhoto("tercera.jpg"));
  await fresh.getByLabel(text.comment).fill(`Con JavaScript (${stamp})`);
  await fresh.getByRole("button", { name: text.submit }).click();
  await expect(other.locator("#cooksnaps").getByText(text.posted)).toBeVisible();
  await expect(other.locator("[data-cooksnap-list] figure", { hasText: `Con JavaScript (${stamp})` })).toHaveCount(1);
  await expect(fresh.getByLabel(text.comment)).toHaveValue("");
  await expect(other.locator("[data-cooksnap-preview]")).toHaveCount(0);
  expect(await fresh.getByLabel(text.photo).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
});

test("the demo seed's cooksnaps show with their photos, in both languages", async ({ request }) => {
  for (const member of ["javi-ortega", "james-obrien"]) {
    const answer = await request.get(`/api/users/${member}/cooksnaps`, { headers: { Accept: "application/json" } });
    expect(answer.status()).toBe(200);
    const [first] = ((await answer.json()) as { data: Array<{ comment: string; photo: { url: string } }> }).data;
    expect(first?.comment, `${member}'s demo cooksnap`).toBeTruthy();
    const photo = await request.get(first!.photo.url);
    expect(photo.status(), first!.photo.url).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/webp");
  }
});
