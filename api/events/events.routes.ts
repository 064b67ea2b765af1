import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requirePermission, requireUser } from "../access/auth-middleware";
import { EVENTS_TAG, eventTag, memberTag } from "../contract/cache-tags";
import { type EventInput, eventAttendees, eventBody, eventDetail, eventList, managedEvent, managedEventList, rsvpAnswer } from "../contract/events";
import { SITEMAP_MAX_PER_PAGE } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { sitemapEventPage } from "../contract/sitemap";
import { slugParam } from "../contract/slug-param";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { recipeCardTags, tagAnswer } from "../http/cache-tags";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";
import { pickText } from "../i18n/bilingual";
import { translate } from "../i18n/messages";
import { eventCalendar } from "./event-calendar";
import {
  attendeesOf,
  cancelEvent,
  createEvent,
  type EventRow,
  eventRecipesOf,
  eventSlug,
  findEvent,
  leave,
  listEvents,
  listManagedEvents,
  listSitemapEvents,
  managedEventOf,
  presentEventSummary,
  publishedRecipeIds,
  rsvpOf,
  signUp,
  updateEvent,
} from "./event-queries";

/** Cooking events (issue 34, decision 106): anyone reads them, members sign up, hosts and admins organise their own (admins anyone's). */
const notFound = notFoundAs("No such event");
const saved = z.object({ data: managedEvent, message: z.string() });
const eventKey = z.object({ event: slugParam });
const eventId = z.object({ event: recordId });

const listRoute = createRoute({
  method: "get",
  path: apiPaths.events,
  summary: "The coming events, soonest first (those under way included), or with `when=past` the latest past ones",
  request: { query: z.object({ when: z.enum(["upcoming", "past"], { message: "validation.option" }).default("upcoming") }) },
  responses: { 200: json(eventList, "Events"), 422: invalid() },
});

const sitemapRoute = createRoute({
  method: "get",
  path: apiPaths.sitemapEvents,
  summary: "Every event not cancelled: id, slug and last change, by id, for sitemaps",
  request: { query: z.object({ page: boundedInteger(1, 100_000).default(1), per_page: boundedInteger(1, SITEMAP_MAX_PER_PAGE).default(1000) }) },
  responses: { 200: json(sitemapEventPage, "One page of events"), 422: invalid("Invalid paging") },
});

const managedListRoute = createRoute({
  method: "get",
  path: apiPaths.managedEvents,
  summary: "The events the caller hosts (every event, for an admin), as they are edited",
  responses: { 200: json(managedEventList, "Events"), 401: unauthorized, 403: forbidden("Neither a host nor an admin") },
});

const eventRoute = createRoute({
  method: "get",
  path: apiPaths.event,
  summary: "An event by slug, its recipes and the caller's place (the join link only for those going and its host)",
  request: { params: eventKey },
  responses: { 200: json(eventDetail, "Event"), 404: notFound, 422: invalid() },
});

const calendarRoute = createRoute({
  method: "get",
  path: apiPaths.eventCalendar,
  summary: "An event as iCalendar: its time zone's VTIMEZONE, a stable UID, SEQUENCE rising with each change, STATUS:CANCELLED once cancelled",
  request: { params: eventKey },
  responses: { 200: { description: "An iCalendar file", content: { "text/calendar": { schema: z.string() } } }, 404: notFound, 422: invalid() },
});

const rsvpRoute = createRoute({
  method: "post",
  path: apiPaths.eventRsvp,
  summary: "Signs the caller up: going while places are left, else on the waitlist (first come, first served); again, the place held",
  request: { params: eventKey },
  responses: { 200: json(rsvpAnswer, "Signed up"), 401: unauthorized, 404: notFound, 409: json(z.object({ message: z.string() }), "Over or cancelled"), 422: invalid() },
});

const leaveRoute = createRoute({
  method: "delete",
  path: apiPaths.eventRsvp,
  summary: "Gives up the caller's place or leaves the waitlist; the first waiting takes a freed place and is told",
  request: { params: eventKey },
  responses: { 200: json(rsvpAnswer, "Left"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const createEventRoute = createRoute({
  method: "post",
  path: apiPaths.events,
  summary: "Creates an event hosted by the caller (hosts and admins); its slug from its Spanish title and its day",
  request: { body: jsonBody(eventBody) },
  responses: {
    201: json(saved, "Created"),
    401: unauthorized,
    403: forbidden("Neither a host nor an admin"),
    422: invalid("A text out of bounds, a recipe not published, or a slug taken"),
  },
});

const updateEventRoute = createRoute({
  method: "put",
  path: apiPaths.event,
  summary: "Replaces an event's texts, times, place and recipes (its host, or an admin); SEQUENCE rises; a larger capacity promotes the waitlist",
  request: { params: eventId, body: jsonBody(eventBody) },
  responses: { 200: json(saved, "Saved"), 401: unauthorized, 403: forbidden("Not its host nor an admin"), 404: notFound, 422: invalid() },
});

const cancelEventRoute = createRoute({
  method: "post",
  path: apiPaths.eventCancel,
  summary: "Cancels an event (its host, or an admin): everyone going or waiting is told; its page and .ics say cancelled",
  request: { params: eventId },
  responses: {
    200: json(saved, "Cancelled"),
    401: unauthorized,
    403: forbidden("Not its host nor an admin"),
    404: notFound,
    409: json(z.object({ message: z.string() }), "Already cancelled"),
    422: invalid(),
  },
});

const attendeesRoute = createRoute({
  method: "get",
  path: apiPaths.eventAttendees,
  summary: "Who comes and who waits, in sign-up order (its host, or an admin)",
  request: { params: eventId },
  responses: { 200: json(eventAttendees, "Guests"), 401: unauthorized, 403: forbidden("Not its host nor an admin"), 404: notFound, 422: invalid() },
});

/** The event of this id, and the caller allowed to organise it (its host, or an admin): 404 before 403 for no such event. */
async function organised(c: Context<ApiBindings>, id: number): Promise<EventRow> {
  requireUser(c);
  const row = await findEvent(c.var.db, { id });
  if (!row) throw new ApiError(404, "events.not_found");
  requirePermission(c, "manage:event", { ownerId: row.event.hostId });
  return row;
}

/** Resolves the recipes a host chose; a slug not published answers 422 on its field. */
async function prepareWrite(c: Context<ApiBindings>, input: EventInput) {
  const found = await publishedRecipeIds(c.var.db, input.recipes);
  const missing = input.recipes.find((slug) => !found.has(slug));
  if (missing !== undefined) {
    const message = translate(c.var.locale, "events.recipe_not_found", { recipe: missing });
    return { refused: { message, errors: { recipes: [message] } as Record<string, string[]> } };
  }
  return { write: { input, recipeIds: input.recipes.flatMap((slug) => found.get(slug) ?? []) } };
}

async function eventBySlug(c: Context<ApiBindings>, slug: string) {
  const row = await findEvent(c.var.db, { slug });
  if (!row) throw new ApiError(404, "events.not_found");
  return row;
}

export const eventsRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const data = await listEvents(c.var.db, c.req.valid("query").when, c.var.locale);
    tagAnswer(c, [EVENTS_TAG, ...data.flatMap((item) => [eventTag(item.id), memberTag(item.host.id)])]);
    return c.json({ data }, 200);
  })
  .openapi(sitemapRoute, async (c) => {
    const { page, per_page: perPage } = c.req.valid("query");
    const { rows, total } = await listSitemapEvents(c.var.db, page, perPage);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ data: rows, meta: pageMeta(total, page, perPage) }, 200);
  })
  .openapi(managedListRoute, async (c) => {
    const user = requirePermission(c, "host:event");
    const data = await listManagedEvents(c.var.db, can(user, "manage:event", { ownerId: -1 }) ? null : user.id, c.var.locale);
    return c.json({ data }, 200);
  })
  .openapi(eventRoute, async (c) => {
    const row = await eventBySlug(c, c.req.valid("param").event);
    const { locale } = c.var;
    const user = c.var.user;
    const [recipes, mine] = await Promise.all([eventRecipesOf(c.var.db, row.event.id, locale, c.var.env.MEDIA_BASE_URL), user ? rsvpOf(c.var.db, row.event.id, user.id) : null]);
    const organiser = can(user, "manage:event", { ownerId: row.event.hostId });
    const summary = presentEventSummary(row, locale);
    tagAnswer(c, [eventTag(row.event.id), memberTag(row.host.id), ...recipeCardTags(recipes)]);
    return c.json(
      {
        ...summary,
        description: pickText(locale, row.event.descriptionEs, row.event.descriptionEn),
        online_url: mine?.status === "going" || organiser ? row.event.onlineUrl : null,
        recipes,
        my_rsvp: mine,
        sequence: row.event.sequence,
        updated_at: row.event.updatedAt.toISOString(),
      },
      200,
    );
  })
  .openapi(calendarRoute, async (c) => {
    const row = await eventBySlug(c, c.req.valid("param").event);
    tagAnswer(c, [eventTag(row.event.id)]);
    const body = eventCalendar(row, { locale: c.var.locale, siteUrl: c.var.env.siteUrl, siteName: c.var.env.SITE_NAME });
    return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${row.event.slug}.ics"` });
  })
  .openapi(rsvpRoute, async (c) => {
    const user = requireUser(c);
    const row = await eventBySlug(c, c.req.valid("param").event);
    const outcome = await signUp(c.var.db, row.event.id, user.id);
    if (outcome === "missing") throw new ApiError(404, "events.not_found");
    if (outcome === "closed") return c.json({ message: translate(c.var.locale, "events.closed") }, 409);
    const message = outcome.status === "going" ? translate(c.var.locale, "events.going") : translate(c.var.locale, "events.waitlisted", { position: outcome.position ?? "" });
    return c.json({ data: outcome, message }, 200);
  })
  .openapi(leaveRoute, async (c) => {
    const user = requireUser(c);
    const row = await eventBySlug(c, c.req.valid("param").event);
    const left = await leave(c.var.db, row.event.id, user.id);
    c.var.services.outbox.nudge(c.var.db);
    return c.json({ data: { status: null, position: null }, message: translate(c.var.locale, left ? "events.left" : "events.not_going") }, 200);
  })
  .openapi(createEventRoute, async (c) => {
    const user = requirePermission(c, "host:event");
    const input = c.req.valid("json");
    const prepared = await prepareWrite(c, input);
    if ("refused" in prepared) return c.json(prepared.refused, 422);
    const slug = eventSlug(input.title_es, input.starts_local);
    const id = await createEvent(c.var.db, user.id, slug, prepared.write);
    if (id === undefined) {
      const message = translate(c.var.locale, "events.slug_taken");
      return c.json({ message, errors: { title_es: [message] } }, 422);
    }
    const row = (await findEvent(c.var.db, { id }))!;
    return c.json({ data: await managedEventOf(c.var.db, row, c.var.locale), message: translate(c.var.locale, "events.created") }, 201);
  })
  .openapi(updateEventRoute, async (c) => {
    const { event: id } = c.req.valid("param");
    await organised(c, id);
    const prepared = await prepareWrite(c, c.req.valid("json"));
    if ("refused" in prepared) return c.json(prepared.refused, 422);
    if (!(await updateEvent(c.var.db, id, prepared.write))) throw new ApiError(404, "events.not_found");
    c.var.services.outbox.nudge(c.var.db);
    const row = (await findEvent(c.var.db, { id }))!;
    return c.json({ data: await managedEventOf(c.var.db, row, c.var.locale), message: translate(c.var.locale, "events.saved") }, 200);
  })
  .openapi(cancelEventRoute, async (c) => {
    const { event: id } = c.req.valid("param");
    await organised(c, id);
    if (!(await cancelEvent(c.var.db, id))) return c.json({ message: translate(c.var.locale, "events.already_cancelled") }, 409);
    c.var.services.outbox.nudge(c.var.db);
    const row = (await findEvent(c.var.db, { id }))!;
    return c.json({ data: await managedEventOf(c.var.db, row, c.var.locale), message: translate(c.var.locale, "events.cancelled") }, 200);
  })
  .openapi(attendeesRoute, async (c) => {
    const row = await organised(c, c.req.valid("param").event);
    return c.json({ data: await attendeesOf(c.var.db, row.event.id) }, 200);
  });
