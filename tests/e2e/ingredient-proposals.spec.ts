import { randomUUID } from "node:crypto";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * Ingredient proposals (decision 058): a member proposes, from the edit page and without
 * JavaScript, an ingredient the catalogue did not recognise in their draft; an admin approves it in
 * English, and proposing it again is answered by naming the catalogue's.
 */

test("a member proposes an unmatched ingredient without JavaScript; an admin approves it in English", async ({ signedInPage }) => {
  test.setTimeout(180_000);
  const es = labels("es").t;
  const en = labels("en").t;
  const name = `zumaque${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, "x")}`;

  const page = await signedInPage({ as: newMember(), javaScript: false });
  await page.goto("/agregar");
  const form = page.locator("[data-recipe-form]");
  await form.getByRole("textbox", { name: es("recipe-authoring:form.title"), exact: true }).fill(`Ensalada con ${name}`);
  await form.getByRole("spinbutton", { name: es("recipe-authoring:form.servings"), exact: true }).fill("2");
  await form.getByLabel(es("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true }).fill(`1 cucharadita de ${name}`);
  await form.getByRole("button", { name: es("recipe-authoring:form.saveDraft") }).click();
  await expect(page).toHaveURL(/\/agregar\/\d+\?saved=1$/);
  const editPath = new URL(page.url()).pathname;

  const propose = page.getByRole("button", { name: es("recipe-authoring:proposals.button", { name }) });
  await propose.click();
  await expect(page.locator("#proposal-notice")).toContainText(name);

  // axe needs JavaScript: the admin's pages run it, the edit page with its proposal buttons included.
  const admin = await signedInPage({ as: "admin", locale: "en" });
  await gotoHydrated(admin, `/en${editPath}`);
  await expect(admin.getByRole("button", { name: en("recipe-authoring:proposals.button", { name }) })).toBeVisible();
  await expectNoAxeViolations(admin);
  await gotoHydrated(admin, "/en/admin/ingredient-proposals");
  // Oldest first, twenty a page: the demo's and other tests' proposals may come before this one.
  const item = admin.locator("[data-proposal]", { hasText: name });
  for (let page = 1; (await item.count()) === 0; page++) {
    expect(page, `${name} is in the admin's queue`).toBeLessThan(10);
    const next = await admin.getByRole("link", { name: en("admin:proposals.more") }).getAttribute("href");
    await gotoHydrated(admin, next!);
  }
  await expect(item).toContainText(`1 cucharadita de ${name}`);
  await expectNoAxeViolations(admin);
  await item.getByLabel(en("admin:proposals.nameEn")).fill(`${name} (sumac)`);
  await item.getByRole("button", { name: en("admin:proposals.approveNamed", { name }) }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/ingredient-proposals\?approved=1$/);
  await expect(admin.getByText(en("admin:proposals.notice.approved"))).toBeVisible();
  await expect(admin.locator("[data-proposal]", { hasText: name })).toHaveCount(0);

  // The catalogue knows it now: a second proposal is answered with its name, nothing stored twice.
  await page.goto(editPath);
  await page.getByRole("button", { name: es("recipe-authoring:proposals.button", { name }) }).click();
  await expect(page.locator("#proposal-notice")).toContainText("ya está en el catálogo");
});

test("a member who is not an admin may not open the proposals page", async ({ signedInPage }) => {
  const page = await signedInPage({ as: newMember(), javaScript: false });
  const answer = await page.goto("/admin/ingredient-proposals");
  expect(answer?.status()).toBe(403);
});
