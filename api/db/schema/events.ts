import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type EventMode, eventModes, type RsvpStatus } from "../../contract/events";
import { recipes } from "./recipes";
import { users } from "./users";

/**
 * Cooking events (issue 34, decision 106): one row holds both languages; the start and end are
 * instants, `time_zone` the IANA zone they are shown and written in. `sequence` rises with every
 * change calendar apps must apply (RFC 5545's SEQUENCE); `cancelled_at` keeps a cancelled event
 * (its page and its .ics say so, STATUS:CANCELLED).
 */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    mode: text("mode").$type<EventMode>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    place: text("place"),
    onlineUrl: text("online_url"),
    capacity: integer("capacity").notNull(),
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("events_slug").on(table.slug),
    index("events_starts_idx").on(table.startsAt, table.id),
    index("events_host_idx").on(table.hostId),
    check("events_mode", sql.raw(`mode in (${eventModes.map((mode) => `'${mode}'`).join(", ")})`)),
    check("events_capacity", sql`capacity > 0`),
    check("events_ends_after_start", sql`ends_at > starts_at`),
  ],
);

/** The published recipes an event cooks along with, in the host's order. */
export const eventRecipes = pgTable(
  "event_recipes",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.recipeId] }), index("event_recipes_recipe_idx").on(table.recipeId)],
);

/**
 * A member's place at an event: going, or on the waitlist in the order they signed up
 * (`signed_up_at`, then the member's id). `reminded_at` marks the day-before reminder as sent, once.
 */
export const eventRsvps = pgTable(
  "event_rsvps",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<RsvpStatus>().notNull(),
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_rsvps_queue_idx").on(table.eventId, table.status, table.signedUpAt, table.userId),
    index("event_rsvps_user_idx").on(table.userId),
    check("event_rsvps_status", sql`status in ('going', 'waitlisted')`),
  ],
);
