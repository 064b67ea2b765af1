import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import type { Locale } from "./labels";
import { collectHydrationErrors, gotoHydrated } from "./support";

// React hydrates the server's HTML in place. If it cannot (markup that differs, or an update
// reaching a part that has not hydrated yet: React's #418, #421, #422, #423), it throws that part
// away and renders it again, and whatever the member had typed or chosen in it is gone.

/**
 * The member pages with forms and on-demand parts (the bell, the account menu, the review form); the
 * recipe page twice: the second view is the one kept for the member's session (decision 096) unless
 * another member's write moved the member version in between, which the other worker's tests do at
 * any moment, so whether it was kept is not asserted here (tests/process/page-cache.test.ts does).
 */
const memberPages = ["/receta/croquetas-de-jamon", "/receta/croquetas-de-jamon", "/user/dashboard", "/agregar"];

for (const locale of ["es", "en"] as Locale[]) {
  test(`a member's pages hydrate as the server rendered them, keeping their forms (${locale})`, async ({ signedInPage }) => {
    const { prefix } = labels(locale);
    const page = await signedInPage({ as: newMember(), locale });
    const errors = collectHydrationErrors(page);
    await page.addInitScript(() => {
      const replaced: string[] = [];
      Object.assign(window, { replacedForms: replaced });
      new MutationObserver((records) => {
        for (const record of records) {
          // The header shows one of its two layouts once it knows the screen's width: that is by design.
          if (!(record.target instanceof Element) || !record.target.closest("main")) continue;
          for (const node of record.removedNodes) if (node instanceof Element && (node.matches("form") || node.querySelector("form"))) replaced.push(node.outerHTML.slice(0, 120));
        }
      }).observe(document, { subtree: true, childList: true });
    });
    for (const path of memberPages) {
      await gotoHydrated(page, `${prefix}${path}`);
      await expect(page.locator("[data-account-menu]")).toBeVisible();
      if (path.startsWith("/receta/")) {
        await expect(page.locator('[data-review-form="create"]')).toBeVisible();
        // The member's on-demand forms, and the later translations they use, were there before hydrating (decision 082).
        await expect(page.locator("[data-add-to-menu]")).toBeVisible();
        await expect(page.locator('link[data-translations-preload="later"]')).toHaveCount(1);
      }
      // A moment for late updates: the bell's count, the live connection.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { replacedForms: string[] }).replacedForms), `${path}: forms rendered again`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

/** The pages a visitor lands on most: a page re-rendered after hydration also paints its largest element again, late. */
const visitorPages = ["/", "/receta/sangria", "/buscar/?q=pollo", "/categoria/espanola"];

for (const locale of ["es", "en"] as Locale[]) {
  test(`a visitor's pages hydrate as the server rendered them (${locale})`, async ({ page }) => {
    const { prefix } = labels(locale);
    const errors = collectHydrationErrors(page);
    for (const path of visitorPages) {
      await gotoHydrated(page, `${prefix}${path}`);
      // A visitor's first view needs the first translations file only (decision 082).
      await expect(page.locator('link[data-translations-preload="later"]'), path).toHaveCount(0);
      await page.waitForTimeout(300);
    }
    expect(errors).toEqual([]);
  });
}
