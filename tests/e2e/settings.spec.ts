import { notificationTypes } from "../../api/contract/auth";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/** Settings need a verified address: this demo member is verified. */
const member = "javi-ortega";
const { t } = labels("en");

test.describe("settings", () => {
  test.describe.configure({ mode: "serial" });

  test("notification and privacy switches are saved, with and without JavaScript", async ({ signedInPage }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await signedInPage({ as: member, locale: "en", javaScript: javaScriptEnabled });
      await page.goto("/en/settings/notifications");
      // A switch for every type, forum replies included since the forums came (decision 087).
      await expect(page.getByRole("checkbox")).toHaveCount(notificationTypes.length);
      const badges = page.getByLabel(t("settings:notifications.options.badge_earned.label"));
      await expect(badges).toBeChecked();
      await badges.uncheck();
      await page.getByRole("button", { name: t("settings:notifications.submit") }).click();
      await expect(page.getByText(t("settings:notifications.saved"))).toBeVisible();
      await page.goto("/en/settings/notifications");
      await expect(page.getByLabel(t("settings:notifications.options.badge_earned.label"))).not.toBeChecked();
      await page.getByLabel(t("settings:notifications.options.badge_earned.label")).check();
      await page.getByRole("button", { name: t("settings:notifications.submit") }).click();
      await expect(page.getByText(t("settings:notifications.saved"))).toBeVisible();

      await page.goto("/en/settings/privacy");
      await expect(page.getByRole("checkbox")).toHaveCount(2);
      await page.getByLabel(t("settings:privacy.options.profile_public.label")).uncheck();
      await page.getByRole("button", { name: t("settings:privacy.submit") }).click();
      await expect(page.getByText(t("settings:privacy.saved"))).toBeVisible();
      await page.goto("/en/settings/privacy");
      await expect(page.getByLabel(t("settings:privacy.options.profile_public.label"))).not.toBeChecked();
      await page.getByLabel(t("settings:privacy.options.profile_public.label")).check();
      await page.getByRole("button", { name: t("settings:privacy.submit") }).click();
    }
  });

  test("the name and the content language are saved; a wrong current password is refused next to its field", async ({ signedInPage }) => {
    const page = await signedInPage({ as: member, locale: "en" });
    await page.goto("/en/settings/profile");
    await expectNoAxeViolations(page);
    await page.getByLabel(t("auth:fields.name")).fill("Javi Ortega Ruiz");
    await page.getByRole("button", { name: t("settings:profile.submit") }).click();
    await expect(page.getByText(t("settings:profile.saved"))).toBeVisible();
    await expect(page.getByLabel(t("auth:fields.name"))).toHaveValue("Javi Ortega Ruiz");

    await page.goto("/en/settings/content-language");
    await page.getByLabel(t("settings:contentLanguage.options.en")).check();
    await page.getByRole("button", { name: t("settings:contentLanguage.submit") }).click();
    await expect(page.getByText(t("settings:contentLanguage.saved"))).toBeVisible();
    await expect(page.getByLabel(t("settings:contentLanguage.options.en"))).toBeChecked();

    await page.goto("/en/settings/password");
    await page.getByLabel(t("auth:fields.currentPassword")).fill("not-my-password");
    await page.getByRole("textbox", { name: t("auth:fields.newPassword"), exact: true }).fill("another-password-9");
    await page.getByLabel(t("auth:fields.passwordConfirmation")).fill("another-password-9");
    await page.getByRole("button", { name: t("settings:password.submit") }).click();
    await expect(page.locator('[data-field-error="current_password"]')).toHaveText("The current password is incorrect.");
  });

  test("an unverified member cannot reach settings", async ({ signedInPage }) => {
    // Just signed up: not verified yet.
    const page = await signedInPage({ as: newMember({ name: "Sara Ajustes", verified: false }), locale: "en" });
    await page.goto("/en/settings/privacy");
    await expect(page).toHaveURL("/en/auth/verify-email");
  });
});
