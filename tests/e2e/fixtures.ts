import { randomUUID } from "node:crypto";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { admin, DEMO_PASSWORD, members, staff } from "../../api/seed/data/people";
import { readOutbox } from "../../api/mail/mailer";
import { labels, type Locale } from "./labels";

export { expect };

/** A member made for one test: pass it as `as` and the fixture creates the account through the API. */
interface NewMember {
  name: string;
  email: string;
  password: string;
  /** Verified by the link of its verification mail (default); unverified members are held at /auth/verify-email. */
  verified: boolean;
}

/** A new member's details, unique across workers and runs; the account is made when it signs in. */
export function newMember(fields: Partial<NewMember> = {}): NewMember {
  return { name: "Carla Prueba", email: `miembro-${randomUUID().slice(0, 12)}@example.com`, password: "clave-de-prueba-1", verified: true, ...fields };
}

export interface SignInOptions {
  /** A demo account by username ("marta-gil", "ines-calvo", "admin"; api/seed/data/people.ts) or a new member (`newMember()`). */
  as: string | NewMember;
  /** The language the member signs in in: the sign-in form posted is /sign-in or /en/sign-in. Default es. */
  locale?: Locale;
  /** Default true. */
  javaScript?: boolean;
}

/** Where the in-process server (playwright.config.ts) writes its mail. */
const outboxDir = path.resolve("tests/.tmp/e2e/in-process/outbox");

function demoAccount(username: string) {
  const account = username === admin.username ? admin : [...staff, ...members].find((member) => member.username === username);
  if (!account) throw new Error(`"${username}" is not a demo account (api/seed/data/people.ts)`);
  return { email: account.email, password: DEMO_PASSWORD };
}

/** Creates the account through the API (POST /api/register) and, unless told otherwise, follows its verification link. */
export async function registerMember(request: APIRequestContext, member: NewMember, locale: Locale) {
  const headers = { Accept: "application/json", "Accept-Language": locale };
  const data = { name: member.name, email: member.email, password: member.password, password_confirmation: member.password };
  const created = await request.post("/api/register", { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  if (!member.verified) return;
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await readOutbox(outboxDir)).findLast((mail) => mail.to === member.email && mail.kind === "email-verification")?.links.verify))
    .toBeTruthy();
  const verified = await request.get(link!, { maxRedirects: 0 });
  expect(verified.headers().location).toMatch(/\/auth\/verify-email-success$/);
}

/**
 * Signs in without the sign-in page: the site's sign-in action is posted to directly (it asks the
 * API for a token and answers with the real session cookie), and that cookie starts a new browser
 * context. Returns a page of that context, not navigated yet.
 */
async function signIn(request: APIRequestContext, { as, locale = "es" }: SignInOptions) {
  const { prefix } = labels(locale);
  const credentials = typeof as === "string" ? demoAccount(as) : as;
  if (typeof as !== "string") await registerMember(request, as, locale);
  const response = await request.post(`${prefix}/sign-in`, { form: { email: credentials.email, password: credentials.password, redirectTo: "" }, maxRedirects: 0 });
  expect(response.status(), `sign-in as ${credentials.email}: ${response.status()}`).toBe(302);
  const unverified = typeof as !== "string" && !as.verified;
  expect(response.headers().location).toBe(`${prefix}${unverified ? "/auth/verify-email" : "/user/dashboard"}`);
  const state = await request.storageState();
  expect(state.cookies.map((cookie) => cookie.name)).toContain("__session");
  return state;
}

export const test = base.extend<{ signedInPage: (options: SignInOptions) => Promise<Page> }>({
  signedInPage: async ({ browser, baseURL, playwright }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      // As the sign-in page's own post would say (server/cross-site-guard.ts refuses a post that says nothing and carries no token).
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Sec-Fetch-Site": "same-origin" } });
      let storageState;
      try {
        storageState = await signIn(request, options);
      } finally {
        await request.dispose();
      }
      const context = await browser.newContext({ storageState, javaScriptEnabled: options.javaScript ?? true });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * For journeys that are the same in both languages, declared in a loop over both: each journey is
 * declared in one of them only, the languages taking turns from one journey to the next, so the
 * file still renders its pages in both (decision 062). Translation parity is
 * tests/unit/translations.test.ts's. Call the answer before each journey's `test(…)`:
 * `if (inThisTurn()) test(…)` (test() itself stays in the spec, so reports name the spec's line).
 */
export function journeysInTurn(locale: Locale): () => boolean {
  let journey = 0;
  return () => (journey++ % 2 === 0 ? "es" : "en") === locale;
}
