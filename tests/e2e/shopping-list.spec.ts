import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/**
 * The shopping list as a new member uses it: recipes added from their pages at the scaler's
 * servings add up on the list, staples wait in the pantry part, ticks work with and without
 * JavaScript, and the printed list fits one page. In Spanish and English.
 */
const es = labels("es");
const en = labels("en");

test.describe("shopping list", () => {
  test("two recipes at different servings add up, with both sources; staples stay in the pantry; a tick without JavaScript", async ({ signedInPage }) => {
    const page = await signedInPage({ as: newMember(), javaScript: false });
    const { t } = es;

    await page.goto("/user/shopping-list");
    await expect(page.locator("[data-empty-list]")).toContainText(t("shopping-list:empty.title"));

    for (const [slug, servings] of [
      ["paella-valenciana", 3],
      ["arroz-negro", 8],
    ] as const) {
      await page.goto(`/receta/${slug}?servings=${servings}`);
      await page.getByText(t("recipe:actions.addTo"), { exact: true }).click();
      // "Añadir a la compra 3 raciones": the servings said apart from the button's words.
      await page.getByRole("button", { name: `${t("shopping-list:recipeButton.submit")} ${t("shopping-list:recipeButton.servingsNote", { count: servings })}` }).click();
      await expect(page).toHaveURL(new RegExp(`/receta/${slug}\\?servings=${servings}&shopping=added$`));
      await expect(page.getByRole("status").filter({ hasText: t("shopping-list:recipeButton.added") })).toBeVisible();
    }

    await page.goto("/user/shopping-list");
    // 480 g for 6 at 3 servings, and 320 g for 4 at 8: once, summed.
    const rice = page.locator("[data-line]").filter({ hasText: "arroz bomba" });
    await expect(rice).toHaveCount(1);
    await expect(rice.locator("[data-line-text]")).toHaveText("880 g de arroz bomba");
    await expect(rice.locator("[data-line-sources]")).toHaveText("Paella valenciana (3 raciones), Arroz negro (8)");
    // Salt is a staple: not among the aisles, listed as already at home.
    await expect(page.locator("[data-aisle]").getByText(/^sal/)).toHaveCount(0);
    await expect(page.locator("[data-in-pantry]")).toContainText(
      t("shopping-list:pantry.title", { count: 1 })
        .replace(/\(\d+\)/, "")
        .trim(),
    );
    await expect(page.locator("[data-in-pantry] li").filter({ hasText: /^sal/ })).toHaveCount(1);

    const tick = rice.getByRole("button", { name: /880 g de arroz bomba/ });
    await expect(tick).toHaveAttribute("aria-pressed", "false");
    await tick.click();
    // Back to the same list (the list switcher keeps which one, decision 048).
    await expect(page).toHaveURL(/\/user\/shopping-list\?list=\d+$/);
    await expect(
      page
        .locator("[data-line]")
        .filter({ hasText: "arroz bomba" })
        .getByRole("button", { name: /880 g de arroz bomba/ }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-counts]")).toContainText(/· 1 marcada/);
    // axe runs as a script in the page, so it checks these pages in the JavaScript test below.
  });

  test("in English with JavaScript: optimistic ticks, a line by hand, clearing ticked, and a print view on one page", async ({ signedInPage }) => {
    const page = await signedInPage({ as: newMember(), locale: "en" });
    const { t } = en;
    await page.goto("/en/receta/paella-valenciana");
    await page.getByText(t("recipe:actions.addTo"), { exact: true }).click();
    await page.getByRole("button", { name: new RegExp(t("shopping-list:recipeButton.submit")) }).click();
    await expect(page.getByRole("status")).toContainText(t("shopping-list:recipeButton.added"));

    await page.goto("/en/user/shopping-list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("shopping-list:page.title"));
    const rice = page.locator("[data-line]").filter({ hasText: "bomba rice" });
    // An English member who never chose units reads US customary (decision 081): 480 g, rounded up to what shops sell.
    await expect(rice.locator("[data-line-text]")).toHaveText("1¼ lb bomba rice");
    await expect(rice.locator("[data-line-sources]")).toHaveText("Valencian paella (6 servings)");

    await page.getByLabel(t("shopping-list:add.label")).fill("Kitchen paper");
    await page.getByRole("button", { name: t("shopping-list:add.submit"), exact: true }).click();
    await expect(page.locator("[data-aisle=other] [data-line-text]")).toHaveText("Kitchen paper");
    await expect(page.getByLabel(t("shopping-list:add.label"))).toHaveValue("");

    const tick = rice.getByRole("button", { name: /1¼ lb bomba rice/ });
    await tick.click();
    await expect(
      page
        .locator("[data-line]")
        .filter({ hasText: "bomba rice" })
        .getByRole("button", { name: /1¼ lb bomba rice/ }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-counts]")).toContainText("· 1 ticked");
    await page.reload();
    await expect(
      page
        .locator("[data-line]")
        .filter({ hasText: "bomba rice" })
        .getByRole("button", { name: /1¼ lb bomba rice/ }),
    ).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);

    // Printed: the list alone, on one page.
    await expect(page.getByRole("button", { name: t("shopping-list:print") })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("#section-navigation")).toBeHidden();
    await expect(page.locator("[data-add-line]")).toBeHidden();
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("button", { name: t("shopping-list:clear.checked") }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("shopping-list:clear.checkedConfirm") })
      .click();
    await expect(page.locator("[data-line]").filter({ hasText: "bomba rice" })).toHaveCount(0);
    await expect(page.locator("[data-aisle=other] [data-line-text]")).toHaveText("Kitchen paper");
  });

  test("a manual line that is too long is refused in the page's language, what was typed kept", async ({ signedInPage }) => {
    const page = await signedInPage({ as: newMember(), javaScript: false });
    await page.goto("/user/shopping-list");
    const field = page.getByLabel(es.t("shopping-list:add.label"));
    const typed = "x".repeat(201);
    await field.evaluate((input, value) => {
      input.removeAttribute("maxlength");
      (input as HTMLInputElement).value = value;
    }, typed);
    await page.getByRole("button", { name: es.t("shopping-list:add.submit"), exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(es.t("shopping-list:form.textInvalid", { max: 200 }));
    await expect(page.getByLabel(es.t("shopping-list:add.label"))).toHaveValue(typed);
  });

  test("a visitor is asked to sign in and come back to the recipe", async ({ page }) => {
    await page.goto("/receta/paella-valenciana");
    const link = page.getByRole("link", { name: es.t("recipe:actions.signIn") });
    await expect(link).toHaveAttribute("href", "/sign-in?redirectTo=%2Freceta%2Fpaella-valenciana");
  });
});
