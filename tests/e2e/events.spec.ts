import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * Events (issue 34, decision 106): without JavaScript, in Spanish, a new member joins a full
 * event's waitlist and a member going gives up her place, which the first waiting takes; in
 * English, with JavaScript, the demo host creates an event and cancels it, and a member without
 * the role is told hosting needs it.
 */
const es = labels("es");
const en = labels("en");
const FULL = "tapas-night-in-london";

test("without JavaScript: a visitor is invited to sign in, a full event waitlists, a place given up goes to the first waiting", async ({ page, signedInPage }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: es.t("events:title") })).toBeVisible();
  // The demo's coming and past events (the XSS corpus and the English journey add coming ones of their own).
  for (const slug of ["paella-en-directo", "tacos-al-pastor-desde-mexico", FULL, "merienda-de-churros-con-chocolate"]) {
    await expect(page.locator(`[data-events-upcoming] [data-event-card="${slug}"]`)).toHaveCount(1);
  }
  for (const slug of ["taller-de-tortilla-de-patatas", "ramen-shoyu-paso-a-paso"]) await expect(page.locator(`[data-events-past] [data-event-card="${slug}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto(`/events/${FULL}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Noche de tapas en Londres");
  await expect(page.locator("[data-event-zone]")).toHaveText(es.t("events:zoneNote", { zone: "Europe/London" }));
  await expect(page.locator("[data-event-sign-in]")).toHaveAttribute("href", `/sign-in?redirectTo=${encodeURIComponent(`/events/${FULL}#rsvp`)}`);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((block) => block.includes('"@type":"Event"') && block.includes('"remainingAttendeeCapacity":0'))).toBe(true);
  await expectNoAxeViolations(page);
  const ics = await page.request.get(`/api/events/${FULL}/ics`);
  expect(await ics.text()).toContain("TZID:Europe/London");

  const newcomer = await signedInPage({ as: newMember(), javaScript: false });
  await newcomer.goto(`/events/${FULL}`);
  await newcomer.getByRole("button", { name: es.t("events:rsvp.signUpWaitlist") }).click();
  await expect(newcomer.locator("[data-event-status='waitlisted']")).toHaveText(es.t("events:rsvp.waitlisted", { position: 3 }));

  // Laura, going, gives up her place: Sofía, first on the waitlist, takes it; the newcomer moves up.
  const laura = await signedInPage({ as: "lauramendez", javaScript: false });
  await laura.goto(`/events/${FULL}`);
  await expect(laura.locator("[data-event-status='going']")).toBeVisible();
  await laura.getByRole("button", { name: es.t("events:rsvp.leave") }).click();
  await expect(laura.getByRole("button", { name: es.t("events:rsvp.signUpWaitlist") })).toBeVisible();
  await newcomer.reload();
  await expect(newcomer.locator("[data-event-status='waitlisted']")).toHaveText(es.t("events:rsvp.waitlisted", { position: 2 }));
});

test("in English: the host creates an event and cancels it; a member without the role is told hosting needs it", async ({ signedInPage }) => {
  const member = await signedInPage({ as: newMember(), locale: "en" });
  await gotoHydrated(member, "/en/events/manage");
  await expect(member.locator("[data-manage-needs-host]")).toHaveText(en.t("events:manage.needsHost"));
  await expectNoAxeViolations(member);

  const host = await signedInPage({ as: "grace-holloway", locale: "en" });
  await gotoHydrated(host, "/en/events/manage");
  // Who waits for the full event: Diego, second in the demo, waits whatever the Spanish journey beside this one has done (it joins and moves the queue).
  await expect(host.locator("[data-managed-event='tapas-night-in-london'] [data-event-waitlist] li", { hasText: "Diego Vargas" })).toHaveCount(1);
  await expectNoAxeViolations(host);
  await host.locator("[data-manage-new]").click();
  await expect(host.getByRole("heading", { level: 1, name: en.t("events:form.newTitle") })).toBeVisible();
  await host.getByLabel(en.t("events:form.title_es")).fill("Cena de prueba en línea");
  await host.getByLabel(en.t("events:form.title_en")).fill("Online test supper");
  await host.getByLabel(en.t("events:form.description_es")).fill("Cocinamos juntos una cena sencilla en directo.");
  await host.getByLabel(en.t("events:form.description_en")).fill("We cook a simple supper together, live.");
  await host.getByLabel(en.t("events:form.mode")).selectOption("online");
  await host.getByLabel(en.t("events:form.starts")).fill("2031-02-10T19:00");
  await host.getByLabel(en.t("events:form.ends")).fill("2031-02-10T18:00");
  await host.getByLabel(en.t("events:form.timeZone")).fill("America/New_York");
  await host.getByLabel(en.t("events:form.onlineUrl")).fill("https://meet.example.com/supper");
  await host.getByLabel(en.t("events:form.recipes")).fill("gazpacho-andaluz");
  await expectNoAxeViolations(host);
  await host.locator("[data-event-submit]").click();
  // The API's refusal comes back on its field, with what was typed kept.
  await expect(host.getByText("The end must come after the start.")).toBeVisible();
  await expect(host.getByLabel(en.t("events:form.title_en"))).toHaveValue("Online test supper");
  await host.getByLabel(en.t("events:form.ends")).fill("2031-02-10T21:00");
  await host.locator("[data-event-submit]").click();
  await expect(host.getByText(en.t("events:manage.created"))).toBeVisible();
  const created = host.locator("[data-managed-event='cena-de-prueba-en-linea-2031-02-10']");
  await expect(created).toContainText("Online test supper");

  await gotoHydrated(host, "/en/events/cena-de-prueba-en-linea-2031-02-10");
  await expect(host.locator("[data-event-where] a")).toHaveText(en.t("events:joinLink"));
  await expect(host.locator("[data-event-recipes] [data-recipe-card]")).toHaveCount(1);
  await expectNoAxeViolations(host);

  await gotoHydrated(host, "/en/events/manage");
  await created.getByText(en.t("events:manage.cancel")).first().click();
  await host.locator("[data-manage-cancel='cena-de-prueba-en-linea-2031-02-10']").click();
  await expect(host.getByText(en.t("events:manage.cancelled"))).toBeVisible();
  await gotoHydrated(host, "/en/events/cena-de-prueba-en-linea-2031-02-10");
  await expect(host.locator("[data-event-status='cancelled']")).toHaveText(en.t("events:rsvp.cancelled"));
});
