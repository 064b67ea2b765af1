import type { Page } from "@playwright/test";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/**
 * A shopping list shared live (decisions 048, 077): two members in two browsers. The owner invites
 * by handle and is told the same for a handle nobody has; the guest accepts in the notification,
 * without JavaScript; a tick made while the other browser's channel was still being authorised shows
 * there once it listens; a tick in one browser shows in the other within a second; a tick made with
 * the network off waits, marked pending, and reaches the other browser once the connection is back.
 */
const { t } = labels("es");

/** The signed-in member's handle, read from their profile link in the account menu's page. */
async function handleOf(page: Page) {
  await page.goto("/user/dashboard");
  const href = await page
    .getByRole("link", { name: t("community:links.profile") })
    .first()
    .getAttribute("href");
  return href!.split("/").pop()!;
}

const line = (page: Page, text: string) => page.locator("[data-line]", { hasText: text });

test.describe("sharing a shopping list", () => {
  test.describe.configure({ mode: "serial" });

  test("the owner shares by handle; ticks reach the other browser live, and offline ticks after reconnection", async ({ signedInPage, browser }) => {
    const owner = await signedInPage({ as: newMember({ name: "Olga Compras" }) });
    const guest = await signedInPage({ as: newMember({ name: "Gus Compras" }) });
    const guestHandle = await handleOf(guest);

    await owner.goto("/user/shopping-list");
    for (const text of ["Pan de pueblo", "Leche entera", "Huevos camperos"]) {
      await owner.getByLabel(t("shopping-list:add.label")).fill(text);
      await owner.getByRole("button", { name: t("shopping-list:add.submit"), exact: true }).click();
      await expect(line(owner, text)).toBeVisible();
    }
    // A handle nobody has and the guest's get the same answer, naming nobody; the guest is not on the list yet.
    const handleBox = owner.getByLabel(t("shopping-sharing:invite.label"));
    const invited = /le hemos enviado tu invitación: compartirá la lista cuando la acepte\.$/;
    for (const handle of ["nadie-se-llama-asi", guestHandle]) {
      await handleBox.fill(handle);
      const answered = owner.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/user/shopping-list/sharing"));
      await owner.getByRole("button", { name: t("shopping-sharing:invite.submit") }).click();
      expect((await answered).status()).toBe(200);
      await expect(owner.locator("[data-invite-status]")).toHaveText(new RegExp(`«${handle}».*${invited.source}`));
    }
    await expect(owner.locator(`[data-list-person="${guestHandle}"]`)).toHaveCount(0);
    await expectNoAxeViolations(owner);
    const listId = await owner.locator("[data-shopping-list]").getAttribute("data-shopping-list");

    // The guest accepts in the notification itself, without JavaScript, and lands on the list.
    const plainContext = await browser.newContext({ storageState: await guest.context().storageState(), javaScriptEnabled: false });
    const plainGuest = await plainContext.newPage();
    const invitation = plainGuest.getByRole("main").locator("[data-notification-id]", { hasText: "Olga Compras te invita a compartir su lista" });
    await expect(async () => {
      await plainGuest.goto("/notifications");
      await expect(invitation).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(invitation.getByRole("button", { name: t("shopping-sharing:invitations.decline") })).toBeVisible();
    await invitation.getByRole("button", { name: t("shopping-sharing:invitations.accept") }).click();
    await expect(plainGuest).toHaveURL(new RegExp(`/user/shopping-list\\?list=${listId}&sharing=accepted$`));
    await expect(plainGuest.getByText(t("shopping-sharing:done.accepted"))).toBeVisible();
    await expect(plainGuest.locator(`[data-list-person="${guestHandle}"]`)).toBeVisible();
    await plainContext.close();
    // The page that holds the answer buttons, as a browser with JavaScript draws it.
    await guest.goto("/notifications");
    await expect(guest.getByRole("main").locator("[data-invitation-answer]")).toHaveCount(1);
    await expectNoAxeViolations(guest);

    // The guest's channel waits for its authorisation: what changes meanwhile is sent to nobody.
    let authorise = () => {};
    const held = new Promise<void>((resolve) => (authorise = resolve));
    await guest.route("**/resources/broadcasting-auth", async (route) => {
      await held;
      await route.continue();
    });

    // The guest finds the owner's list in their switcher and opens it.
    await guest.goto("/user/shopping-list");
    await guest.getByRole("combobox", { name: t("shopping-sharing:switcher.label"), exact: true }).selectOption(listId!);
    await guest.getByRole("button", { name: t("shopping-sharing:switcher.submit") }).click();
    await expect(guest).toHaveURL(new RegExp(`list=${listId}`));
    await expect(line(guest, "Pan de pueblo")).toBeVisible();
    await expect(guest.getByRole("button", { name: t("shopping-sharing:people.leave") })).toBeVisible();

    // The owner ticks before the guest's channel listens; once it does, the guest's page shows the tick.
    const tickedEarly = owner.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/user/shopping-list"));
    await line(owner, "Huevos camperos").getByRole("button", { pressed: false }).first().click();
    await tickedEarly;
    await expect(line(guest, "Huevos camperos")).toHaveAttribute("data-checked", "false");
    authorise();
    await expect(guest.locator("body")).toHaveAttribute("data-shopping-list-live", listId!);
    await expect(line(guest, "Huevos camperos")).toHaveAttribute("data-checked", "true");
    await guest.unroute("**/resources/broadcasting-auth");
    // Both follow the list live before anyone ticks.
    await owner.reload();
    await expect(owner.locator("body")).toHaveAttribute("data-shopping-list-live", listId!);
    await expect(guest.locator("body")).toHaveAttribute("data-shopping-list-live", listId!);

    // A tick in the owner's browser shows in the guest's within a second of the server taking it.
    const taken = owner.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/user/shopping-list"));
    await line(owner, "Pan de pueblo").getByRole("button", { pressed: false }).first().click();
    await taken;
    await expect(line(guest, "Pan de pueblo")).toHaveAttribute("data-checked", "true", { timeout: 1_000 });

    // The guest goes offline and ticks: pending at once, nothing reaches the owner.
    await guest.context().setOffline(true);
    await line(guest, "Leche entera").getByRole("button", { pressed: false }).first().click();
    await expect(line(guest, "Leche entera")).toHaveAttribute("data-checked", "true");
    await expect(line(guest, "Leche entera")).toHaveAttribute("data-pending", "true");
    await expect(line(guest, "Leche entera")).toContainText(t("shopping-sharing:live.pending"));
    await owner.waitForTimeout(1_000);
    await expect(line(owner, "Leche entera")).toHaveAttribute("data-checked", "false");

    // Back online: the queued tick is sent and the owner sees it.
    await guest.context().setOffline(false);
    await expect(line(owner, "Leche entera")).toHaveAttribute("data-checked", "true", { timeout: 10_000 });
    await expect(line(guest, "Leche entera")).not.toHaveAttribute("data-pending", "true");
    expect(await guest.evaluate(() => window.localStorage.getItem("sazon:shopping-list:offline-ticks"))).toBeNull();

    // The guest leaves: back to their own list, the owner's list no longer theirs.
    await guest.getByRole("button", { name: t("shopping-sharing:people.leave") }).click();
    await expect(guest).toHaveURL(/\/user\/shopping-list\?sharing=left$/);
    await expect(guest.getByText(t("shopping-sharing:done.left"))).toBeVisible();
    await expect(guest.getByRole("combobox", { name: t("shopping-sharing:switcher.label"), exact: true })).toHaveCount(0);
  });
});
