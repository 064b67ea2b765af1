import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

const password = "ajustes-clave-segura-1";
let counter = 0;

/** A member who has just signed up (not verified yet). */
async function newMember(browser: Browser, javaScriptEnabled = true): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const email = `ajustes-${Date.now()}-${++counter}@example.com`;
  await page.goto("/en/sign-up");
  await page.getByLabel("Name").fill("Sara Ajustes");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/en/auth/verify-email");
  return { page, email };
}

/** Settings need a verified address: the demo member is verified. */
async function demoMember(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/en/sign-in");
  await page.getByLabel("Email").fill("javi-ortega@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("sazon-demo-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/en/user/dashboard");
  return page;
}

test.describe("settings", () => {
  test.describe.configure({ mode: "serial" });

  test("notification and privacy switches are saved, with and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await demoMember(browser, javaScriptEnabled);
      await page.goto("/en/settings/notifications");
      const forumReplies = page.getByLabel("Someone replies in the forums");
      await expect(forumReplies).toBeChecked();
      await forumReplies.uncheck();
      await page.getByRole("button", { name: "Save notifications" }).click();
      await expect(page.getByText("Your notification settings have been saved.")).toBeVisible();
      await page.goto("/en/settings/notifications");
      await expect(page.getByLabel("Someone replies in the forums")).not.toBeChecked();
      await page.getByLabel("Someone replies in the forums").check();
      await page.getByRole("button", { name: "Save notifications" }).click();
      await expect(page.getByText("Your notification settings have been saved.")).toBeVisible();

      await page.goto("/en/settings/privacy");
      await page.getByLabel("Public profile").uncheck();
      await page.getByRole("button", { name: "Save privacy settings" }).click();
      await expect(page.getByText("Your privacy settings have been saved.")).toBeVisible();
      await page.goto("/en/settings/privacy");
      await expect(page.getByLabel("Public profile")).not.toBeChecked();
      await page.getByLabel("Public profile").check();
      await page.getByRole("button", { name: "Save privacy settings" }).click();
      await page.context().close();
    }
  });

  test("the name and the content language are saved; a wrong current password is refused next to its field", async ({ browser }) => {
    const page = await demoMember(browser);
    await page.goto("/en/settings/profile");
    await expectNoAxeViolations(page);
    await page.getByLabel("Name").fill("Javi Ortega Ruiz");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Javi Ortega Ruiz");

    await page.goto("/en/settings/content-language");
    await page.getByLabel("English").check();
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.getByText("Your content language has been saved.")).toBeVisible();
    await expect(page.getByLabel("English")).toBeChecked();

    await page.goto("/en/settings/password");
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("another-password-9");
    await page.getByLabel("Repeat the password").fill("another-password-9");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.locator('[data-field-error="current_password"]')).toHaveText("The current password is incorrect.");
    await page.context().close();
  });

  test("an unverified member cannot reach settings", async ({ browser }) => {
    const { page } = await newMember(browser);
    await page.goto("/en/settings/privacy");
    await expect(page).toHaveURL("/en/auth/verify-email");
    await page.context().close();
  });
});
