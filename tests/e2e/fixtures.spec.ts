import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";

// The signedInPage fixture itself: what every other spec relies on to start signed in.
test.describe("signedInPage", () => {
  test("a new member, made and verified through the API, reaches the dashboard in English without JavaScript", async ({ signedInPage }) => {
    const { prefix, t } = labels("en");
    const member = newMember({ name: "Nerea Nueva" });
    const page = await signedInPage({ as: member, locale: "en", javaScript: false });
    await page.goto(`${prefix}/user/dashboard`);
    await expect(page).toHaveURL(`${prefix}/user/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Nerea");
    await expect(page.getByRole("heading", { name: t("settings:dashboard.progress.title") })).toBeVisible();
    // The page's own scripts never ran: Remix did not hydrate.
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
  });

  test("a demo member and the admin, each in a context of their own", async ({ signedInPage, page }) => {
    const member = await signedInPage({ as: "marta-gil" });
    await member.goto("/");
    // A quiet network is not hydration: on busy cores the scripts may still be running (CI saw it).
    await member.waitForFunction(() => "__remixRouter" in window);
    const admin = await signedInPage({ as: "admin" });
    expect((await member.goto("/admin/cache"))?.status()).toBe(403);
    expect((await admin.goto("/admin/cache"))?.status()).toBe(404);
    // The test's own page stays a visitor's.
    await page.goto("/user/dashboard");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  });
});
