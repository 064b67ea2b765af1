import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../api/seed/data/people";
import { readOutbox } from "../../api/mail/mailer";
import { expect, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations, waitForPageHydration } from "./support";
import { ports } from "./ports";

const outboxDir = path.resolve("tests/.tmp/e2e/in-process/outbox");
const member = { email: "marta-gil@example.com", password: DEMO_PASSWORD };
const password = "mi-clave-de-cocina-1";
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

async function latestMail(to: string, kind: string) {
  await expect.poll(async () => (await readOutbox(outboxDir)).some((mail) => mail.to === to && mail.kind === kind)).toBe(true);
  return (await readOutbox(outboxDir)).filter((mail) => mail.to === to && mail.kind === kind).at(-1)!;
}

const es = labels("es");
const en = labels("en");

/** Signs in through the sign-in page: the form itself is what these tests are about (others use the signedInPage fixture). */
async function signIn(page: Page, email: string, secret: string, locale: Locale = "es") {
  const { prefix, t } = labels(locale);
  await page.goto(`${prefix}/sign-in`);
  await page.getByLabel(t("auth:fields.email")).fill(email);
  await page.getByRole("textbox", { name: t("auth:fields.password"), exact: true }).fill(secret);
  await page.getByRole("button", { name: t("auth:signIn.submit") }).click();
}

async function signUp(page: Page, email: string, locale: Locale = "es") {
  const { prefix, t } = labels(locale);
  await page.goto(`${prefix}/sign-up`);
  await page.getByLabel(t("auth:fields.name")).fill("Carla Prueba");
  await page.getByLabel(t("auth:fields.email")).fill(email);
  await page.getByRole("textbox", { name: t("auth:fields.password"), exact: true }).fill(password);
  await page.getByLabel(t("auth:fields.passwordConfirmation")).fill(password);
  await page.getByRole("button", { name: t("auth:signUp.submit") }).click();
}

test.describe("accounts", () => {
  for (const locale of ["es", "en"] as const) {
    const { prefix, t } = labels(locale);
    test(`sign up, verify by mail, reach the dashboard, sign out (${locale})`, async ({ page }) => {
      const email = uniqueEmail("alta");
      await signUp(page, email, locale);
      await expect(page).toHaveURL(`${prefix}/auth/verify-email`);
      await expect(page.getByText(email)).toBeVisible();

      // Unverified: confined to public pages and the verification page.
      await page.goto(`${prefix}/settings/profile`);
      await expect(page).toHaveURL(`${prefix}/auth/verify-email`);
      expect((await page.goto(`${prefix}/faq`))?.status()).toBe(200);

      const mail = await latestMail(email, "email-verification");
      expect(mail.locale).toBe(locale);
      await page.goto(mail.links.verify!);
      await expect(page).toHaveURL(`${prefix}/auth/verify-email-success`);
      // The first screen after verifying is the short onboarding (decision 071), not the points panel.
      await page.getByRole("link", { name: t("auth:verify.toWelcome") }).click();
      await expect(page).toHaveURL(`${prefix}/bienvenida`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:welcome.title"));
      await page
        .getByRole("group", { name: t("home:welcome.diets") })
        .getByText(locale === "es" ? "Vegetariana" : "Vegetarian", { exact: true })
        .click();
      await page.getByRole("button", { name: t("home:welcome.save") }).click();
      await expect(page).toHaveURL(prefix || "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:week.title", { name: "Carla Prueba" }));
      await page.goto(`${prefix}/user/dashboard`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Carla");

      // The link works once.
      await page.goto(mail.links.verify!);
      await expect(page).toHaveURL(`${prefix}/auth/verify-email-already`);

      await page.goto(`${prefix}/user/dashboard`);
      await page.locator("[data-account-menu]").click();
      await page.locator("[data-sign-out]").click();
      await expect(page).toHaveURL(`${prefix}/sign-in`);
      await page.goto(`${prefix}/user/dashboard`);
      await expect(page).toHaveURL(`${prefix}/sign-in?redirectTo=${encodeURIComponent(`${prefix}/user/dashboard`)}`);
    });
  }

  // The UI sign-in test: a member types into the sign-in page. (The redirect, reset and no-JavaScript
  // tests below use the form too, because the form is what they test; every other spec starts signed
  // in with the signedInPage fixture of fixtures.ts.)
  test("a wrong password gets §8's message and keeps the e-mail; the right one signs in", async ({ page }) => {
    await signIn(page, member.email, "no-es-esta");
    // §8's message comes from the API (api/locales).
    await expect(page.getByRole("alert")).toHaveText("Credenciales incorrectas. Verifica tu email y contraseña.");
    await expect(page.getByLabel(es.t("auth:fields.email"))).toHaveValue(member.email);
    await expect(page.getByRole("textbox", { name: es.t("auth:fields.password"), exact: true })).toHaveValue("");
    await page.getByRole("textbox", { name: es.t("auth:fields.password"), exact: true }).fill(member.password);
    await page.getByRole("button", { name: es.t("auth:signIn.submit") }).click();
    await expect(page).toHaveURL("/user/dashboard");
    await expectNoAxeViolations(page);
  });

  test("forgot → reset: the old password fails and the new one works", async ({ page }) => {
    const email = uniqueEmail("olvido");
    await signUp(page, email, "en");
    // The verification page offers signing out (wrong address?).
    await page.locator("[data-sign-out]").click();
    await expect(page).toHaveURL("/en/sign-in");

    await page.goto("/en/auth/forgot-password");
    await page.getByLabel(en.t("auth:fields.email")).fill(email);
    await page.getByRole("button", { name: en.t("auth:forgot.submit") }).click();
    await expect(page.getByRole("status")).toHaveText("Reset link sent.");
    const mail = await latestMail(email, "password-reset");
    await page.goto(mail.links.reset!);
    const newPassword = "una-clave-nueva-22";
    await page.getByLabel(en.t("auth:fields.newPassword")).fill(newPassword);
    await page.getByLabel(en.t("auth:fields.passwordConfirmation")).fill(newPassword);
    await page.getByRole("button", { name: en.t("auth:reset.submit") }).click();
    await expect(page).toHaveURL("/en/sign-in?reset=1");
    await expect(page.getByRole("status")).toHaveText(en.t("auth:signIn.passwordReset"));

    await signIn(page, email, password, "en");
    await expect(page.getByRole("alert")).toHaveText("Incorrect credentials. Check your email and password.");
    await signIn(page, email, newPassword, "en");
    await expect(page).toHaveURL("/en/user/dashboard");
  });

  test("guards: back to where you were going after sign-in, in your language; guests-only pages; admin", async ({ page }) => {
    await page.goto("/en/settings/profile");
    await expect(page).toHaveURL(`/en/sign-in?redirectTo=${encodeURIComponent("/en/settings/profile")}`);
    await page.getByLabel(en.t("auth:fields.email")).fill(member.email);
    await page.getByRole("textbox", { name: en.t("auth:fields.password"), exact: true }).fill(member.password);
    await page.getByRole("button", { name: en.t("auth:signIn.submit") }).click();
    await expect(page).toHaveURL("/en/settings/profile");
    await expectNoAxeViolations(page);

    for (const guestOnly of ["/sign-in", "/sign-up", "/auth/sign-in", "/auth/sign-up", "/auth/login-form-only"]) {
      await page.goto(guestOnly);
      await expect(page).toHaveURL("/user/dashboard");
    }
    const forbidden = await page.goto("/admin/cache");
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.t("common:errors.forbiddenTitle"));
    // Public pages stay open to a member.
    expect((await page.goto("/buscar/"))?.status()).toBe(200);
  });

  test("the admin passes the admin guard; visitors are sent to sign in first", async ({ page, signedInPage }) => {
    await page.goto("/admin/cache");
    await expect(page).toHaveURL(`/sign-in?redirectTo=${encodeURIComponent("/admin/cache")}`);
    const adminPage = await signedInPage({ as: "admin" });
    await adminPage.goto("/admin/cache");
    // No admin page exists yet: past the guard, the address is simply not found.
    await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(es.t("common:errors.notFoundTitle"));
  });

  test("sign-up and sign-in work without JavaScript, keeping what was typed but never the password", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sign-up");
    await page.getByLabel(es.t("auth:fields.name")).fill("Jo");
    await page.getByLabel(es.t("auth:fields.email")).fill("no-es-un-correo");
    await page.getByRole("textbox", { name: es.t("auth:fields.password"), exact: true }).fill("corta");
    await page.getByLabel(es.t("auth:fields.passwordConfirmation")).fill("otra");
    await page.getByRole("button", { name: es.t("auth:signUp.submit") }).click();
    await expect(page.getByLabel(es.t("auth:fields.email"))).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('[data-field-error="email"]')).toHaveText(es.t("auth:validation.email"));
    await expect(page.locator('[data-field-error="password"]')).toHaveText(es.t("auth:validation.passwordLength", { min: 8, max: 128 }));
    await expect(page.getByLabel(es.t("auth:fields.email"))).toHaveValue("no-es-un-correo");
    await expect(page.getByLabel(es.t("auth:fields.name"))).toHaveValue("Jo");
    await expect(page.getByRole("textbox", { name: es.t("auth:fields.password"), exact: true })).toHaveValue("");

    const email = uniqueEmail("sinjs");
    await page.getByLabel(es.t("auth:fields.name")).fill("Jorge Sin Script");
    await page.getByLabel(es.t("auth:fields.email")).fill(email);
    await page.getByRole("textbox", { name: es.t("auth:fields.password"), exact: true }).fill(password);
    await page.getByLabel(es.t("auth:fields.passwordConfirmation")).fill(password);
    await page.getByRole("button", { name: es.t("auth:signUp.submit") }).click();
    await expect(page).toHaveURL("/auth/verify-email");

    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const second = await fresh.newPage();
    await signIn(second, member.email, member.password);
    await expect(second).toHaveURL("/user/dashboard");
    await context.close();
    await fresh.close();
  });

  test("forms with errors stay accessible", async ({ page }) => {
    await page.goto("/sign-up");
    // Focus management is the browser script's job: submit once the page is interactive.
    await waitForPageHydration(page);
    await page.getByRole("button", { name: es.t("auth:signUp.submit") }).click();
    await expect(page.locator('[data-field-error="email"]')).toHaveText(es.t("auth:validation.required"));
    await expect(page.getByLabel(es.t("auth:fields.name"))).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto("/auth/forgot-password");
    await expectNoAxeViolations(page);
  });

  test("an e-mail already registered is refused next to the field", async ({ page }) => {
    await page.goto("/en/sign-up");
    await page.getByLabel(en.t("auth:fields.name")).fill("Marta Otra");
    await page.getByLabel(en.t("auth:fields.email")).fill(member.email);
    await page.getByRole("textbox", { name: en.t("auth:fields.password"), exact: true }).fill(password);
    await page.getByLabel(en.t("auth:fields.passwordConfirmation")).fill(password);
    await page.getByRole("button", { name: en.t("auth:signUp.submit") }).click();
    // The API's message (api/locales).
    await expect(page.locator('[data-field-error="email"]')).toHaveText("An account with this email already exists.");
  });
});

test.describe("social sign-in against the local provider", () => {
  // One provider queue: these run one after the other.
  test.describe.configure({ mode: "serial" });
  async function nextProfile(profile: Record<string, unknown>) {
    const response = await fetch(`http://127.0.0.1:${ports.oauthControl}/next-profile`, { method: "POST", body: JSON.stringify(profile) });
    expect(response.status).toBe(204);
  }

  test("Google: a new member, then the same member again", async ({ page }) => {
    const sub = `google-${Date.now()}`;
    const email = uniqueEmail("google");
    await nextProfile({ sub, email, email_verified: true, name: "Gloria Google" });
    await page.goto("/en/sign-in");
    await page.locator('[data-social="google"]').click();
    await expect(page).toHaveURL("/en/user/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Gloria");

    await page.context().clearCookies();
    await nextProfile({ sub, email, email_verified: true, name: "Gloria Google" });
    await page.goto("/sign-in");
    await page.locator('[data-social="google"]').click();
    await expect(page).toHaveURL("/user/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Gloria");
  });

  test("Facebook: a new member, then the same member again", async ({ page }) => {
    const id = `fb-new-${Date.now()}`;
    const email = uniqueEmail("facebook");
    await nextProfile({ id, email, name: "Fabio Facebook" });
    await page.goto("/sign-in");
    await page.locator('[data-social="facebook"]').click();
    await expect(page).toHaveURL("/user/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fabio");

    await page.context().clearCookies();
    await nextProfile({ id, email, name: "Fabio Facebook" });
    await page.goto("/en/sign-in");
    await page.locator('[data-social="facebook"]').click();
    await expect(page).toHaveURL("/en/user/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fabio");
  });

  test("Facebook: links to the existing account with that e-mail", async ({ page }) => {
    await nextProfile({ id: `fb-${Date.now()}`, email: member.email, name: "Marta en Facebook" });
    await page.goto("/sign-in");
    await page.locator('[data-social="facebook"]').click();
    await expect(page).toHaveURL("/user/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Marta");
  });
});
