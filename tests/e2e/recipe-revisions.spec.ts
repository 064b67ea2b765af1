import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, waitForHydration } from "./support";

/**
 * Publishing publishes what is on the screen, and no save overwrites another (decision 076): the
 * edit page's "Publicar" sends the form itself, with or without JavaScript, even while an autosave
 * is on its way; a save based on an old revision shows the conflict, keeps the text and offers to
 * reload or keep both.
 */

const { t } = labels("es");
const AUTOSAVE_EVERY_MS = 20_000;
const unique = (prefix: string) =>
  `${prefix}${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, "x")}`;

const titleBox = (page: Page) => page.locator("[data-recipe-form]").getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true });
const stepBox = (page: Page) => page.locator("[data-recipe-form]").getByLabel(t("recipe-authoring:form.step", { number: 1 }), { exact: true });
const descriptionBox = (page: Page) => page.locator("[data-recipe-form]").getByLabel(t("recipe-authoring:form.description"), { exact: true });

/** A draft with a line and a step, saved through the form; its edit page's address. */
async function saveDraft(page: Page, title: string): Promise<string> {
  await page.goto("/agregar");
  await titleBox(page).fill(title);
  await page
    .locator("[data-recipe-form]")
    .getByLabel(t("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true })
    .fill("300 g de lentejas");
  await stepBox(page).fill("Cuece las lentejas.");
  await page
    .locator("[data-recipe-form]")
    .getByRole("button", { name: t("recipe-authoring:form.saveDraft") })
    .click();
  await expect(page).toHaveURL(/\/agregar\/\d+\?saved=1$/);
  return new URL(page.url()).pathname;
}

const publishAtTop = (page: Page) => page.locator("[data-status-actions]").getByRole("button", { name: t("recipe-authoring:form.publish"), exact: true });

test("the edit page's Publicar publishes the edits on the screen, without JavaScript and with an autosave on its way", async ({ signedInPage }) => {
  test.setTimeout(120_000);
  // Without JavaScript: edited and published at once, nothing saved in between.
  const plain = await signedInPage({ as: newMember(), javaScript: false });
  await saveDraft(plain, `Lentejas ${unique("plain")}`);
  const plainTitle = `Lentejas con chorizo ${unique("plain")}`;
  await titleBox(plain).fill(plainTitle);
  await stepBox(plain).fill("Sofríe el chorizo y cuece las lentejas.");
  await publishAtTop(plain).click();
  await expect(plain).toHaveURL(/\/receta\/lentejas-con-chorizo-plain/);
  await expect(plain.getByRole("heading", { level: 1, name: plainTitle })).toBeVisible();
  await expect(plain.getByText("Sofríe el chorizo y cuece las lentejas.")).toBeVisible();

  // With JavaScript: an autosave reaches the server but its answer is held back; an edit and Publicar follow at once.
  const page = await signedInPage({ as: newMember() });
  await page.clock.install();
  const address = await saveDraft(page, `Garbanzos ${unique("script")}`);
  await waitForHydration(titleBox(page));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const autosaveSent = page.waitForRequest((request) => request.method() === "POST" && (request.postData() ?? "").includes("autosave"));
  await page.route(
    (url) => url.pathname.startsWith(address),
    async (route) => {
      if (!(route.request().postData() ?? "").includes("autosave")) return route.fallback();
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer });
    },
  );
  const title = `Garbanzos con espinacas ${unique("script")}`;
  await titleBox(page).fill(title);
  await page.clock.runFor(AUTOSAVE_EVERY_MS);
  await autosaveSent;
  await stepBox(page).fill("Rehoga las espinacas con los garbanzos.");
  await publishAtTop(page).click();
  release();
  await expect(page).toHaveURL(/\/receta\/garbanzos-con-espinacas-script/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Rehoga las espinacas con los garbanzos.")).toBeVisible();
});

test("two pages on one recipe: the later save, autosaved or not, shows the conflict, keeps the text and can keep both", async ({ signedInPage }) => {
  test.setTimeout(120_000);
  const author = await signedInPage({ as: newMember() });
  await author.clock.install();
  const address = await saveDraft(author, `Cocido ${unique("pages")}`);
  const admin = await signedInPage({ as: "admin", javaScript: false });
  await admin.goto(address);

  // The admin saves first.
  await descriptionBox(admin).fill("Revisada por el equipo.");
  await admin
    .locator("[data-recipe-form]")
    .getByRole("button", { name: t("recipe-authoring:form.saveDraft") })
    .click();
  await expect(admin.getByText(t("recipe-authoring:edit.notice.saved"))).toBeVisible();

  // The author's tab, still at the revision before, autosaves: refused, shown, and what was typed stays.
  await waitForHydration(titleBox(author));
  const authorsTitle = `Cocido madrileño ${unique("pages")}`;
  await titleBox(author).fill(authorsTitle);
  const refused = author.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(address));
  await author.clock.runFor(AUTOSAVE_EVERY_MS);
  expect((await refused).status()).toBe(409);
  const conflict = author.locator("[data-revision-conflict]");
  await expect(conflict).toContainText("Alguien ha guardado esta receta mientras la editabas");
  await expect(conflict.getByRole("link", { name: t("recipe-authoring:conflict.reload") })).toHaveAttribute("href", address);
  await expect(titleBox(author)).toHaveValue(authorsTitle);
  await expectNoAxeViolations(author);
  await admin.reload();
  await expect(descriptionBox(admin)).toHaveValue("Revisada por el equipo.");
  await expect(titleBox(admin)).not.toHaveValue(authorsTitle);

  // Keeping both: the author's version becomes a separate draft; the recipe stays as the admin saved it.
  await conflict.getByRole("button", { name: t("recipe-authoring:conflict.keepBoth") }).click();
  await expect(author).toHaveURL(/\/agregar\/\d+\?kept=1$/);
  expect(new URL(author.url()).pathname).not.toBe(address);
  await expect(author.getByText(t("recipe-authoring:edit.notice.kept"))).toBeVisible();
  await expect(titleBox(author)).toHaveValue(authorsTitle);

  // Without JavaScript too: the author saves the recipe, then the admin's page (a revision behind) saves and is refused, its text kept.
  await author.goto(address);
  await descriptionBox(author).fill("La de siempre.");
  await author
    .locator("[data-recipe-form]")
    .getByRole("button", { name: t("recipe-authoring:form.saveDraft") })
    .click();
  await expect(author).toHaveURL(/\?saved=1$/);
  await descriptionBox(admin).fill("Con más garbanzos.");
  await admin
    .locator("[data-recipe-form]")
    .getByRole("button", { name: t("recipe-authoring:form.saveDraft") })
    .click();
  await expect(admin.locator("[data-revision-conflict]")).toContainText("Alguien ha guardado esta receta mientras la editabas");
  await expect(descriptionBox(admin)).toHaveValue("Con más garbanzos.");
  await author.reload();
  await expect(descriptionBox(author)).toHaveValue("La de siempre.");
});
