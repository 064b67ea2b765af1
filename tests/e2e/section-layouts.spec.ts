import type { Page } from "@playwright/test";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";

// §2's keyboard map (Alt+1 content, Alt+2 navigation, Alt+3 search, Escape closes menus) and focus
// on the new page after a client-side navigation, in the section layouts (settings, user area)
// as in the default layout.

/** The page has hydrated when the keyboard map answers: Alt+1 then lands on the content. */
async function keyboardMapReady(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
  await expect(async () => {
    await page.keyboard.press("Alt+1");
    await expect(page.locator("#main-content")).toBeFocused({ timeout: 500 });
  }).toPass();
}

async function expectKeyboardMap(page: Page) {
  await keyboardMapReady(page);
  await page.keyboard.press("Alt+2");
  await expect(page.locator("#main-navigation")).toBeFocused();
  await page.keyboard.press("Alt+3");
  await expect(page.locator("[data-shortcut-search]:visible")).toBeFocused();
  await page.keyboard.press("Alt+1");
  await expect(page.locator("#main-content")).toBeFocused();

  // Escape closes an open menu and gives focus back to its button.
  const menu = page.locator("details[data-menu]:has([data-account-menu])");
  await page.locator("[data-account-menu]").click();
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  await expect(page.locator("[data-account-menu]")).toBeFocused();
}

for (const locale of ["es", "en"] as const) {
  const { prefix, t } = labels(locale);

  test.describe(`section layouts (${locale})`, () => {
    // A new member is made, verified and signed in first; the machine may be busy.
    test.slow();

    test("a settings page answers the keyboard map and focuses the new page after navigating", async ({ signedInPage }) => {
      const page = await signedInPage({ as: newMember(), locale });
      await page.goto(`${prefix}/settings/profile`);
      await expect(page.locator("#section-navigation")).toBeVisible();
      await expectKeyboardMap(page);

      // The section's own navigation, client-side: the new page's content gets the focus.
      await page
        .locator("#section-navigation")
        .getByRole("link", { name: t("settings:nav.password"), exact: true })
        .click();
      await expect(page).toHaveURL(`${prefix}/settings/password`);
      await expect(page.locator("#main-content")).toBeFocused();
      await expectKeyboardMap(page);
    });

    test("the dashboard answers the keyboard map and gets the focus when reached from another layout", async ({ signedInPage }) => {
      const page = await signedInPage({ as: newMember(), locale });
      await page.goto(`${prefix}/user/dashboard`);
      await expect(page.locator("#section-navigation")).toBeVisible();
      await expectKeyboardMap(page);

      // To the settings layout and back through the account menu, without reloading.
      await page
        .locator("#section-navigation")
        .getByRole("link", { name: t("nav.settings"), exact: true })
        .click();
      await expect(page).toHaveURL(`${prefix}/settings`);
      await expect(page.locator("#main-content")).toBeFocused();
      await page.locator("[data-account-menu]").click();
      await page
        .locator("details[data-menu][open]")
        .getByRole("link", { name: t("nav.dashboard"), exact: true })
        .click();
      await expect(page).toHaveURL(`${prefix}/user/dashboard`);
      await expect(page.locator("#main-content")).toBeFocused();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Carla");
    });
  });
}
