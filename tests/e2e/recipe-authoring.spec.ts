import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated, waitForHydration } from "./support";

/**
 * Writing recipes (decision 056): a new member writes one without JavaScript (rows added by the
 * form's buttons, a step section, a main photo and a step photo), saves a draft, publishes it and finds it on its
 * page and in search; in English with JavaScript, pasted lines become rows and a refused save keeps
 * them; a visitor is invited to sign in and come back; nobody else may open the edit page.
 */

/** A small JPEG made on the spot. */
async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/**
 * The page's main picture is a member's photo: the head preloads the very file the `<picture>` then
 * draws (its AVIF for this width), so a visitor's fresh browser fetches that photo once, never a
 * second file beside it.
 */
async function expectMainPhotoFetchedOnce(browser: Browser, baseURL: string, address: string, image: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/media/photos/")) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(address);
    const picture = page.locator(image).first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(drawn).toMatch(/\.avif$/);
    const photo = drawn.slice(0, drawn.lastIndexOf("/") + 1);
    expect(fetched.filter((path) => path.startsWith(photo))).toEqual([drawn]);
  } finally {
    await context.close();
  }
}

/** A new member writes a recipe without JavaScript, saves a draft, publishes it, finds it on its page and in their recipes. */
async function writeAndPublish(page: Page) {
  const { t } = labels("es");
  const word = `zarzuela${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, "x")}`;
  const title = `Tortilla ${word}`;
  await page.goto("/agregar");
  const form = page.locator("[data-recipe-form]");

  await form.getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true }).fill(title);
  await form.getByLabel(t("recipe-authoring:form.mainPhoto"), { exact: true }).setInputFiles({ name: "plato.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
  await form.getByRole("spinbutton", { name: t("recipe-authoring:form.servings"), exact: true }).fill("4");
  await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true }).fill("4 huevos");
  await form.getByRole("button", { name: t("recipe-authoring:form.addIngredient") }).click();
  await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 2 }), { exact: true }).fill("500 g de patatas");
  await form.getByRole("button", { name: t("recipe-authoring:form.addIngredient") }).click();
  await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 3 }), { exact: true }).fill("1 cebolla");
  // What was typed before the rows were added is still there, and the main photo sent with the first of them.
  await expect(form.getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true })).toHaveValue(title);
  await expect(form.getByAltText(t("recipe-authoring:form.mainPhotoPreview"))).toHaveAttribute("src", /\/api\/media\/photos\//);
  await expect(form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true })).toHaveValue("4 huevos");

  await form.getByLabel(t("recipe-authoring:form.step", { number: 1 }), { exact: true }).fill("Pela y corta las patatas.");
  await form.getByRole("button", { name: t("recipe-authoring:form.addSection") }).click();
  await form.getByLabel(t("recipe-authoring:form.sectionName", { number: 2 }), { exact: true }).fill("Para la salsa");
  await form.getByLabel(t("recipe-authoring:form.step", { number: 2 }), { exact: true }).fill("Tritura el tomate.");
  await form.getByLabel(t("recipe-authoring:form.stepPhoto", { number: 2 }), { exact: true }).setInputFiles({ name: "paso.jpg", mimeType: "image/jpeg", buffer: await jpeg() });

  // Tags are chips (decision 065): two checked post the field twice, as the old <select multiple> did.
  const tags = (scope: Locator) => scope.getByRole("group", { name: t("recipe-authoring:form.tags"), exact: true });
  await tags(form).getByRole("checkbox", { name: "Picante", exact: true }).check();
  await tags(form).getByRole("checkbox", { name: "Guiso", exact: true }).check();
  // The whole category tree, grouped by kind (decision 078): a sub-cuisine and a course, named with their parent.
  const categories = (scope: Locator) => scope.getByRole("group", { name: t("recipe-authoring:form.categories"), exact: true });
  const cuisines = (scope: Locator) => categories(scope).getByRole("group", { name: t("recipe-authoring:form.categoryType.cuisine"), exact: true });
  await cuisines(form).getByRole("checkbox", { name: "Española · Cocinas del mundo", exact: true }).check();
  await categories(form)
    .getByRole("group", { name: t("recipe-authoring:form.categoryType.course"), exact: true })
    .getByRole("checkbox", { name: "Huevos · Platos", exact: true })
    .check();
  await form.getByRole("textbox", { name: t("recipe-authoring:form.recipeYield"), exact: true }).fill("Una tortilla de 24 cm");
  await form.getByRole("textbox", { name: t("recipe-authoring:form.equipment"), exact: true }).fill("Sartén de 24 cm\n\nPlato llano");
  await form.getByRole("textbox", { name: t("recipe-authoring:form.notes"), exact: true }).fill("Cuájala poco si la quieres jugosa.");

  await form.getByRole("button", { name: t("recipe-authoring:form.saveDraft") }).click();
  await expect(page).toHaveURL(/\/agregar\/\d+\?saved=1$/);
  await expect(page.getByText(t("recipe-authoring:edit.notice.saved"))).toBeVisible();
  const edit = page.locator("[data-recipe-form]");
  await expect(edit.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 3 }), { exact: true })).toHaveValue("1 cebolla");
  await expect(edit.getByLabel(t("recipe-authoring:form.sectionName", { number: 2 }), { exact: true })).toHaveValue("Para la salsa");
  await expect(edit.getByAltText(t("recipe-authoring:form.stepPhotoPreview", { number: 2 }))).toBeVisible();
  await expect(edit.getByAltText(t("recipe-authoring:form.mainPhotoPreview"))).toBeVisible();
  await expect(tags(edit).getByRole("checkbox", { name: "Picante", exact: true })).toBeChecked();
  await expect(tags(edit).getByRole("checkbox", { name: "Guiso", exact: true })).toBeChecked();
  await expect(tags(edit).getByRole("checkbox", { name: "Vegana", exact: true })).not.toBeChecked();
  await expect(cuisines(edit).getByRole("checkbox", { name: "Española · Cocinas del mundo", exact: true })).toBeChecked();
  await expect(edit.getByRole("textbox", { name: t("recipe-authoring:form.equipment"), exact: true })).toHaveValue("Sartén de 24 cm\nPlato llano");

  await edit.getByRole("button", { name: t("recipe-authoring:form.publish"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/receta/tortilla-${word}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Para la salsa")).toBeVisible();
  await expect(page.locator('[data-taxonomy] a[href="/tag/picante"]')).toBeVisible();
  await expect(page.locator('[data-taxonomy] a[href="/tag/guiso"]')).toBeVisible();
  await expect(page.locator('[data-taxonomy] a[href="/categoria/espanola"]')).toBeVisible();
  await expect(page.locator('[data-taxonomy] a[href="/categoria/huevos"]')).toBeVisible();
  await expect(page.locator("[data-recipe-yield]")).toHaveText("Una tortilla de 24 cm");
  await expect(page.locator("[data-recipe-equipment] li")).toHaveText(["Sartén de 24 cm", "Plato llano"]);
  await expect(page.locator("[data-recipe-notes]")).toHaveText("Cuájala poco si la quieres jugosa.");
  // No calories typed: the page shows the estimate from the lines, and says so (decision 057).
  await expect(page.locator("[data-nutrition-estimated]")).toHaveText(t("recipe:detail.nutritionEstimated"));
  await expect(page.locator('[data-nutrient="calories"]')).toContainText("kcal");
  // The main photo is the page's picture, in its sizes.
  await expect(page.locator("article[data-recipe] > header picture img")).toHaveAttribute("src", /\/api\/media\/photos\/[0-9a-f]{20}\/\d+\.webp$/);
  await expect(page.locator('article[data-recipe] > header picture source[type="image/avif"]')).toHaveAttribute("srcset", /\/api\/media\/photos\/.+ \d+w/);

  await page.goto("/user/recipes");
  await expect(page.locator(`[data-my-recipe="tortilla-${word}"]`)).toContainText(t("recipe-authoring:status.published"));
  return { page, word, title };
}

test("a member writes a recipe without JavaScript, saves a draft, publishes it and finds it on its page and in their recipes", async ({ signedInPage, browser, baseURL }) => {
  test.setTimeout(180_000);
  const { page, word } = await writeAndPublish(await signedInPage({ as: newMember(), javaScript: false }));
  await expectMainPhotoFetchedOnce(browser, baseURL!, `/receta/tortilla-${word}`, "article[data-recipe] > header picture img");
  await page.goto(`/en/receta/tortilla-${word}`);
  await expect(page.locator("[data-nutrition-estimated]")).toHaveText(labels("en").t("recipe:detail.nutritionEstimated"));
});

test("a recipe published through the form is found in search at once", async ({ signedInPage, browser, baseURL }) => {
  test.setTimeout(180_000);
  const { page, word, title } = await writeAndPublish(await signedInPage({ as: newMember(), javaScript: false }));
  await page.goto(`/buscar/?q=${word}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectMainPhotoFetchedOnce(browser, baseURL!, `/buscar/?q=${word}`, "[data-recipe-card] picture img");
  // Written in Spanish only: the English page shows the Spanish text and says so (the Spanish page does not).
  await page.goto(`/en/receta/tortilla-${word}`);
  await expect(page.locator("[data-only-in=es]")).toHaveText(labels("en").t("recipe:detail.onlyIn.es"));
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "es");
  await page.goto(`/receta/tortilla-${word}`);
  await expect(page.locator("[data-only-in]")).toHaveCount(0);
});

test("without JavaScript, a main photo sent with a refused save is kept, and the edit page takes it away", async ({ signedInPage }) => {
  const { t } = labels("es");
  const page = await signedInPage({ as: newMember(), javaScript: false });
  await page.goto("/agregar");
  const form = page.locator("[data-recipe-form]");
  const preview = form.getByAltText(t("recipe-authoring:form.mainPhotoPreview"));
  await form.getByLabel(t("recipe-authoring:form.mainPhoto"), { exact: true }).setInputFiles({ name: "plato.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
  await form.getByRole("button", { name: t("recipe-authoring:form.saveDraft") }).click();
  await expect(form.locator('[data-field-error="title"]')).toHaveText(t("recipe-authoring:errors.titleRequired"));
  await expect(preview).toHaveAttribute("src", /\/api\/media\/photos\//);

  await form.getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true }).fill("Pisto con foto");
  await form.getByRole("button", { name: t("recipe-authoring:form.saveDraft") }).click();
  await expect(page).toHaveURL(/\/agregar\/\d+\?saved=1$/);
  await expect(preview).toHaveAttribute("src", /\/api\/media\/photos\//);
  await form.getByLabel(t("recipe-authoring:form.removeMainPhoto")).check();
  await form.getByRole("button", { name: t("recipe-authoring:form.saveDraft") }).click();
  await expect(page.getByText(t("recipe-authoring:edit.notice.saved"))).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(form.getByLabel(t("recipe-authoring:form.removeMainPhoto"))).toHaveCount(0);
});

test("in English with JavaScript, rows are added in place, a chosen photo shows at once and a refused save keeps them", async ({ signedInPage }) => {
  const { t } = labels("en");
  const page = await signedInPage({ as: newMember(), locale: "en" });
  await gotoHydrated(page, "/en/agregar");
  const form = page.locator("[data-recipe-form]");
  // axe needs JavaScript: the form is checked here, where the page runs it.
  await expectNoAxeViolations(page);
  const lines = ["2 eggs", "100 g flour", "1 cup milk"];
  for (const [index, line] of lines.entries()) {
    if (index > 0) await form.getByRole("button", { name: t("recipe-authoring:form.addIngredient") }).click();
    await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: index + 1 }), { exact: true }).fill(line);
  }
  await expect(form.locator("[data-ingredient-row]")).toHaveCount(3);
  // A chosen main photo shows at once, before anything is sent.
  await form.getByLabel(t("recipe-authoring:form.mainPhoto"), { exact: true }).setInputFiles({ name: "dish.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
  await expect(form.getByAltText(t("recipe-authoring:form.mainPhotoPreview"))).toHaveAttribute("src", /^blob:/);

  // No title: refused beside its field, the rows and the photo kept.
  await form.getByRole("button", { name: t("recipe-authoring:form.saveDraft") }).click();
  await expect(form.locator('[data-field-error="title"]')).toHaveText(t("recipe-authoring:errors.titleRequired"));
  await expect(form.locator("[data-ingredient-row]")).toHaveCount(3);
  // Refused in the browser, nothing was sent: the chosen file is still in its input, and still shown.
  await expect(form.getByAltText(t("recipe-authoring:form.mainPhotoPreview"))).toHaveAttribute("src", /^blob:/);
  expect(await form.getByLabel(t("recipe-authoring:form.mainPhoto"), { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await expect(form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 2 }), { exact: true })).toHaveValue("100 g flour");
  // With JavaScript a filter box narrows the category chips; a chosen one that is filtered out stays chosen.
  const categories = form.getByRole("group", { name: t("recipe-authoring:form.categories"), exact: true });
  await categories.getByRole("checkbox", { name: "Spanish · World cuisines", exact: true }).check();
  await categories.getByRole("searchbox", { name: t("recipe-authoring:form.categoriesFilter") }).fill("legum");
  await expect(categories.getByRole("checkbox", { name: "Legumes · Courses", exact: true })).toBeVisible();
  const spanish = categories.getByRole("checkbox", { name: "Spanish · World cuisines", exact: true, includeHidden: true });
  await expect(spanish).toBeHidden();
  await expect(spanish).toBeChecked();
  await expect(categories.locator("[data-category-group=diet]")).toBeHidden();
  await expectNoAxeViolations(page);
});

test("in English with JavaScript, pasted lines become rows", async ({ signedInPage }) => {
  const { t } = labels("en");
  const page = await signedInPage({ as: newMember(), locale: "en" });
  await gotoHydrated(page, "/en/agregar");
  const form = page.locator("[data-recipe-form]");
  const first = form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true });
  await waitForHydration(first);
  await first.focus();
  await first.evaluate((input) => {
    const data = new DataTransfer();
    data.setData("text/plain", "2 eggs\n100 g flour\n1 cup milk");
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(form.locator("[data-ingredient-row]")).toHaveCount(3);
  for (const [index, line] of ["2 eggs", "100 g flour", "1 cup milk"].entries()) {
    await expect(form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: index + 1 }), { exact: true })).toHaveValue(line);
  }
});

test("a visitor on /agregar is invited to sign in and come back", async ({ page }) => {
  const { t } = labels("es");
  await page.goto("/agregar");
  await expect(page.getByText(t("recipe-authoring:new.credit"))).toBeVisible();
  const signIn = page.locator("[data-invitation]").getByRole("link", { name: t("recipe-authoring:new.signIn") });
  await expect(signIn).toHaveAttribute("href", "/sign-in?redirectTo=%2Fagregar");
  await expect(page.locator("[data-recipe-form]")).toHaveCount(0);
});

test("another member cannot open someone's edit page", async ({ signedInPage }) => {
  const { t } = labels("es");
  const author = await signedInPage({ as: newMember(), javaScript: false });
  await author.goto("/agregar");
  await author
    .locator("[data-recipe-form]")
    .getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true })
    .fill("Borrador privado");
  await author
    .locator("[data-recipe-form]")
    .getByRole("button", { name: t("recipe-authoring:form.saveDraft") })
    .click();
  await expect(author).toHaveURL(/\/agregar\/\d+\?saved=1$/);
  const address = new URL(author.url()).pathname;

  const other = await signedInPage({ as: newMember(), javaScript: false });
  const answer = await other.goto(address);
  expect([403, 404]).toContain(answer?.status());
});

test("a member remixes a demo recipe without JavaScript, changes two ingredients and publishes: the lineage shows both ways", async ({ signedInPage }) => {
  const { t } = labels("es");
  const page = await signedInPage({ as: newMember(), javaScript: false });
  await page.goto("/receta/gazpacho-andaluz");
  await page
    .locator("[data-remix-credit]")
    .getByRole("link", { name: t("recipe-authoring:remix.action") })
    .click();
  await expect(page).toHaveURL("/receta/gazpacho-andaluz/remix");
  await page.getByRole("button", { name: t("recipe-authoring:remix.confirm") }).click();
  await expect(page).toHaveURL(/\/agregar\/\d+/);

  const word = `fresas${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, "x")}`;
  const title = `Gazpacho de ${word}`;
  const form = page.locator("[data-recipe-form]");
  // The copy keeps the original's sub-cuisine and hands-on time (decision 078).
  await expect(
    form.getByRole("group", { name: t("recipe-authoring:form.categoryType.cuisine"), exact: true }).getByRole("checkbox", { name: "Andaluza · Española", exact: true }),
  ).toBeChecked();
  await expect(form.getByRole("spinbutton", { name: t("recipe-authoring:form.activeMinutes"), exact: true })).toHaveValue("15");
  // Published as it was copied, it is refused with a message above the form, and nothing typed is lost.
  await form.getByRole("button", { name: t("recipe-authoring:form.publish"), exact: true }).click();
  await expect(form.getByText("Tu versión aún es igual que la receta original", { exact: false })).toBeVisible();
  await form.getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true }).fill(title);
  await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true }).fill("1 kg de fresas");
  await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 3 }), { exact: true }).fill("1 pimiento rojo");
  await form.getByRole("button", { name: t("recipe-authoring:form.publish"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/receta/gazpacho-de-${word}$`));
  await expect(page.locator('[data-taxonomy] a[href="/categoria/andaluza"]')).toBeVisible();

  // The remix credits its original and says what changed.
  const credit = page.locator("[data-remix-credit]");
  const original = await (await page.request.get("/api/recipes/gazpacho-andaluz")).json();
  await expect(credit.getByRole("link", { name: t("recipe-authoring:remix.basedOn", { title: "Gazpacho andaluz", author: original.data.user.name }) })).toHaveAttribute(
    "href",
    "/receta/gazpacho-andaluz",
  );
  const changes = page.locator("[data-remix-changes]");
  await changes.locator("summary").click();
  await expect(changes).toContainText(/fresa/i);
  await expect(changes).toContainText(/tomate/i);

  // The original lists it among its remixes.
  await page.goto("/receta/gazpacho-andaluz");
  await expect(page.locator("[data-remix-credit]").getByRole("link", { name: title })).toHaveAttribute("href", `/receta/gazpacho-de-${word}`);
});

test("the demo remixes show their lineage in both languages", async ({ page }) => {
  const { t } = labels("en");
  const original = await (await page.request.get("/api/recipes/tortitas-americanas?locale=en")).json();
  await page.goto("/en/receta/blueberry-oat-pancakes");
  await expect(
    page.locator("[data-remix-credit]").getByRole("link", { name: t("recipe-authoring:remix.basedOn", { title: "Buttermilk pancakes", author: original.data.user.name }) }),
  ).toBeVisible();
  await page.goto("/receta/blueberry-oat-pancakes");
  await expect(page.locator("[data-only-in=en]")).toHaveText(labels("es").t("recipe:detail.onlyIn.en"));
  await page.goto("/en/receta/tortitas-americanas");
  await expect(page.locator("[data-remix-credit]").getByRole("link", { name: "Blueberry oat pancakes" })).toBeVisible();
});

test("in English with JavaScript, a draft saves itself and later saves update the same draft", async ({ signedInPage }) => {
  const { t } = labels("en");
  const page = await signedInPage({ as: newMember(), locale: "en" });
  // The form saves every 20 seconds of changes: the page's clock is moved on instead of waited out.
  await page.clock.install();
  await gotoHydrated(page, "/en/agregar");
  const word = `autosave${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, "x")}`;
  const form = page.locator("[data-recipe-form]");
  const autosaved = () => page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/en/agregar"));
  const AUTOSAVE_EVERY_MS = 20_000;
  let saved = autosaved();
  await form.getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true }).fill(`Lentils ${word}`);
  await form.getByLabel(t("recipe-authoring:form.ingredientLine", { number: 1 }), { exact: true }).fill("300 g brown lentils");
  await page.clock.runFor(AUTOSAVE_EVERY_MS);
  expect((await saved).status()).toBe(200);
  await expect(page.locator("[data-autosaved]")).toContainText(t("recipe-authoring:form.autosaved", { time: "" }).trim());

  saved = autosaved();
  await form.getByRole("textbox", { name: t("recipe-authoring:form.title"), exact: true }).fill(`Lentil stew ${word}`);
  await page.clock.runFor(AUTOSAVE_EVERY_MS);
  expect((await saved).status()).toBe(200);

  // One draft, with the newest title.
  await page.goto("/en/user/recipes");
  await expect(page.locator(`[data-my-recipe*="${word}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-my-recipe*="${word}"]`)).toContainText(`Lentil stew ${word}`);
  await expect(page.locator(`[data-my-recipe*="${word}"]`)).toContainText(t("recipe-authoring:status.draft"));
});
