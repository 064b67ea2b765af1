import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { EventAttendee, EventInput, EventSummary, ManagedEvent, RsvpStatus } from "../contract/events";
import { EVENTS_LISTED } from "../contract/limits";
import type { RecipeSummary } from "../contract/recipes";
import { slugify } from "../contract/text";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { eventRecipes, eventRsvps, events, recipes, users } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { writeOwingEvent } from "../outbox/outbox-events";
import { isPublished } from "../recipes/published";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { findRecipeSummariesInOrder } from "../recipes/recipe-queries";
import { eventCancelledEvent, eventPromotedEvent } from "./event-outbox-events";
import { instantOf, localTimeIn } from "./event-times";

/** Cooking events (decision 106): lists, one event, a host's writes, and sign-ups with their waitlist. */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

const countOf = (status: RsvpStatus) => sql<number>`(select count(*)::int from ${eventRsvps} where ${eventRsvps.eventId} = ${events.id} and ${eventRsvps.status} = ${status})`;

const eventColumns = {
  event: events,
  going: countOf("going"),
  waiting: countOf("waitlisted"),
  host: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
};
export type EventRow = {
  event: typeof events.$inferSelect;
  going: number;
  waiting: number;
  host: { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };
};

const selectEvents = (db: Executor) => db.select(eventColumns).from(events).innerJoin(users, eq(users.id, events.hostId));

export function presentEventSummary({ event, going, waiting, host }: EventRow, locale: ApiLocale): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    title: pickText(locale, event.titleEs, event.titleEn),
    mode: event.mode,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    time_zone: event.timeZone,
    place: event.place,
    capacity: event.capacity,
    going_count: going,
    waitlist_count: waiting,
    cancelled: event.cancelledAt !== null,
    host: { id: host.id, name: host.name, slug: host.slug, is_ai_chef: host.isAiChef, avatar_url: host.avatarUrl },
  };
}

/** The coming events, soonest first (those under way included), or the past ones, latest first. */
export async function listEvents(db: Database, when: "upcoming" | "past", locale: ApiLocale): Promise<EventSummary[]> {
  const rows = await selectEvents(db)
    .where(when === "upcoming" ? gte(events.endsAt, sql`now()`) : lt(events.endsAt, sql`now()`))
    .orderBy(...(when === "upcoming" ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)]))
    .limit(EVENTS_LISTED);
  return rows.map((row) => presentEventSummary(row, locale));
}

/** The events a host organises (every event, for an admin), latest start first. */
export async function listManagedEvents(db: Database, hostId: number | null, locale: ApiLocale): Promise<ManagedEvent[]> {
  const rows = await selectEvents(db)
    .where(hostId === null ? undefined : eq(events.hostId, hostId))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(200);
  const slugs = await recipeSlugsOf(
    db,
    rows.map((row) => row.event.id),
  );
  return rows.map((row) => presentManaged(row, locale, slugs.get(row.event.id) ?? []));
}

function presentManaged(row: EventRow, locale: ApiLocale, recipeSlugs: string[]): ManagedEvent {
  const { event } = row;
  return {
    ...presentEventSummary(row, locale),
    title_es: event.titleEs,
    title_en: event.titleEn,
    description_es: event.descriptionEs,
    description_en: event.descriptionEn,
    online_url: event.onlineUrl,
    starts_local: localTimeIn(event.startsAt, event.timeZone),
    ends_local: localTimeIn(event.endsAt, event.timeZone),
    recipe_slugs: recipeSlugs,
  };
}

async function recipeSlugsOf(db: Database, eventIds: number[]): Promise<Map<number, string[]>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventRecipes.eventId, slug: recipes.slug })
    .from(eventRecipes)
    .innerJoin(recipes, eq(recipes.id, eventRecipes.recipeId))
    .where(sql`${eventRecipes.eventId} = any(${`{${eventIds.join(",")}}`}::int[])`)
    .orderBy(asc(eventRecipes.position));
  const bySlug = new Map<number, string[]>();
  for (const row of rows) bySlug.set(row.eventId, [...(bySlug.get(row.eventId) ?? []), row.slug]);
  return bySlug;
}

export async function findEvent(db: Executor, key: { slug: string } | { id: number }): Promise<EventRow | undefined> {
  const [row] = await selectEvents(db).where("slug" in key ? eq(events.slug, key.slug) : eq(events.id, key.id));
  return row;
}

export async function managedEventOf(db: Database, row: EventRow, locale: ApiLocale): Promise<ManagedEvent> {
  return presentManaged(row, locale, (await recipeSlugsOf(db, [row.event.id])).get(row.event.id) ?? []);
}

/** The event's published recipes, in the host's order, as cards. */
export async function eventRecipesOf(db: Database, eventId: number, locale: ApiLocale, mediaBaseUrl: string): Promise<RecipeSummary[]> {
  const linked = await db
    .select({ id: eventRecipes.recipeId })
    .from(eventRecipes)
    .innerJoin(recipes, eq(recipes.id, eventRecipes.recipeId))
    .where(and(eq(eventRecipes.eventId, eventId), isPublished))
    .orderBy(asc(eventRecipes.position));
  const rows = await findRecipeSummariesInOrder(
    db,
    linked.map((row) => row.id),
  );
  return rows.map((row) => presentRecipeSummary(row, locale, mediaBaseUrl));
}

/** The published recipes of these slugs, by slug. */
export async function publishedRecipeIds(db: Executor, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, slug: recipes.slug })
    .from(recipes)
    .where(and(sql`${recipes.slug} = any(${`{${slugs.join(",")}}`}::text[])`, isPublished));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** A member's place at an event: going, or waiting with their position in the queue; null when not signed up. */
export async function rsvpOf(db: Executor, eventId: number, userId: number): Promise<{ status: RsvpStatus; position: number | null } | null> {
  const [row] = rowsOf<{ status: RsvpStatus; position: number | null }>(
    await db.execute(sql`
      select r.status, case when r.status = 'waitlisted' then (
        select count(*)::int from event_rsvps w where w.event_id = r.event_id and w.status = 'waitlisted' and (w.signed_up_at, w.user_id) <= (r.signed_up_at, r.user_id)
      ) end as position
      from event_rsvps r where r.event_id = ${eventId} and r.user_id = ${userId}`),
  );
  return row ?? null;
}

/** An event's slug from its Spanish title, kept short, and the start day so a yearly event gets an address each year. */
export const eventSlug = (title: string, startsLocal: string) => `${slugify(title).slice(0, 70).replace(/-+$/, "")}-${startsLocal.slice(0, 10)}`;

export interface EventWrite {
  input: EventInput;
  /** Published recipe ids in their order. */
  recipeIds: number[];
}

const columnsOf = ({ input }: EventWrite) => {
  const startsAt = instantOf(input.starts_local, input.time_zone).toISOString();
  const endsAt = instantOf(input.ends_local, input.time_zone).toISOString();
  return sql`${input.title_es}, ${input.title_en}, ${input.description_es}, ${input.description_en}, ${input.mode},
    ${startsAt}::timestamptz, ${endsAt}::timestamptz, ${input.time_zone}, ${input.mode === "in_person" ? input.place : null}, ${input.mode === "online" ? input.online_url : null}, ${input.capacity}::int`;
};

const recipeWrites = (recipeIds: number[]) => sql`
  dropped as (delete from event_recipes l using saved where l.event_id = saved.id and l.recipe_id <> all(${`{${recipeIds.join(",")}}`}::int[])),
  linked as (
    insert into event_recipes (event_id, recipe_id, position)
    select saved.id, chosen.id, chosen.position::int from saved, unnest(${`{${recipeIds.join(",")}}`}::int[]) with ordinality as chosen(id, position)
    on conflict (event_id, recipe_id) do update set position = excluded.position
  )`;

/** A new event and its recipes in one statement; undefined when its slug is taken. */
export async function createEvent(db: Executor, hostId: number, slug: string, write: EventWrite): Promise<number | undefined> {
  const result = await db.execute(sql`
    with saved as (
      insert into events (slug, host_id, title_es, title_en, description_es, description_en, mode, starts_at, ends_at, time_zone, place, online_url, capacity)
      values (${slug}, ${hostId}, ${columnsOf(write)})
      on conflict (slug) do nothing
      returning id
    ),
    ${recipeWrites(write.recipeIds)}
    select id from saved`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

/**
 * The first on the waitlist take the places free now (capacity raised, someone gone), first come,
 * first served, each owed a notification. Run with the event's row locked (`lockEvent`), so two
 * sign-ups or departures at once never count the same place twice.
 */
async function fillPlaces(tx: Transaction, eventId: number) {
  await tx.execute(sql`
    with free as (
      select greatest(e.capacity - (select count(*) from event_rsvps g where g.event_id = e.id and g.status = 'going'), 0) as places
      from events e where e.id = ${eventId} and e.cancelled_at is null and e.ends_at > now()
    ),
    chosen as (
      select w.user_id from event_rsvps w where w.event_id = ${eventId} and w.status = 'waitlisted'
      order by w.signed_up_at, w.user_id limit (select coalesce(max(places), 0) from free)
    ),
    promoted as (
      update event_rsvps r set status = 'going' from chosen where r.event_id = ${eventId} and r.user_id = chosen.user_id returning r.user_id
    )
    insert into outbox_events (kind, payload)
    select ${eventPromotedEvent.kind}, jsonb_build_object('eventId', ${eventId}::int, 'userId', promoted.user_id, 'at', clock_timestamp()::text) from promoted`);
}

/** Locks the event's row for the rest of the transaction: sign-ups and departures of one event take turns. */
async function lockEvent(tx: Transaction, eventId: number) {
  const [row] = rowsOf<{ open: boolean }>(await tx.execute(sql`select (cancelled_at is null and ends_at > now()) as open from events where id = ${eventId} for update`));
  return row;
}

/** An event's new texts, times, place and recipes; SEQUENCE rises so calendar apps apply it. False when there is no such event. */
export async function updateEvent(db: Database, id: number, write: EventWrite): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, id))) return false;
    await tx.execute(sql`
      with saved as (
        update events set (title_es, title_en, description_es, description_en, mode, starts_at, ends_at, time_zone, place, online_url, capacity) = (${columnsOf(write)}),
          sequence = sequence + 1, updated_at = now()
        where id = ${id}
        returning id
      ),
      ${recipeWrites(write.recipeIds)}
      select id from saved`);
    // A larger capacity frees places for the waitlist at once.
    await fillPlaces(tx, id);
    return true;
  });
}

/** Cancels an event (its sign-ups stay, to be told), owing the guests a notification. False when it was cancelled already. */
export async function cancelEvent(db: Database, id: number): Promise<boolean> {
  const written = await writeOwingEvent(
    db,
    sql`update events set cancelled_at = now(), sequence = sequence + 1, updated_at = now() where id = ${id} and cancelled_at is null returning id`,
    eventCancelledEvent,
    sql`jsonb_build_object('eventId', written.id)`,
  );
  return written.length > 0;
}

export type RsvpOutcome = { status: RsvpStatus; position: number | null } | "closed" | "missing";

/**
 * Signs a member up: going while places are left, else at the end of the waitlist. The event's row
 * is locked first, so the count of places taken is the committed one (two sign-ups at once for the
 * last place: one goes, one waits). Signing up again answers the place held.
 */
export async function signUp(db: Database, eventId: number, userId: number): Promise<RsvpOutcome> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return "missing";
    const held = await rsvpOf(tx, eventId, userId);
    if (held) return held;
    if (!event.open) return "closed";
    await tx.execute(sql`
      insert into event_rsvps (event_id, user_id, status)
      select e.id, ${userId}, case when (select count(*) from event_rsvps g where g.event_id = e.id and g.status = 'going') < e.capacity then 'going' else 'waitlisted' end
      from events e where e.id = ${eventId}`);
    return (await rsvpOf(tx, eventId, userId))!;
  });
}

/** A member gives up their place (or leaves the waitlist); the first waiting takes a freed place. False when they were not signed up. */
export async function leave(db: Database, eventId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) return false;
    const gone = await tx
      .delete(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
      .returning({ status: eventRsvps.status });
    if (gone.length === 0) return false;
    if (gone[0]!.status === "going") await fillPlaces(tx, eventId);
    return true;
  });
}

/** Who comes and who waits, in sign-up order. */
export async function attendeesOf(db: Database, eventId: number): Promise<{ going: EventAttendee[]; waitlist: EventAttendee[] }> {
  const rows = await db
    .select({ status: eventRsvps.status, at: eventRsvps.signedUpAt, id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.signedUpAt), asc(eventRsvps.userId));
  const present = (row: (typeof rows)[number]): EventAttendee => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    is_ai_chef: row.isAiChef,
    avatar_url: row.avatarUrl,
    status: row.status,
    signed_up_at: row.at.toISOString(),
  });
  return { going: rows.filter((row) => row.status === "going").map(present), waitlist: rows.filter((row) => row.status === "waitlisted").map(present) };
}

/** The events a member is going to, for their calendar feed (cancelled ones too, so calendar apps remove them). */
export async function eventsGoingTo(db: Database, userId: number): Promise<EventRow[]> {
  return selectEvents(db)
    .innerJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, userId), eq(eventRsvps.status, "going")))
    .where(gte(events.endsAt, sql`now() - interval '90 days'`))
    .orderBy(asc(events.startsAt));
}

/** Every event's slug and last change, by id, a page at a time, for the sitemap (cancelled ones left out). */
export async function listSitemapEvents(db: Database, page: number, perPage: number) {
  const live: SQL = sql`${events.cancelledAt} is null`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: events.id, slug: events.slug, updatedAt: events.updatedAt })
      .from(events)
      .where(live)
      .orderBy(asc(events.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(events)
      .where(live),
  ]);
  return { rows: rows.map((row) => ({ id: row.id, slug: row.slug, updated_at: row.updatedAt.toISOString() })), total: counted?.total ?? 0 };
}
