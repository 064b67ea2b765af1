import { expect, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * A live thread (decision 098) in two browsers: a visitor reads a thread; a member replies in the
 * other browser; the reader's page counts the reply in a polite notice and, at their click, shows
 * it, without a reload. A category page counts a thread started meanwhile the same way. Once, in
 * English (the forums' other journeys are mostly Spanish).
 */
const { prefix, t } = labels("en");

/**
 * The reader's websockets, kept on the window so the test can lose their messages and then their
 * connection, as a train's tunnel does: a listener added before pusher-js sets `onmessage` stops what arrives.
 */
function followSockets() {
  const Native = window.WebSocket;
  const state = window as unknown as { liveSockets: WebSocket[]; losingLive: boolean };
  state.liveSockets = [];
  state.losingLive = false;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      state.liveSockets.push(this);
      this.addEventListener("message", (event) => state.losingLive && event.stopImmediatePropagation());
    }
  };
}

test("a reply posted in one browser reaches a reader of the thread in another, without a reload; one missed while the connection was lost is announced when it comes back", async ({
  page,
  signedInPage,
}) => {
  await page.addInitScript(followSockets);
  // Found by the forum search: on its category's first page it is pushed down by the threads other tests start.
  await page.goto(`${prefix}/forums?q=${encodeURIComponent("steam photos")}`);
  await page.locator("[data-thread-row]", { hasText: "Getting steam to show up in photos" }).getByRole("link", { name: "Getting steam to show up in photos" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Getting steam to show up in photos");
  const threadId = new URL(page.url()).pathname.split("-").pop();
  await expect(page.locator("body")).toHaveAttribute("data-live-channel", `forum-thread.${threadId}`);
  // Said on the window, which a reload would forget.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const text = `A wet towel in the microwave behind the plate works for me (${Date.now()}).`;
  const member = await signedInPage({ as: "hannah-price", locale: "en" });
  await member.goto(new URL(page.url()).pathname);
  await member.getByRole("textbox", { name: t("forums:replyForm.text"), exact: true }).fill(text);
  await member.getByRole("button", { name: t("forums:replyForm.submit") }).click();
  await expect(member.locator("[data-reply]", { hasText: text })).toBeVisible();

  const notice = page.locator("[data-live-notice]");
  await expect(notice).toHaveText(new RegExp(`^${t("forums:live.newReplies", { count: 1 })}`));
  await expect(page.locator("[data-reply]", { hasText: text })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: t("forums:live.show") }).click();
  await expect(page.locator("[data-reply]", { hasText: text })).toBeVisible();
  await expect(notice).toHaveText("");

  // The connection goes quiet, a reply is posted meanwhile, then the connection drops: when the
  // client has reconnected and followed the thread again, the notice says something may be new (decision 098).
  await page.evaluate(() => ((window as unknown as { losingLive: boolean }).losingLive = true));
  const missed = `Or film against a dark background (${Date.now()}).`;
  await member.getByRole("textbox", { name: t("forums:replyForm.text"), exact: true }).fill(missed);
  await member.getByRole("button", { name: t("forums:replyForm.submit") }).click();
  await expect(member.locator("[data-reply]", { hasText: missed })).toBeVisible();
  await page.evaluate(() => {
    const state = window as unknown as { liveSockets: WebSocket[]; losingLive: boolean };
    state.losingLive = false;
    // 4200: the Pusher protocol's "reconnect at once".
    for (const socket of state.liveSockets) socket.close(4200);
  });
  await expect(notice).toHaveText(new RegExp(`^${t("forums:live.resumed")}`));
  await notice.getByRole("button", { name: t("forums:live.show") }).click();
  await expect(page.locator("[data-reply]", { hasText: missed })).toBeVisible();
  await expect(notice).toHaveText("");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a thread started in one browser is counted on its category's page in another, and shown at the reader's click", async ({ page, signedInPage }) => {
  // Diets: a category no other journey posts to, so the count is this test's.
  await gotoHydrated(page, `${prefix}/forums/c/dietas`);
  await expect(page.locator("body")).toHaveAttribute("data-live-channel", /^forum-category\.\d+$/);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const title = `Low-salt stock that still tastes of something (${Date.now()})`;
  const member = await signedInPage({ as: "hannah-price", locale: "en", javaScript: false });
  await member.goto(`${prefix}/forums/t/new?category=dietas`);
  const form = member.locator("[data-new-thread-form]");
  await form.getByLabel(t("forums:newForm.threadTitle")).fill(title);
  await form.getByLabel(t("forums:newForm.text")).fill("Roasting the bones first helps; what else do you do?");
  await form.getByRole("button", { name: t("forums:newForm.submit") }).click();
  await expect(member.getByRole("heading", { level: 1 })).toHaveText(title);

  const notice = page.locator("[data-live-notice]");
  await expect(notice).toHaveText(new RegExp(`^${t("forums:live.newThreads", { count: 1 })}`));
  await expect(page.locator("[data-thread-row]", { hasText: title })).toHaveCount(0);
  await notice.getByRole("button", { name: t("forums:live.show") }).click();
  await expect(page.locator("[data-thread-row]", { hasText: title })).toBeVisible();
  await expect(notice).toHaveText("");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
