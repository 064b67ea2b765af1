import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { calendarFeed, type MealPlan, mealPlan, mealPlanPage, recipeChoices } from "../contract/meal-plans";
import { savedRecipes } from "../db/schema";
import { addDays, mondayOf, todayIn } from "../contract/plan-days";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * The meal planner and its calendar feeds through the API, on a real database: plans, entries of
 * the three kinds, copying a week, and feeds a calendar library reads; nobody but the owner reads
 * or changes a plan.
 */
const api = useTestApi({ RATE_LIMIT_SCALE: "100" });
const planAnswer = dataEnvelope(mealPlan);
const feedAnswer = dataEnvelope(calendarFeed);

interface Member {
  id: number;
  token: string;
}

async function member(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(api.db, overrides);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // iCalendar answers are text.
  }
  return { status: response.status, body, headers: response.headers };
}

async function newPlan(owner: Member, json: Record<string, unknown> = {}): Promise<MealPlan> {
  const answer = await call("/api/meal-plans", { method: "POST", token: owner.token, json });
  expect(answer.status).toBe(201);
  return planAnswer.parse(answer.body).data;
}

async function addEntry(owner: Member, planId: number, json: Record<string, unknown>) {
  return call(`/api/meal-plans/${planId}/entries`, { method: "POST", token: owner.token, json });
}

const thisMonday = () => mondayOf(todayIn("Europe/Madrid"));
let paella: number;

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const author = await createUser(api.db, { name: "Autora del Plan" });
  paella = await createRecipe(api.db, catalogue, author.id);
  await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug: "arroz-negro", title: { es: "Arroz negro", en: "Black rice" } }));
  await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug: "borrador", title: { es: "Borrador", en: "Draft" } }), { publishedAt: new Date("2999-01-01T00:00:00Z") });
});

describe("plans", () => {
  it("makes this week's plan by default, Monday to Sunday, named for the week in the caller's language", async () => {
    const ana = await member();
    const plan = await newPlan(ana);
    expect(plan).toMatchObject({ starts_on: thisMonday(), ends_on: addDays(thisMonday(), 6), days: 7, is_current: true, entries: [] });
    expect(plan.name).toMatch(/^Semana del \d+ de /);
    const english = planAnswer.parse((await call("/api/meal-plans", { method: "POST", token: ana.token, locale: "en", json: { starts_on: "2036-12-01", days: 3 } })).body).data;
    // A week far ahead: never the current one, whatever day the suite runs.
    expect(english).toMatchObject({ starts_on: "2036-12-01", ends_on: "2036-12-03", days: 3, name: "Week of 1 December", is_current: false });
  });

  it("finds or makes the current week's plan in one call", async () => {
    const ana = await member();
    const first = await call("/api/meal-plans/current-week", { method: "POST", token: ana.token });
    expect(first.status).toBe(201);
    const second = await call("/api/meal-plans/current-week", { method: "POST", token: ana.token });
    expect(second.status).toBe(200);
    expect(planAnswer.parse(second.body).data.id).toBe(planAnswer.parse(first.body).data.id);
  });

  it("lists the current plan first, then those to come soonest first, then past ones latest first", async () => {
    const ana = await member();
    const monday = thisMonday();
    const past = await newPlan(ana, { name: "Pasada", starts_on: addDays(monday, -14) });
    const later = await newPlan(ana, { name: "Dentro de dos", starts_on: addDays(monday, 14) });
    const soon = await newPlan(ana, { name: "La que viene", starts_on: addDays(monday, 7) });
    const lastWeek = await newPlan(ana, { name: "Anterior", starts_on: addDays(monday, -7) });
    const current = await newPlan(ana, { name: "Esta" });
    const page = mealPlanPage.parse((await call("/api/meal-plans", { token: ana.token })).body);
    expect(page.data.map((plan) => plan.id)).toEqual([current.id, soon.id, later.id, lastWeek.id, past.id]);
    expect(page.meta).toMatchObject({ total: 5, today: todayIn("Europe/Madrid"), time_zone: "Europe/Madrid" });
    const second = mealPlanPage.parse((await call("/api/meal-plans?per_page=2&page=2", { token: ana.token })).body);
    expect(second.data.map((plan) => plan.id)).toEqual([later.id, lastWeek.id]);
  });

  it("renames and changes dates, refusing dates that would leave entries out", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    const renamed = await call(`/api/meal-plans/${plan.id}`, { method: "PATCH", token: ana.token, json: { name: "  Navidad  ", days: 14 } });
    expect(planAnswer.parse(renamed.body).data).toMatchObject({ name: "Navidad", starts_on: "2026-12-07", ends_on: "2026-12-20", days: 14 });
    expect((await addEntry(ana, plan.id, { type: "note", day: "2026-12-18", slot: "dinner", note: "Cena fuera" })).status).toBe(201);
    const shrink = await call(`/api/meal-plans/${plan.id}`, { method: "PATCH", token: ana.token, json: { days: 7 } });
    expect(shrink.status).toBe(422);
    expect(validationErrorBody.parse(shrink.body).errors.days?.[0]).toContain("1 comidas");
    const unchanged = planAnswer.parse((await call(`/api/meal-plans/${plan.id}`, { token: ana.token })).body).data;
    expect(unchanged.days).toBe(14);
  });

  it("refuses bad input with field messages in the caller's language, and changes nothing", async () => {
    const ana = await member();
    for (const json of [{ days: 32 }, { days: 0 }, { starts_on: "2026-02-30" }, { starts_on: "mañana" }, { name: "" }, { name: "x".repeat(81) }]) {
      const answer = await call("/api/meal-plans", { method: "POST", token: ana.token, locale: "en", json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(validationErrorBody.parse(answer.body).errors)).toHaveLength(1);
    }
    expect(validationErrorBody.parse((await call("/api/meal-plans", { method: "POST", token: ana.token, json: { days: 40 } })).body).message).toContain("número de días");
    expect(mealPlanPage.parse((await call("/api/meal-plans", { token: ana.token })).body).meta.total).toBe(0);
  });

  it("deletes a plan with its entries", async () => {
    const ana = await member();
    const plan = await newPlan(ana);
    await addEntry(ana, plan.id, { type: "recipe", day: plan.starts_on, slot: "lunch", recipe: "paella-valenciana" });
    expect((await call(`/api/meal-plans/${plan.id}`, { method: "DELETE", token: ana.token })).status).toBe(200);
    expect((await call(`/api/meal-plans/${plan.id}`, { token: ana.token })).status).toBe(404);
  });
});

describe("entries", () => {
  it("adds recipes by id, slug or address at the servings asked (the recipe's by default), notes and leftovers", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    expect((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: String(paella), servings: 6 })).status).toBe(201);
    await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-08", slot: "lunch", recipe: "https://sazon.example/en/receta/arroz-negro?servings=2" });
    await addEntry(ana, plan.id, { type: "note", day: "2026-12-08", slot: "breakfast", note: "Tostadas con tomate" });
    const dinner = planAnswer.parse((await call(`/api/meal-plans/${plan.id}`, { token: ana.token })).body).data.entries.find((entry) => entry.slot === "dinner")!;
    const leftovers = await addEntry(ana, plan.id, { type: "leftovers", day: "2026-12-09", slot: "lunch", leftovers_of: dinner.id, servings: 2 });
    expect(leftovers.status).toBe(201);
    const entries = planAnswer.parse(leftovers.body).data.entries;
    expect(entries.map((entry) => [entry.day, entry.slot, entry.kind, entry.recipe?.slug ?? entry.note, entry.servings])).toEqual([
      ["2026-12-07", "dinner", "recipe", "paella-valenciana", 6],
      ["2026-12-08", "lunch", "recipe", "arroz-negro", 4],
      ["2026-12-08", "breakfast", "note", "Tostadas con tomate", null],
      ["2026-12-09", "lunch", "leftovers", "paella-valenciana", 2],
    ]);
    expect(entries[3]!.leftovers_of).toEqual({ id: dinner.id, day: "2026-12-07", slot: "dinner" });
  });

  it("refuses what does not fit: a day outside the plan, an unpublished recipe, leftovers before their cook or of a note", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    const cook = planAnswer.parse((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-08", slot: "lunch", recipe: "paella-valenciana" })).body).data.entries[0]!;
    const note = planAnswer
      .parse((await addEntry(ana, plan.id, { type: "note", day: "2026-12-07", slot: "lunch", note: "Comer fuera" })).body)
      .data.entries.find((e) => e.kind === "note")!;
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "note", day: "2026-12-14", slot: "lunch", note: "Fuera" }, "day"],
      [{ type: "recipe", day: "2026-12-07", slot: "lunch", recipe: "borrador" }, "recipe"],
      [{ type: "recipe", day: "2026-12-07", slot: "lunch", recipe: "no-existe" }, "recipe"],
      [{ type: "recipe", day: "2026-12-07", slot: "brunch", recipe: "paella-valenciana" }, "slot"],
      [{ type: "recipe", day: "2026-12-07", slot: "lunch", recipe: "paella-valenciana", servings: 101 }, "servings"],
      [{ type: "leftovers", day: "2026-12-08", slot: "lunch", leftovers_of: cook.id }, "day"],
      [{ type: "leftovers", day: "2026-12-07", slot: "dinner", leftovers_of: cook.id }, "day"],
      [{ type: "leftovers", day: "2026-12-09", slot: "dinner", leftovers_of: note.id }, "leftovers_of"],
      [{ type: "note", day: "2026-12-07", slot: "lunch", note: "x".repeat(201) }, "note"],
      [{ type: "note", day: "2026-12-07", slot: "lunch", note: "Cena\u0000fuera" }, "note"],
      [{ type: "otra", day: "2026-12-07", slot: "lunch" }, "type"],
    ];
    for (const [json, field] of cases) {
      const answer = await addEntry(ana, plan.id, json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(validationErrorBody.parse(answer.body).errors), JSON.stringify(json)).toContain(field);
    }
    expect(planAnswer.parse((await call(`/api/meal-plans/${plan.id}`, { token: ana.token })).body).data.entries).toHaveLength(2);
  });

  it("moves and changes entries, keeping leftovers after their cook, and deleting a cook deletes its leftovers", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    const cook = planAnswer.parse((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: "paella-valenciana", servings: 4 })).body).data
      .entries[0]!;
    const withLeftovers = planAnswer.parse((await addEntry(ana, plan.id, { type: "leftovers", day: "2026-12-08", slot: "lunch", leftovers_of: cook.id })).body).data;
    const leftovers = withLeftovers.entries.find((entry) => entry.kind === "leftovers")!;
    const note = planAnswer
      .parse((await addEntry(ana, plan.id, { type: "note", day: "2026-12-09", slot: "lunch", note: "Bocadillo" })).body)
      .data.entries.find((e) => e.kind === "note")!;

    const moved = await call(`/api/meal-plans/${plan.id}/entries/${cook.id}`, { method: "PATCH", token: ana.token, json: { day: "2026-12-07", slot: "lunch", servings: 8 } });
    expect(planAnswer.parse(moved.body).data.entries.find((entry) => entry.id === cook.id)).toMatchObject({ slot: "lunch", servings: 8 });
    // The cook may not move after what is left over from it, nor the leftovers before it.
    expect((await call(`/api/meal-plans/${plan.id}/entries/${cook.id}`, { method: "PATCH", token: ana.token, json: { day: "2026-12-09" } })).status).toBe(422);
    expect((await call(`/api/meal-plans/${plan.id}/entries/${leftovers.id}`, { method: "PATCH", token: ana.token, json: { day: "2026-12-07", slot: "breakfast" } })).status).toBe(
      422,
    );
    expect((await call(`/api/meal-plans/${plan.id}/entries/${cook.id}`, { method: "PATCH", token: ana.token, json: { note: "Otra cosa" } })).status).toBe(422);
    const renamed = await call(`/api/meal-plans/${plan.id}/entries/${note.id}`, { method: "PATCH", token: ana.token, json: { note: "Bocadillo de tortilla", slot: "dinner" } });
    expect(planAnswer.parse(renamed.body).data.entries.find((entry) => entry.id === note.id)).toMatchObject({ note: "Bocadillo de tortilla", slot: "dinner" });

    const removed = await call(`/api/meal-plans/${plan.id}/entries/${cook.id}`, { method: "DELETE", token: ana.token });
    expect(planAnswer.parse(removed.body).data.entries.map((entry) => entry.id)).toEqual([note.id]);
    expect((await call(`/api/meal-plans/${plan.id}/entries/${cook.id}`, { method: "DELETE", token: ana.token })).status).toBe(404);
  });
});

describe("recipe choices", () => {
  it("offers the member's saved recipes and the recipes in their plans, never another's", async () => {
    const ana = await member();
    const eve = await member();
    await api.db.insert(savedRecipes).values({ userId: ana.id, recipeId: paella });
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "lunch", recipe: "arroz-negro" });
    const choices = dataEnvelope(recipeChoices).parse((await call("/api/meal-planner/recipe-choices", { token: ana.token, locale: "en" })).body).data;
    expect(choices.saved.map((choice) => choice.title)).toEqual(["Valencian paella"]);
    expect(choices.planned.map((choice) => choice.slug)).toEqual(["arroz-negro"]);
    expect(dataEnvelope(recipeChoices).parse((await call("/api/meal-planner/recipe-choices", { token: eve.token })).body).data).toEqual({ saved: [], planned: [] });
  });
});

describe("copying", () => {
  it("copies last week's entries 7 days later, leftovers pointing at the copied cook", async () => {
    const ana = await member();
    const last = await newPlan(ana, { starts_on: "2026-11-30" });
    const cook = planAnswer.parse((await addEntry(ana, last.id, { type: "recipe", day: "2026-11-30", slot: "dinner", recipe: "paella-valenciana", servings: 6 })).body).data
      .entries[0]!;
    await addEntry(ana, last.id, { type: "leftovers", day: "2026-12-01", slot: "lunch", leftovers_of: cook.id });
    await addEntry(ana, last.id, { type: "note", day: "2026-12-06", slot: "lunch", note: "Comida familiar" });
    const next = await newPlan(ana, { starts_on: "2026-12-07" });
    const copied = await call(`/api/meal-plans/${next.id}/copy-last-week`, { method: "POST", token: ana.token });
    expect(copied.status).toBe(200);
    const entries = planAnswer.parse(copied.body).data.entries;
    expect(entries.map((entry) => [entry.day, entry.slot, entry.kind, entry.servings])).toEqual([
      ["2026-12-07", "dinner", "recipe", 6],
      ["2026-12-08", "lunch", "leftovers", null],
      ["2026-12-13", "lunch", "note", null],
    ]);
    expect(entries[1]!.leftovers_of?.id).toBe(entries[0]!.id);
    // The week before is untouched.
    expect(planAnswer.parse((await call(`/api/meal-plans/${last.id}`, { token: ana.token })).body).data.entries).toHaveLength(3);
  });

  it("says so when there is nothing earlier to copy", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    const answer = await call(`/api/meal-plans/${plan.id}/copy-last-week`, { method: "POST", token: ana.token, locale: "en" });
    expect(answer.status).toBe(422);
    expect(validationErrorBody.parse(answer.body).message).toBe("You have no earlier plan to copy.");
  });

  it("copies a plan into a new week", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07", days: 3 });
    await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-09", slot: "lunch", recipe: "arroz-negro", servings: 2 });
    const copy = await call(`/api/meal-plans/${plan.id}/copies`, { method: "POST", token: ana.token, json: { starts_on: "2027-01-04", name: "Enero" } });
    expect(copy.status).toBe(201);
    const created = planAnswer.parse(copy.body).data;
    expect(created).toMatchObject({ name: "Enero", starts_on: "2027-01-04", ends_on: "2027-01-06" });
    expect(created.entries.map((entry) => [entry.day, entry.recipe?.slug, entry.servings])).toEqual([["2027-01-06", "arroz-negro", 2]]);
  });
});

describe("nobody but the owner", () => {
  it("reads or changes a plan: another member gets 404 everywhere, a visitor 401", async () => {
    const ana = await member();
    const eve = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    const entry = planAnswer.parse((await addEntry(ana, plan.id, { type: "note", day: "2026-12-07", slot: "lunch", note: "Privado" })).body).data.entries[0]!;
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/meal-plans/${plan.id}`],
      ["PATCH", `/api/meal-plans/${plan.id}`, { name: "Mío" }],
      ["DELETE", `/api/meal-plans/${plan.id}`],
      ["POST", `/api/meal-plans/${plan.id}/entries`, { type: "note", day: "2026-12-07", slot: "dinner", note: "Intruso" }],
      ["PATCH", `/api/meal-plans/${plan.id}/entries/${entry.id}`, { note: "Cambiado" }],
      ["DELETE", `/api/meal-plans/${plan.id}/entries/${entry.id}`],
      ["POST", `/api/meal-plans/${plan.id}/copy-last-week`],
      ["POST", `/api/meal-plans/${plan.id}/copies`, { starts_on: "2027-01-04" }],
    ];
    for (const [method, path, json] of attempts) {
      expect((await call(path, { method, token: eve.token, json })).status, `${method} ${path}`).toBe(404);
      expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
    // Nor through an entry id of one's own plan pointing at another's entry.
    const evePlan = await newPlan(eve, { starts_on: "2026-12-07" });
    expect((await call(`/api/meal-plans/${evePlan.id}/entries/${entry.id}`, { method: "DELETE", token: eve.token })).status).toBe(404);
    expect((await addEntry(eve, evePlan.id, { type: "leftovers", day: "2026-12-08", slot: "lunch", leftovers_of: entry.id })).status).toBe(422);
    expect(mealPlanPage.parse((await call("/api/meal-plans", { token: eve.token })).body).data.map((p) => p.id)).toEqual([evePlan.id]);
    const mine = planAnswer.parse((await call(`/api/meal-plans/${plan.id}`, { token: ana.token })).body).data;
    expect(mine.entries.map((e) => e.note)).toEqual(["Privado"]);
  });
});

describe("calendar feeds", () => {
  it("serves valid iCalendar with the member's zone, slot hours, stable UIDs and recipe addresses", async () => {
    const ana = await member({ contentLanguagePreference: "en" });
    const plan = await newPlan(ana, { starts_on: "2026-12-07", name: "Advent week" });
    const cook = planAnswer.parse((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: "paella-valenciana", servings: 6 })).body).data
      .entries[0]!;
    await addEntry(ana, plan.id, { type: "leftovers", day: "2026-12-08", slot: "lunch", leftovers_of: cook.id });
    await addEntry(ana, plan.id, { type: "note", day: "2026-12-08", slot: "breakfast", note: "Churros, ¡por fin!" });
    expect(feedAnswer.parse((await call("/api/user/calendar-feed", { token: ana.token })).body).data.url).toBeNull();
    const feed = feedAnswer.parse((await call("/api/user/calendar-feed", { method: "POST", token: ana.token })).body).data;
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}$/);

    const first = await call(new URL(feed.plan_url_template!.replace("{plan}", String(plan.id))).pathname);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const text = first.body as string;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Madrid");
    const components = calendar.getAllSubcomponents("vevent");
    const events = components.map((component) => new ICAL.Event(component));
    const zones = components.map((component) => component.getFirstProperty("dtstart")?.getParameter("tzid"));
    expect(events.map((event, index) => [event.summary, event.startDate.toString(), zones[index], event.endDate.toString()])).toEqual([
      ["Valencian paella", "2026-12-07T21:00:00", "Europe/Madrid", "2026-12-07T22:00:00"],
      ["Leftovers: Valencian paella", "2026-12-08T14:00:00", "Europe/Madrid", "2026-12-08T15:00:00"],
      ["Churros, ¡por fin!", "2026-12-08T08:30:00", "Europe/Madrid", "2026-12-08T09:00:00"],
    ]);
    expect(events[0]!.description).toBe("Servings: 6\nhttp://localhost:3000/en/receta/paella-valenciana");
    // The Spanish address when the feed URL asks for Spanish.
    const spanish = (await call(`${new URL(feed.url!).pathname}?locale=es`)).body as string;
    expect(spanish).toContain("Raciones: 6\\nhttp://localhost:3000/receta/paella-valenciana");
    expect(spanish).toContain("SUMMARY:Sobras: Paella valenciana");

    // The same entries keep their UIDs on the next fetch, in either feed.
    const uids = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents("vevent")
        .map((event) => event.getFirstPropertyValue("uid"))
        .sort();
    const again = (await call(new URL(feed.plan_url_template!.replace("{plan}", String(plan.id))).pathname)).body as string;
    expect(uids(again)).toEqual(uids(text));
    expect(new Set(uids(text)).size).toBe(3);
    const personal = (await call(new URL(feed.url!).pathname)).body as string;
    expect(uids(personal)).toEqual(uids(text));
  });

  it("answers 404 for a revoked or replaced token, another member's plan, or a made-up token", async () => {
    const ana = await member();
    const eve = await member();
    const plan = await newPlan(ana);
    const evePlan = await newPlan(eve);
    const old = feedAnswer.parse((await call("/api/user/calendar-feed", { method: "POST", token: ana.token })).body).data;
    const oldPath = new URL(old.url!).pathname;
    expect((await call(oldPath)).status).toBe(200);
    expect((await call(`${oldPath}/plans/${plan.id}`)).status).toBe(200);
    expect((await call(`${oldPath}/plans/${evePlan.id}`)).status).toBe(404);

    const renewed = feedAnswer.parse((await call("/api/user/calendar-feed", { method: "POST", token: ana.token })).body).data;
    expect(renewed.url).not.toBe(old.url);
    expect((await call(oldPath)).status).toBe(404);
    expect((await call(`${oldPath}/plans/${plan.id}`)).status).toBe(404);
    expect((await call(new URL(renewed.url!).pathname)).status).toBe(200);

    const revoked = await call("/api/user/calendar-feed", { method: "DELETE", token: ana.token });
    expect(feedAnswer.parse(revoked.body).data.url).toBeNull();
    expect((await call(new URL(renewed.url!).pathname)).status).toBe(404);
    expect((await call("/api/calendar/inventado")).status).toBe(404);
  });

  it("sets the time zone the feed is written in, refusing an unknown one", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    await addEntry(ana, plan.id, { type: "note", day: "2026-12-07", slot: "lunch", note: "Sopa" });
    expect((await call("/api/user/calendar-feed", { method: "PATCH", token: ana.token, json: { time_zone: "Marte/Olympus" } })).status).toBe(422);
    const saved = await call("/api/user/calendar-feed", { method: "PATCH", token: ana.token, json: { time_zone: "America/Mexico_City" } });
    expect(feedAnswer.parse(saved.body).data.time_zone).toBe("America/Mexico_City");
    const feed = feedAnswer.parse((await call("/api/user/calendar-feed", { method: "POST", token: ana.token })).body).data;
    const text = (await call(new URL(feed.url!).pathname)).body as string;
    expect(text).toContain("TZID:America/Mexico_City");
    expect(text).toContain("DTSTART;TZID=America/Mexico_City:20261207T140000");
  });
});

describe("a dish twice in one meal (decision 079)", () => {
  it("refuses the same recipe, or the same leftovers, twice in one day's slot, by adding, moving or copying, in the caller's language", async () => {
    const ana = await member();
    const last = await newPlan(ana, { starts_on: "2026-11-30" });
    await addEntry(ana, last.id, { type: "recipe", day: "2026-11-30", slot: "dinner", recipe: "paella-valenciana" });
    const plan = await newPlan(ana, { starts_on: "2026-12-07" });
    const cook = planAnswer.parse((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: "paella-valenciana", servings: 4 })).body).data
      .entries[0]!;

    const twice = await call(`/api/meal-plans/${plan.id}/entries`, {
      method: "POST",
      token: ana.token,
      locale: "en",
      json: { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: String(paella) },
    });
    expect(twice.status).toBe(422);
    expect(validationErrorBody.parse(twice.body).errors).toEqual({
      recipe: ["That dish is already in that meal on the same day: change its servings instead of adding it again."],
    });
    // Another slot, another day or another recipe in the slot are fine.
    expect((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "lunch", recipe: "paella-valenciana" })).status).toBe(201);
    const other = planAnswer.parse((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-08", slot: "dinner", recipe: "paella-valenciana" })).body).data.entries.at(-1)!;
    expect((await addEntry(ana, plan.id, { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: "arroz-negro" })).status).toBe(201);

    // Leftovers of the same cook twice in one slot.
    expect((await addEntry(ana, plan.id, { type: "leftovers", day: "2026-12-09", slot: "lunch", leftovers_of: cook.id })).status).toBe(201);
    const leftoversTwice = await addEntry(ana, plan.id, { type: "leftovers", day: "2026-12-09", slot: "lunch", leftovers_of: cook.id });
    expect(leftoversTwice.status).toBe(422);
    expect(Object.keys(validationErrorBody.parse(leftoversTwice.body).errors)).toEqual(["leftovers_of"]);

    // Moving Tuesday's paella into Monday's dinner, where one already is.
    const moved = await call(`/api/meal-plans/${plan.id}/entries/${other.id}`, { method: "PATCH", token: ana.token, json: { day: "2026-12-07", slot: "dinner" } });
    expect(moved.status).toBe(422);
    expect(validationErrorBody.parse(moved.body).message).toBe("Ese plato ya está en esa comida del mismo día: cambia sus raciones en lugar de añadirlo otra vez.");

    // Copying last week twice: the first copy adds Monday's paella... which is already there, so nothing is doubled.
    const copied = await call(`/api/meal-plans/${plan.id}/copy-last-week`, { method: "POST", token: ana.token, locale: "en" });
    expect(copied.status).toBe(422);
    expect(validationErrorBody.parse(copied.body).message).toBe("The earlier plan's meals are already in this one.");

    const entries = planAnswer.parse((await call(`/api/meal-plans/${plan.id}`, { token: ana.token })).body).data.entries;
    expect(entries.map((entry) => [entry.day, entry.slot, entry.kind, entry.recipe?.slug])).toEqual([
      ["2026-12-07", "dinner", "recipe", "paella-valenciana"],
      ["2026-12-07", "lunch", "recipe", "paella-valenciana"],
      ["2026-12-07", "dinner", "recipe", "arroz-negro"],
      ["2026-12-08", "dinner", "recipe", "paella-valenciana"],
      ["2026-12-09", "lunch", "leftovers", "paella-valenciana"],
    ]);
  });
});

describe("default names (decision 079)", () => {
  it("says a plan's default name in the caller's language, keeps a chosen one, and moves a default name with the dates", async () => {
    const ana = await member();
    const plan = await newPlan(ana, { starts_on: "2026-11-30" });
    expect(plan.name).toBe("Semana del 30 de noviembre");
    const read = async (id: number, locale: "es" | "en") => planAnswer.parse((await call(`/api/meal-plans/${id}`, { token: ana.token, locale })).body).data.name;
    expect(await read(plan.id, "en")).toBe("Week of 30 November");
    const list = mealPlanPage.parse((await call("/api/meal-plans", { token: ana.token, locale: "en" })).body);
    expect(list.data.find((row) => row.id === plan.id)?.name).toBe("Week of 30 November");

    const moved = await call(`/api/meal-plans/${plan.id}`, { method: "PATCH", token: ana.token, locale: "en", json: { starts_on: "2026-12-14" } });
    expect(planAnswer.parse(moved.body).data.name).toBe("Week of 14 December");
    expect(await read(plan.id, "es")).toBe("Semana del 14 de diciembre");

    const named = await newPlan(ana, { starts_on: "2026-11-30", name: "Semana de Navidad" });
    expect(await read(named.id, "en")).toBe("Semana de Navidad");
  });
});
