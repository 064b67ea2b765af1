import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { CACHE_TAGS_HEADER, eventTag } from "../contract/cache-tags";
import { type EventDetail, eventAttendees, eventDetail, eventList, type ManagedEvent } from "../contract/events";
import { notificationPage } from "../contract/notifications";
import { grantRole } from "../permissions/role-grants";
import { createCatalogue, createRecipe, createUser, issueAccessToken, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Events (issue 34, decision 106) on a real database: hosts organise, members sign up, a full event's waitlist moves up, the .ics carries the zone. */
const api = useTestApi();

async function call<T = unknown>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    tags: response.headers.get(CACHE_TAGS_HEADER),
    type,
    text,
    body: (type.includes("json") ? JSON.parse(text) : {}) as T & { message: string; errors?: Record<string, string[]> },
  };
}

type Person = { id: number; token: string };
const person = async (name: string): Promise<Person> => {
  const user = await createUser(api.db, { name });
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
};

const fields = (overrides: Record<string, unknown> = {}) => ({
  title_es: "Cocinamos paella juntos",
  title_en: "Let's cook paella together",
  description_es: "Una tarde de arroz, sofrito y conversación en directo.",
  description_en: "An afternoon of rice, sofrito and live conversation.",
  mode: "online",
  online_url: "https://meet.example.com/paella",
  starts_local: "2030-06-14T18:00",
  ends_local: "2030-06-14T20:00",
  time_zone: "America/Mexico_City",
  capacity: 2,
  recipes: ["paella-del-evento"],
  ...overrides,
});

let host: Person;
let otherHost: Person;
let admin: Person;

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const adminUser = await createUser(api.db, { name: "Ada Admin" });
  await grantRole(api.db, { userId: adminUser.id, role: "admin", actorId: adminUser.id, at: new Date() });
  admin = { id: adminUser.id, token: await issueAccessToken(api.db, adminUser.id, "test") };
  host = await person("Hilda Anfitriona");
  otherHost = await person("Otto Anfitrión");
  for (const one of [host, otherHost]) await grantRole(api.db, { userId: one.id, role: "host", actorId: admin.id, at: new Date() });
  await createRecipe(api.db, catalogue, host.id, paellaRecipe({ slug: "paella-del-evento", title: { es: "Paella del evento", en: "The event's paella" } }));
});

describe("organising events", () => {
  it("lets hosts and admins create, edit and cancel their own; checks what they write; the .ics follows every change", async () => {
    const member = await person("Mera Miembro");
    expect((await call("/api/events", { method: "POST", json: fields() })).status).toBe(401);
    expect((await call("/api/events", { method: "POST", token: member.token, json: fields() })).status).toBe(403);
    expect((await call("/api/events/manage", { token: member.token })).status).toBe(403);

    const bad = await call("/api/events", {
      method: "POST",
      token: host.token,
      locale: "en",
      json: fields({ ends_local: "2030-06-14T17:00", time_zone: "Mars/Olympus", capacity: 0, mode: "in_person", place: null, recipes: ["no-existe"] }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(["capacity", "ends_local", "place", "time_zone"]);
    expect(bad.body.errors!.ends_local).toEqual(["The end must come after the start."]);
    const missingRecipe = await call("/api/events", { method: "POST", token: host.token, json: fields({ recipes: ["no-existe"] }) });
    expect(missingRecipe.status).toBe(422);
    expect(missingRecipe.body.errors!.recipes![0]).toContain("no-existe");

    const created = await call<{ data: ManagedEvent }>("/api/events", { method: "POST", token: host.token, json: fields() });
    expect(created.status).toBe(201);
    const event = created.body.data;
    expect(event).toMatchObject({
      slug: "cocinamos-paella-juntos-2030-06-14",
      starts_local: "2030-06-14T18:00",
      time_zone: "America/Mexico_City",
      recipe_slugs: ["paella-del-evento"],
    });
    // 18:00 in Mexico City (UTC−6, no daylight saving since 2022) is midnight UTC.
    expect(event.starts_at).toBe("2030-06-15T00:00:00.000Z");
    expect((await call("/api/events", { method: "POST", token: host.token, json: fields() })).status).toBe(422);

    // Someone else's event: another host is refused, an admin may.
    expect((await call(`/api/events/${event.id}`, { method: "PUT", token: otherHost.token, json: fields() })).status).toBe(403);
    expect((await call(`/api/events/${event.id}/attendees`, { token: otherHost.token })).status).toBe(403);
    expect((await call(`/api/events/${event.id}/attendees`, { token: admin.token })).status).toBe(200);
    expect((await call<{ data: ManagedEvent[] }>("/api/events/manage", { token: otherHost.token })).body.data.map((one) => one.id)).not.toContain(event.id);
    expect((await call<{ data: ManagedEvent[] }>("/api/events/manage", { token: admin.token })).body.data.map((one) => one.id)).toContain(event.id);

    const ics = async (locale: "es" | "en" = "es") => {
      const answer = await call(`/api/events/${event.slug}/ics`, { locale });
      expect(answer.type).toBe("text/calendar; charset=utf-8");
      const calendar = new ICAL.Component(ICAL.parse(answer.text));
      const vevent = calendar.getFirstSubcomponent("vevent")!;
      return { calendar, vevent, parsed: new ICAL.Event(vevent) };
    };
    const first = await ics("en");
    expect(first.calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Mexico_City");
    expect(first.vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Mexico_City");
    expect(first.parsed.startDate.toString()).toBe("2030-06-14T18:00:00");
    expect(first.parsed.summary).toBe("Let's cook paella together");
    expect(first.parsed.uid).toBe(`event-${event.id}@localhost:3000`);
    expect(first.parsed.sequence).toBe(0);
    expect(first.vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");

    const edited = await call<{ data: ManagedEvent }>(`/api/events/${event.id}`, {
      method: "PUT",
      token: admin.token,
      json: fields({ starts_local: "2030-06-14T19:00", ends_local: "2030-06-14T21:30" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.slug).toBe(event.slug);
    const second = await ics();
    expect(second.parsed.uid).toBe(first.parsed.uid);
    expect(second.parsed.sequence).toBe(1);
    expect(second.parsed.startDate.toString()).toBe("2030-06-14T19:00:00");

    const detail = await call<EventDetail>(`/api/events/${event.slug}`);
    expect(eventDetail.parse(detail.body)).toMatchObject({ title: "Cocinamos paella juntos", online_url: null, my_rsvp: null, recipes: [{ slug: "paella-del-evento" }] });
    expect(detail.tags).toContain(eventTag(event.id));
    // The join link is for those going and the host.
    expect((await call<EventDetail>(`/api/events/${event.slug}`, { token: host.token })).body.online_url).toBe("https://meet.example.com/paella");
  });
});

describe("signing up", () => {
  it("waitlists past capacity, promotes the first waiting when someone leaves and tells them; cancelling tells everyone", async () => {
    const event = (
      await call<{ data: ManagedEvent }>("/api/events", {
        method: "POST",
        token: host.token,
        json: fields({
          title_es: "Taller de croquetas",
          title_en: "Croquette workshop",
          mode: "in_person",
          place: "Mercado de San Fernando, Madrid",
          online_url: null,
          time_zone: "Europe/Madrid",
        }),
      })
    ).body.data;
    const [ana, bea, carla, dora] = await Promise.all(["Ana", "Bea", "Carla", "Dora"].map((name) => person(name)));
    const rsvp = (who: Person, method: "POST" | "DELETE" = "POST", locale: "es" | "en" = "es") =>
      call<{ data: { status: string | null; position: number | null } }>(`/api/events/${event.slug}/rsvp`, { method, token: who.token, locale });

    expect((await call(`/api/events/${event.slug}/rsvp`, { method: "POST" })).status).toBe(401);
    expect((await rsvp(ana!)).body.data).toEqual({ status: "going", position: null });
    expect((await rsvp(bea!)).body.data).toEqual({ status: "going", position: null });
    const waiting = await rsvp(carla!, "POST", "en");
    expect(waiting.body).toEqual({
      data: { status: "waitlisted", position: 1 },
      message: "The event is full: you are on the waitlist (number 1). If someone cancels, we will tell you.",
    });
    expect((await rsvp(dora!)).body.data).toEqual({ status: "waitlisted", position: 2 });
    // Signing up again keeps the place held.
    expect((await rsvp(carla!)).body.data).toEqual({ status: "waitlisted", position: 1 });

    const list = eventList.parse((await call("/api/events")).body).data.find((one) => one.id === event.id);
    expect(list).toMatchObject({ going_count: 2, waitlist_count: 2, capacity: 2 });

    // Two leave at once: both places go to the waitlist, in order, never more than the capacity.
    await Promise.all([rsvp(ana!, "DELETE"), rsvp(bea!, "DELETE")]);
    const guests = eventAttendees.parse((await call(`/api/events/${event.id}/attendees`, { token: host.token })).body).data;
    expect(guests.going.map((one) => one.name)).toEqual(["Carla", "Dora"]);
    expect(guests.waitlist).toEqual([]);
    expect((await call<EventDetail>(`/api/events/${event.slug}`, { token: carla!.token })).body.my_rsvp).toEqual({ status: "going", position: null });

    await api.drainOutboxEvents();
    const inbox = async (who: Person, locale: "es" | "en" = "es") => notificationPage.parse((await call("/api/notifications", { token: who.token, locale })).body).data;
    expect((await inbox(carla!)).map((one) => [one.type, one.data.message, one.data.link])).toEqual([
      ["event_update", "Tienes plaza en «Taller de croquetas»: has pasado de la lista de espera a la lista de asistentes", `/events/${event.slug}`],
    ]);
    expect(await inbox(ana!)).toEqual([]);

    // Carla's calendar feed carries the event she now goes to, in its own zone.
    const feed = (await call<{ data: { url: string } }>("/api/user/calendar-feed", { method: "POST", token: carla!.token })).body.data;
    const feedEvents = async () => new ICAL.Component(ICAL.parse((await call(new URL(feed.url).pathname)).text)).getAllSubcomponents("vevent");
    const [inFeed] = await feedEvents();
    expect([inFeed!.getFirstPropertyValue("uid"), inFeed!.getFirstProperty("dtstart")?.getParameter("tzid"), inFeed!.getFirstPropertyValue("status")]).toEqual([
      `event-${event.id}@localhost:3000`,
      "Europe/Madrid",
      "CONFIRMED",
    ]);

    // Ana comes back: the event is full again, so she waits.
    expect((await rsvp(ana!)).body.data).toEqual({ status: "waitlisted", position: 1 });

    const cancelled = await call(`/api/events/${event.id}/cancel`, { method: "POST", token: host.token });
    expect(cancelled.status).toBe(200);
    expect((await call(`/api/events/${event.id}/cancel`, { method: "POST", token: host.token })).status).toBe(409);
    expect((await rsvp(bea!)).status).toBe(409);
    await api.drainOutboxEvents();
    for (const who of [ana!, carla!, dora!]) expect((await inbox(who, "en"))[0]!.data.message).toBe("“Croquette workshop” has been cancelled");
    const ics = new ICAL.Component(ICAL.parse((await call(`/api/events/${event.slug}/ics`)).text)).getFirstSubcomponent("vevent")!;
    expect(ics.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(ics.getFirstPropertyValue("sequence")).toBe(1);
    expect(ics.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Madrid");
    expect((await feedEvents())[0]!.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
