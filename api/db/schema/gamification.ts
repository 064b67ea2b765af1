import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Points, one row per rewarded event: the (member, rule, subject) key makes each award happen once,
 * however often the event repeats (unfollow and follow again, a review edited). Rules: decisions/019.
 */
export const pointAwards = pgTable(
  "point_awards",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rule: text("rule").notNull(),
    subject: text("subject").notNull(),
    points: integer("points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.rule, table.subject] })],
);

export const userBadges = pgTable(
  "user_badges",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badge: text("badge").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badge] })],
);

/** The days a member did something (published, reviewed, followed), for the streak. */
export const activityDays = pgTable(
  "activity_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index("activity_days_user_idx").on(table.userId, table.day)],
);
