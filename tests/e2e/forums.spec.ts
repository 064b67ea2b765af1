import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated, reloadHydrated } from "./support";

/**
 * The forums (issue 33): a visitor reads the index, a category and a thread in Spanish and English
 * and is sent to sign in from /forums/t/new and back; a new member, without JavaScript, previews and
 * posts a thread linking a recipe (the card shows) and a reply quoting another; the reply it gets
 * notifies it, and it mutes the thread (decision 087); a member reacts to its opening post (decision 089);
 * its author marks the solution and the admin pins it with a reason (decision 091). The new member's
 * first posts wait for a moderator, who approves the thread on /admin/moderation (decision 094).
 * With JavaScript, the reply form previews as one types, keeps a draft and quotes a selection (decision 102).
 */
const es = labels("es");
const en = labels("en");

test("a visitor reads the forums in Spanish and English, and is asked to sign in to start a thread", async ({ page }) => {
  await page.goto("/forums");
  await expect(page.getByRole("heading", { level: 1, name: es.t("forums:title") })).toBeVisible();
  await expect(page.locator("[data-forum-category]")).toHaveCount(6);
  await expect(page.getByRole("navigation", { name: es.t("a11y.mainNavigation") }).getByRole("link", { name: es.t("nav.forums") })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator("[data-forum-category='dudas-de-cocina']").getByRole("link", { name: "Dudas de cocina" }).click();
  await expect(page).toHaveURL("/forums/c/dudas-de-cocina");
  await expect(page.locator("[data-thread-row]").first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The top sort (decision 092): the demo's reactions rank the category's threads over the past year.
  await page.getByRole("link", { name: es.t("forums:sorts.top") }).click();
  await expect(page.locator("body:has([data-period='year'][aria-current='page']) [data-thread-row]").first()).toBeVisible();
  await page.getByRole("link", { name: es.t("forums:sorts.newest") }).click();
  await expect(page).toHaveURL("/forums/c/dudas-de-cocina?sort=newest");

  const solved = page.locator("[data-thread-row]", { hasText: "¿Por qué se me queda cruda la tortilla por dentro?" });
  await solved.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Por qué se me queda cruda la tortilla por dentro?");
  await expect(page.locator("[data-reply]").first()).toContainText(es.t("forums:solution"));
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((block) => block.includes('"DiscussionForumPosting"'))).toBe(true);
  expect(data.some((block) => block.includes('"BreadcrumbList"'))).toBe(true);
  await expect(page.locator("[data-sign-in-to-reply]")).toBeVisible();
  await expectNoAxeViolations(page);

  // The id alone redirects to the canonical address.
  const address = new URL(page.url()).pathname;
  const id = address.split("-").pop();
  await page.goto(`/forums/t/${id}`);
  await expect(page).toHaveURL(address);

  // In English, under /en.
  await page.goto("/en/forums");
  await expect(page.getByRole("heading", { level: 1, name: en.t("forums:title") })).toBeVisible();
  await page.locator("[data-forum-category='tecnicas']").getByRole("link", { name: "Techniques" }).click();
  await expect(page).toHaveURL("/en/forums/c/tecnicas");
  await page.locator("[data-thread-row]", { hasText: "How do you get a proper sear on scallops?" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How do you get a proper sear on scallops?");
  await expect(page.getByText(en.t("forums:replies"), { exact: true })).toBeVisible();

  // A visitor starting a thread signs in first and comes back.
  await page.goto("/forums/t/new");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fforums%2Ft%2Fnew$/);
});

test("a new member, without JavaScript, previews and posts a thread with a recipe card, then a reply quoting another", async ({ page, request, signedInPage }) => {
  // Five people's pages, the moderation queue among them (decision 094).
  test.setTimeout(240_000);
  const stamp = Date.now();
  const recipes = (await (await request.get("/api/recipes?limit=1&locale=es")).json()) as { data: { slug: string; title: string }[] };
  const recipe = recipes.data[0]!;
  const member = newMember({ name: `Foro Nueva ${stamp}` });
  const cook = await signedInPage({ as: member, javaScript: false });

  await cook.goto("/forums/c/tecnicas");
  await cook.locator("[data-new-thread]").click();
  await expect(cook).toHaveURL("/forums/t/new?category=tecnicas");
  const form = cook.locator("[data-new-thread-form]");
  const title = `¿Cómo dejo el arroz suelto? ${stamp}`;
  const text = `Lo hice así y me quedó pastoso:\n\n[La receta](/receta/${recipe.slug})\n\n<script>alert(1)</script>`;
  await form.getByLabel(es.t("forums:newForm.threadTitle")).fill(title);
  await form.getByLabel(es.t("forums:newForm.text")).fill(text);
  // Preview: a submit button, the text kept and shown rendered.
  await form.getByRole("button", { name: es.t("forums:replyForm.preview") }).click();
  await expect(cook.locator("[data-post-preview-box] .forum-recipe-card")).toContainText(recipe.title);
  await expect(form.getByLabel(es.t("forums:newForm.text"))).toHaveValue(text);
  await form.getByRole("button", { name: es.t("forums:newForm.submit") }).click();

  await expect(cook).toHaveURL(/\/forums\/t\/como-dejo-el-arroz-suelto-\d+-\d+$/);
  await expect(cook.getByRole("heading", { level: 1 })).toHaveText(title);
  const card = cook.locator("[data-opening-post] .forum-recipe-card");
  await expect(card).toHaveAttribute("href", `/receta/${recipe.slug}`);
  await expect(card).toContainText(recipe.title);
  await expect(cook.locator("[data-opening-post]")).toContainText("<script>alert(1)</script>");
  const threadAddress = new URL(cook.url()).pathname;

  // Her first post waits for a moderator (decision 094): she sees it marked; for anyone else it is not there.
  await expect(cook.locator("[data-held-post]")).toContainText(es.t("forums:held.label"));
  expect((await page.goto(threadAddress))?.status()).toBe(404);
  // The moderator approves it on the queue (axe needs the page's scripts); the queue is hers, not an admin's only.
  const moderatorPage = await signedInPage({ as: "ines-calvo" });
  await moderatorPage.goto("/admin/moderation");
  await expect(moderatorPage.getByRole("heading", { level: 1, name: es.t("admin:moderation.heading") })).toBeVisible();
  await expect(moderatorPage.locator("[data-flagged-post]").first()).toBeVisible();
  // Beside forum posts, the demo's flagged review (decision 097), with its recipe and text.
  await expect(moderatorPage.locator('[data-flagged-post^="review-"] [data-flagged-text]').first()).toBeVisible();
  await expectNoAxeViolations(moderatorPage);
  await moderatorPage
    .locator("[data-held-post]", { hasText: title })
    .getByRole("button", { name: es.t("admin:moderation.approveNamed", { name: member.name, title }) })
    .click();
  await expect(moderatorPage.getByRole("status")).toHaveText(es.t("admin:moderation.notice.approved"));
  await expect(moderatorPage.locator("[data-held-post]", { hasText: title })).toHaveCount(0);
  await cook.reload();
  await expect(cook.locator("[data-held-post]")).toHaveCount(0);

  // Another member answers; the new member quotes that answer.
  const other = await signedInPage({ as: "marta-gil", javaScript: false });
  await other.goto(threadAddress);
  await other.locator("[data-reply-form]").getByLabel(es.t("forums:replyForm.text")).fill(`Lávalo bien y deja reposar con la tapa (${stamp}).`);
  await other
    .locator("[data-reply-form]")
    .getByRole("button", { name: es.t("forums:replyForm.submit") })
    .click();
  const answer = other.locator("[data-reply]", { hasText: `deja reposar con la tapa (${stamp})` });
  await expect(answer).toBeVisible();

  // She edits her reply without JavaScript (decision 101): a text too short is refused, kept as typed; the edit
  // saved goes back to the reply, marked "editado", whose history shows what it said before.
  await answer.getByRole("link", { name: es.t("forums:editOf", { name: "Marta Gil" }) }).click();
  const editForm = other.locator("[data-edit-post-form]");
  await editForm.getByLabel(es.t("forums:newForm.text")).fill("S");
  await editForm.getByRole("button", { name: es.t("forums:editForm.submit") }).click();
  await expect(other.getByText(es.t("forums:errors.textLength", { min: 2, max: 10_000 }))).toBeVisible();
  await expect(other.locator("[data-edit-post-form]").getByLabel(es.t("forums:newForm.text"))).toHaveValue("S");
  await other.locator("[data-edit-post-form]").getByLabel(es.t("forums:newForm.text")).fill(`Lávalo bien y deja reposar con la tapa (${stamp}). Después, sécalo al fuego.`);
  await other
    .locator("[data-edit-post-form]")
    .getByRole("button", { name: es.t("forums:editForm.submit") })
    .click();
  await expect(answer).toContainText("Después, sécalo al fuego.");
  await answer.getByRole("link", { name: es.t("forums:editedOf", { name: "Marta Gil" }) }).click();
  await expect(other.locator("[data-revision]")).toHaveCount(1);
  await expect(other.locator("[data-revision]")).toContainText(`Lávalo bien y deja reposar con la tapa (${stamp}).`);
  await expect(other.locator("[data-revision]")).not.toContainText("sécalo");
  await other.goto(threadAddress);

  // She reacts to the opening post without JavaScript (decisions 089, 104): "Reaccionar" offers the whole set under it; back at the post, pressed and counted.
  const yum = (count: number) => es.t("forums:reactions.react", { label: es.t("forums:reactions.kinds.yum"), n: count });
  await expect(other.locator("[data-opening-post]").getByRole("button", { name: yum(0) })).toHaveCount(0);
  await other
    .locator("[data-opening-post]")
    .getByRole("link", { name: es.t("forums:reactions.open") })
    .click();
  await expect(other).toHaveURL(/[?&]reaccionar=opening#reactions-opening$/);
  await other
    .locator("[data-opening-post]")
    .getByRole("button", { name: yum(0) })
    .click();
  await expect(other).toHaveURL(/#opening-post$/);
  await expect(other.locator("[data-opening-post]").getByRole("button", { name: yum(1) })).toHaveAttribute("aria-pressed", "true");

  // She flags it without JavaScript (decisions 094, 100): its link opens a reason and a note under the post; thanked there.
  const flagForm = other.locator('[data-flag-form="opening"]');
  await flagForm.getByRole("link", { name: es.t("flags:open") }).click();
  await expect(other).toHaveURL(/[?&]avisar=opening#flag-opening$/);
  await flagForm.getByLabel(es.t("flags:reason")).selectOption("off_topic");
  await flagForm.getByLabel(es.t("flags:note")).fill(`Solo para probar el aviso (${stamp}).`);
  await flagForm.getByRole("button", { name: es.t("flags:submit") }).click();
  await expect(other.locator('[data-flag-thanks="opening"]')).toHaveText(es.t("flags:thanks"));

  // Her reply tells the thread's author, linking to it (decision 087); the author then mutes the thread.
  const answerId = await answer.getAttribute("data-reply");
  await expect(async () => {
    await cook.goto("/notifications");
    // The list's entry (the bell's dropdown links there too).
    await expect(cook.locator(`a[id^="notification-"][href="${threadAddress}?reply=${answerId}#reply-${answerId}"]`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // It opens the page of the thread that holds the reply, at the reply.
  await cook.locator(`a[id^="notification-"][href="${threadAddress}?reply=${answerId}#reply-${answerId}"]`).click();
  await expect(cook).toHaveURL(new RegExp(`${threadAddress}#reply-${answerId}$`));
  await expect(cook.locator(`[data-reply="${answerId}"]`)).toBeInViewport();
  await cook.goto(threadAddress);
  const watch = cook.locator("[data-thread-watch-form]");
  await expect(watch.getByLabel(es.t("forums:watch.label"))).toHaveValue("watching");
  await watch.getByLabel(es.t("forums:watch.label")).selectOption("muted");
  await watch.getByRole("button", { name: es.t("forums:watch.submit") }).click();
  await expect(cook.locator("[data-thread-watch]").getByRole("status")).toHaveText(es.t("forums:watch.saved"));
  await expect(watch.getByLabel(es.t("forums:watch.label"))).toHaveValue("muted");

  await cook
    .locator("[data-reply]", { hasText: `(${stamp})` })
    .getByRole("link", { name: es.t("forums:quoteOf", { name: "Marta Gil" }) })
    .click();
  const replyText = cook.locator("[data-reply-form]").getByLabel(es.t("forums:replyForm.text"));
  await expect(replyText).toHaveValue(new RegExp(`^> Lávalo bien`));
  await replyText.fill(`> Lávalo bien y deja reposar con la tapa (${stamp}).\n\n¡Gracias, funcionó!`);
  await cook
    .locator("[data-reply-form]")
    .getByRole("button", { name: es.t("forums:replyForm.submit") })
    .click();
  const mine = cook.locator("[data-reply]", { hasText: "¡Gracias, funcionó!" });
  await expect(mine).toBeVisible();
  await expect(mine.locator("[data-quoted-reply]")).toContainText("Marta Gil");
  await expect(mine.locator("blockquote")).toBeVisible();
  // Her second post waits too, shown to her alone, marked.
  await expect(mine.locator("[data-held-post]")).toContainText(es.t("forums:held.label"));
  await other.reload();
  await expect(other.locator("[data-reply]", { hasText: "¡Gracias, funcionó!" })).toHaveCount(0);

  // The thread's author marks Marta's answer as the solution without JavaScript (decision 091): back at it, marked, pointed to from the top.
  await cook
    .locator(`[data-reply="${answerId}"]`)
    .getByRole("button", { name: es.t("forums:solutionForm.mark") })
    .click();
  await expect(cook).toHaveURL(new RegExp(`#reply-${answerId}$`));
  await expect(cook.locator(`[data-reply="${answerId}"]`)).toContainText(es.t("forums:solution"));
  await expect(cook.locator("[data-solution-link]")).toContainText(es.t("forums:solutionPointer.link", { name: "Marta Gil" }));
  await expect(cook.locator("[data-thread-moderation]")).toHaveCount(0);

  // The admin moderates, without JavaScript in English: the reason is required (the typed text stays), then the thread is pinned.
  const moderator = await signedInPage({ as: "admin", locale: "en", javaScript: false });
  await moderator.goto(`/en${threadAddress}`);
  const moderation = moderator.locator("[data-thread-moderation-form]");
  const reason = moderation.getByLabel(en.t("forums:moderationForm.reason"));
  await reason.fill("ok");
  await moderation.getByRole("button", { name: en.t("forums:moderationForm.pin") }).click();
  await expect(moderation.getByText(en.t("forums:errors.reason", { min: 3, max: 300 }))).toBeVisible();
  await expect(moderator.locator("[data-thread-moderation-form]").getByLabel(en.t("forums:moderationForm.reason"))).toHaveValue("ok");
  await moderator.locator("[data-thread-moderation-form]").getByLabel(en.t("forums:moderationForm.reason")).fill("Useful to everyone who cooks rice");
  await moderator
    .locator("[data-thread-moderation-form]")
    .getByRole("button", { name: en.t("forums:moderationForm.pin") })
    .click();
  await expect(moderator).toHaveURL(/#thread-moderation$/);
  await expect(moderator.locator("[data-thread-moderation-form]").getByRole("button", { name: en.t("forums:moderationForm.unpin") })).toBeVisible();
  await expect(moderator.locator("[data-moderation-notice='pin']")).toBeVisible();

  // The admin approves her held reply on the queue, without JavaScript in English (decision 094).
  await moderator.goto("/en/admin/moderation");
  await moderator
    .locator("[data-held-post]", { hasText: "¡Gracias, funcionó!" })
    .getByRole("button", { name: en.t("admin:moderation.approveNamed", { name: member.name, title }) })
    .click();
  await expect(moderator.getByRole("status")).toHaveText(en.t("admin:moderation.notice.approved"));

  // A visitor sees both, the reaction counted as text, and no watch form.
  await page.goto(threadAddress);
  await expect(page.locator("[data-reply]", { hasText: "¡Gracias, funcionó!" })).toBeVisible();
  await expect(page.locator("[data-opening-post] [data-reaction='yum']")).toContainText("1");
  await expect(page.locator("[data-opening-post] button[data-reaction]")).toHaveCount(0);
  await expect(page.locator("[data-thread-watch]")).toHaveCount(0);
  // The moderation history is public, the reason is not (decision 091); nobody else gets the controls.
  await expect(page.locator("[data-moderation-notice='pin']")).toBeVisible();
  await expect(page.locator("[data-moderation-notice='solve']")).toBeVisible();
  await expect(page.getByText("Useful to everyone who cooks rice")).toHaveCount(0);
  // A reply's history is public (decision 101), here in English.
  await page.goto(`/en${threadAddress}/history/${answerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.t("forums:history.title"));
  await expect(page.locator("[data-revision]")).toContainText(en.t("forums:history.replacedBy", { name: "Marta Gil" }));
  await expectNoAxeViolations(page);
  await expect(page.locator("[data-solution-form], [data-thread-moderation]")).toHaveCount(0);

  // Without JavaScript in English, a refusal keeps what was typed (a title too short).
  await cook.goto("/en/forums/t/new");
  const english = cook.locator("[data-new-thread-form]");
  await english.getByLabel(en.t("forums:newForm.category")).selectOption("utensilios");
  await english.getByLabel(en.t("forums:newForm.threadTitle")).fill("Short");
  await english.getByLabel(en.t("forums:newForm.text")).fill("Which pan?");
  await english.getByRole("button", { name: en.t("forums:newForm.submit") }).click();
  await expect(cook.getByText(en.t("forums:errors.titleLength", { min: 8, max: 140 }))).toBeVisible();
  await expect(english.getByLabel(en.t("forums:newForm.text"))).toHaveValue("Which pan?");

  // With JavaScript: the thread with its reply form, solution buttons and moderation form (the admin's), and the new-thread form pass axe.
  const withScript = await signedInPage({ as: "admin" });
  await withScript.goto(threadAddress);
  await expect(withScript.locator("[data-reply-form]")).toBeVisible();
  await expect(withScript.locator("[data-thread-moderation-form]")).toBeVisible();
  await expectNoAxeViolations(withScript);
  await gotoHydrated(withScript, "/en/forums/t/new");
  const newThread = withScript.locator("[data-new-thread-form]");
  await expect(newThread).toBeVisible();
  await expectNoAxeViolations(withScript);
  // Its draft (decision 102): category, title and text come back after a reload, said above the form.
  await newThread.getByLabel(en.t("forums:newForm.category")).selectOption("dietas");
  await newThread.getByLabel(en.t("forums:newForm.threadTitle")).fill(`A draft kept in this browser ${stamp}`);
  await newThread.getByLabel(en.t("forums:newForm.text")).fill("Half written, to finish tomorrow.");
  await reloadHydrated(withScript);
  await expect(newThread.locator("[data-draft-restored]")).toContainText(en.t("forums:draft.restored"));
  await expect(newThread.getByLabel(en.t("forums:newForm.category"))).toHaveValue("dietas");
  await expect(newThread.getByLabel(en.t("forums:newForm.threadTitle"))).toHaveValue(`A draft kept in this browser ${stamp}`);
  await expect(newThread.getByLabel(en.t("forums:newForm.text"))).toHaveValue("Half written, to finish tomorrow.");
});

test("with JavaScript, the reply form previews as one types, keeps a draft across a reload until the post, and quotes a selected fragment", async ({ request, signedInPage }) => {
  const stamp = Date.now();
  const found = (await (await request.get(`/api/forums/search?q=${encodeURIComponent("sear scallops")}`)).json()) as { data: { key: string; title: string }[] };
  const thread = found.data.find((item) => item.title === "How do you get a proper sear on scallops?")!;
  const page = await signedInPage({ as: "sarah-kim", locale: "en" });
  await gotoHydrated(page, `/en/forums/t/${thread.key}`);
  const form = page.locator("[data-reply-form]");
  const box = form.getByRole("textbox", { name: en.t("forums:replyForm.text"), exact: true });
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("sazon:forum-draft:")));

  // Live preview: after a pause in the typing, the server's rendering, in the polite region under the form.
  const previewed = page.waitForResponse((response) => new URL(response.url()).pathname === "/resources/forum-preview");
  const text = `Pat them **really** dry first (${stamp}).`;
  await box.fill(text);
  expect((await previewed).status()).toBe(200);
  await expect(page.locator("[data-live-preview][aria-live='polite'] [data-post-preview-box] strong")).toHaveText("really");

  // The draft survives a reload, said above the form, its preview shown again.
  await reloadHydrated(page);
  await expect(box).toHaveValue(text);
  await expect(form.locator("[data-draft-restored]")).toContainText(en.t("forums:draft.restored"));
  await expect(page.locator("[data-post-preview-box] strong")).toHaveText("really");
  await expectNoAxeViolations(page);
  // Discarded: gone from the box and the browser, the focus back in the box.
  await form.getByRole("button", { name: en.t("forums:draft.discard") }).click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await expect(form.locator("[data-draft-restored]")).toHaveCount(0);
  expect(await drafts()).toEqual([]);

  // A fragment selected in a reply is quoted with its author, without a page load, and the box takes the focus.
  const reply = page.locator("[data-reply]").first();
  const author = (await reply.locator("[data-post-author]").textContent())!.trim();
  const fragment = await reply.locator("[data-post-body]").evaluate((body) => {
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && (node.textContent ?? "").trim().length < 12) node = walker.nextNode();
    const range = document.createRange();
    range.setStart(node!, 0);
    range.setEnd(node!, 12);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return range.toString().trim();
  });
  await reply.getByRole("link", { name: en.t("forums:quoteOf", { name: author }) }).click();
  await expect(box).toHaveValue(`> **${author}:**\n> ${fragment}\n\n`);
  await expect(box).toBeFocused();
  await expect(page.locator("[data-quoting]")).toHaveText(en.t("forums:replyForm.quoting", { name: author }));
  expect(new URL(page.url()).search).toBe("");

  // Posted: the reply shows, quoting that reply; the box is empty and the draft forgotten.
  await box.pressSequentially(`Thanks (${stamp})`);
  await expect.poll(drafts).toHaveLength(1);
  await form.getByRole("button", { name: en.t("forums:replyForm.submit") }).click();
  const mine = page.locator("[data-reply]", { hasText: `Thanks (${stamp})` });
  await expect(mine).toBeVisible();
  await expect(mine.locator("[data-quoted-reply]")).toContainText(author);
  await expect(box).toHaveValue("");
  expect(await drafts()).toEqual([]);
});
