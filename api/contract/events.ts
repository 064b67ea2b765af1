import { z } from "zod";
import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_DESCRIPTION_MIN_LENGTH,
  EVENT_PLACE_MAX_LENGTH,
  EVENT_RECIPES_MAX,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_TITLE_MIN_LENGTH,
  SLUG_MAX_LENGTH,
} from "./limits";
import { recipeAuthor, recipeSummary } from "./recipes";
import { slugPattern } from "./slug-param";
import { boundedText } from "./written-fields";

/**
 * Cooking events (issue 34, decision 106): online or in person, both languages on one row, a start
 * and an end in an IANA time zone, a capacity with a waitlist promoted first come, first served.
 */

export const eventModes = ["online", "in_person"] as const;
export type EventMode = (typeof eventModes)[number];

const rsvpStatuses = ["going", "waitlisted"] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** Is `zone` a time zone this runtime knows (an IANA name such as "Europe/Madrid")? */
function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const eventSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  mode: z.enum(eventModes),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  place: z.string().nullable(),
  capacity: z.number().int(),
  going_count: z.number().int(),
  waitlist_count: z.number().int(),
  cancelled: z.boolean(),
  host: recipeAuthor,
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventList = z.object({ data: z.array(eventSummary) });

export const eventDetail = eventSummary.extend({
  description: z.string(),
  /** The link to join an online event: shown to those going (and its host); null otherwise. */
  online_url: z.string().nullable(),
  recipes: z.array(recipeSummary),
  /** The caller's place: going, on the waitlist (with its position), or null (a visitor, or not signed up). */
  my_rsvp: z.object({ status: z.enum(rsvpStatuses), position: z.number().int().nullable() }).nullable(),
  sequence: z.number().int(),
  updated_at: z.string(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const rsvpAnswer = z.object({ data: z.object({ status: z.enum(rsvpStatuses).nullable(), position: z.number().int().nullable() }), message: z.string() });

/** An event as its host edits it: both languages, the local times as typed and the recipes' slugs. */
export const managedEvent = eventSummary.extend({
  title_es: z.string(),
  title_en: z.string(),
  description_es: z.string(),
  description_en: z.string(),
  online_url: z.string().nullable(),
  starts_local: z.string(),
  ends_local: z.string(),
  recipe_slugs: z.array(z.string()),
});
export type ManagedEvent = z.infer<typeof managedEvent>;
export const managedEventList = z.object({ data: z.array(managedEvent) });

const attendee = recipeAuthor.extend({ status: z.enum(rsvpStatuses), signed_up_at: z.string() });
export type EventAttendee = z.infer<typeof attendee>;
export const eventAttendees = z.object({ data: z.object({ going: z.array(attendee), waitlist: z.array(attendee) }) });

/** A wall-clock time as a datetime-local field sends it: "2026-12-20T18:30". */
const localTime = z
  .string({ message: "validation.required" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: "validation.local_time" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), { message: "validation.local_time" });

const recipeSlug = z.string({ message: "validation.string" }).max(SLUG_MAX_LENGTH, { message: "validation.too_long" }).regex(slugPattern, { message: "validation.format" });

/** What a host writes. The times are the zone's wall clock; the end comes after the start. */
export const eventBody = z
  .object({
    title_es: boundedText(EVENT_TITLE_MIN_LENGTH, EVENT_TITLE_MAX_LENGTH),
    title_en: boundedText(EVENT_TITLE_MIN_LENGTH, EVENT_TITLE_MAX_LENGTH),
    description_es: boundedText(EVENT_DESCRIPTION_MIN_LENGTH, EVENT_DESCRIPTION_MAX_LENGTH),
    description_en: boundedText(EVENT_DESCRIPTION_MIN_LENGTH, EVENT_DESCRIPTION_MAX_LENGTH),
    mode: z.enum(eventModes, { message: "validation.option" }),
    starts_local: localTime,
    ends_local: localTime,
    time_zone: z.string({ message: "validation.required" }).max(64, { message: "validation.too_long" }).refine(isTimeZone, { message: "validation.option" }),
    place: boundedText(2, EVENT_PLACE_MAX_LENGTH).nullable().default(null),
    online_url: z
      .string({ message: "validation.string" })
      .trim()
      .max(500, { message: "validation.too_long" })
      .url({ message: "validation.link" })
      .refine((value) => /^https:\/\//.test(value), { message: "validation.link" })
      .nullable()
      .default(null),
    capacity: z.coerce
      .number({ message: "validation.integer" })
      .int({ message: "validation.integer" })
      .min(1, { message: "validation.between" })
      .max(EVENT_CAPACITY_MAX, { message: "validation.between" }),
    recipes: z.array(recipeSlug, { message: "validation.array" }).max(EVENT_RECIPES_MAX, { message: "validation.too_many" }).default([]),
  })
  .superRefine((value, context) => {
    if (value.ends_local <= value.starts_local) context.addIssue({ code: "custom", path: ["ends_local"], message: "validation.ends_before_start" });
    if (value.mode === "online" && !value.online_url) context.addIssue({ code: "custom", path: ["online_url"], message: "validation.required" });
    if (value.mode === "in_person" && !value.place) context.addIssue({ code: "custom", path: ["place"], message: "validation.required" });
  });
export type EventInput = z.infer<typeof eventBody>;
