import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { dataEnvelope } from "../contract/envelopes";
import { CALENDAR_TOKEN_MAX_LENGTH } from "../contract/limits";
import { calendarFeed, calendarFeedUpdateBody } from "../contract/meal-plans";
import { apiPaths } from "../contract/paths";
import { todayIn } from "../contract/plan-days";
import { requireUser } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { addressKey, recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { type ApiLocale, translate } from "../i18n/messages";
import { buildCalendarFeed } from "./calendar-feed";
import { findFeedOwner, readPlannerSettings, renewFeedToken, revokeFeedToken, setTimeZone } from "./kitchen-settings";
import { findOwnPlan, listAllPlans, loadEntries, type PlanRow } from "./meal-plan-queries";
import { presentPlan } from "./meal-plan-presenter";
import { contentLanguageOf } from "./feed-language";
import { shownPlanName } from "./plan-name";
import { eventsGoingTo, type EventRow } from "../events/event-queries";

/** The planner's calendar feed: its settings (address, time zone) for the member, and the iCalendar answers for calendar apps. */

const tokenParam = z.object({ token: addressKey(CALENDAR_TOKEN_MAX_LENGTH) });

const feedSettingsRoute = createRoute({
  method: "get",
  path: apiPaths.calendarFeedSettings,
  summary: "The member's calendar feed addresses (null until made) and time zone",
  responses: { 200: json(dataEnvelope(calendarFeed), "Feed"), 401: unauthorized },
});

const renewFeedRoute = createRoute({
  method: "post",
  path: apiPaths.calendarFeedSettings,
  summary: "Makes a new secret feed address; the old one answers 404 from now on",
  responses: { 200: json(dataEnvelope(calendarFeed).extend({ message: z.string() }), "Renewed"), 401: unauthorized },
});

const updateFeedRoute = createRoute({
  method: "patch",
  path: apiPaths.calendarFeedSettings,
  summary: "Sets the time zone the planner's days and feed times are in",
  request: { body: jsonBody(calendarFeedUpdateBody) },
  responses: { 200: json(dataEnvelope(calendarFeed), "Saved"), 401: unauthorized, 422: invalid() },
});

const revokeFeedRoute = createRoute({
  method: "delete",
  path: apiPaths.calendarFeedSettings,
  summary: "Turns the feed off: its addresses answer 404",
  responses: { 200: json(dataEnvelope(calendarFeed).extend({ message: z.string() }), "Revoked"), 401: unauthorized },
});

const calendarHeaders = { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
const calendarAnswer = { description: "An iCalendar feed", content: { "text/calendar": { schema: z.string() } } };

const personalFeedRoute = createRoute({
  method: "get",
  path: apiPaths.calendarFeed,
  summary: "Every plan of the member as iCalendar; the secret token is the credential (calendar apps send no cookies)",
  request: { params: tokenParam },
  responses: { 200: calendarAnswer, 404: notFoundAs("Unknown or revoked token") },
});

const planFeedRoute = createRoute({
  method: "get",
  path: apiPaths.planCalendarFeed,
  summary: "One plan as iCalendar: the member's personal token and one of their plans",
  request: { params: z.object({ token: addressKey(CALENDAR_TOKEN_MAX_LENGTH), plan: recordId }) },
  responses: { 200: calendarAnswer, 404: notFoundAs("Unknown or revoked token, or not the token owner's plan"), 422: invalid() },
});

function feedAnswer(c: Context<ApiBindings>, token: string | null, timeZone: string) {
  const base = `${c.var.env.siteUrl}/api/calendar/${token}`;
  return { url: token ? base : null, plan_url_template: token ? `${base}/plans/{plan}` : null, time_zone: timeZone };
}

/** The iCalendar answer for the owner's plans, in the owner's content language. */
async function calendarOf(c: Context<ApiBindings>, owner: { userId: number; timeZone: string }, locale: ApiLocale, name: string, plans: PlanRow[], events: EventRow[] = []) {
  const rows = await loadEntries(
    c.var.db,
    plans.map((plan) => plan.id),
  );
  const today = todayIn(owner.timeZone);
  const body = buildCalendarFeed({
    name,
    plans: plans.map((plan) => ({ plan, entries: presentPlan(plan, rows, locale, today, c.var.env.MEDIA_BASE_URL).entries })),
    timeZone: owner.timeZone,
    locale,
    siteUrl: c.var.env.siteUrl,
    siteName: c.var.env.SITE_NAME,
    events,
  });
  return c.body(body, 200, calendarHeaders);
}

export const calendarFeedRouter = createRouter()
  .openapi(feedSettingsRoute, async (c) => {
    const user = requireUser(c);
    const { timeZone, token } = await readPlannerSettings(c.var.db, user.id);
    return c.json({ data: feedAnswer(c, token, timeZone) }, 200);
  })
  .openapi(renewFeedRoute, async (c) => {
    const user = requireUser(c);
    await throttle(c, "calendar-feed", String(user.id), 20, 60);
    const token = await renewFeedToken(c.var.db, user.id);
    const { timeZone } = await readPlannerSettings(c.var.db, user.id);
    return c.json({ data: feedAnswer(c, token, timeZone), message: translate(c.var.locale, "meal_plans.feed_renewed") }, 200);
  })
  .openapi(updateFeedRoute, async (c) => {
    const user = requireUser(c);
    const { time_zone: timeZone } = c.req.valid("json");
    if (timeZone) await setTimeZone(c.var.db, user.id, timeZone);
    const settings = await readPlannerSettings(c.var.db, user.id);
    return c.json({ data: feedAnswer(c, settings.token, settings.timeZone) }, 200);
  })
  .openapi(revokeFeedRoute, async (c) => {
    const user = requireUser(c);
    await revokeFeedToken(c.var.db, user.id);
    const { timeZone } = await readPlannerSettings(c.var.db, user.id);
    return c.json({ data: feedAnswer(c, null, timeZone), message: translate(c.var.locale, "meal_plans.feed_revoked") }, 200);
  })
  .openapi(personalFeedRoute, async (c) => {
    const owner = await findFeedOwner(c.var.db, c.req.valid("param").token);
    if (!owner) throw new ApiError(404, "http.not_found");
    const locale = await contentLanguageOf(c, owner.userId);
    const [plans, events] = await Promise.all([listAllPlans(c.var.db, owner.userId), eventsGoingTo(c.var.db, owner.userId)]);
    // The personal feed carries the events the member is going to as well (decision 106).
    return calendarOf(c, owner, locale, translate(locale, "meal_plans.feed_name", { site: c.var.env.SITE_NAME }), plans, events);
  })
  .openapi(planFeedRoute, async (c) => {
    const { token, plan: planId } = c.req.valid("param");
    const owner = await findFeedOwner(c.var.db, token);
    const plan = owner ? await findOwnPlan(c.var.db, owner.userId, planId) : undefined;
    if (!owner || !plan) throw new ApiError(404, "http.not_found");
    const locale = await contentLanguageOf(c, owner.userId);
    return calendarOf(c, owner, locale, shownPlanName(plan, locale), [plan]);
  });
