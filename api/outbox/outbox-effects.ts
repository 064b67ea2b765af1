import type { BadgeKey } from "../contract/gamification";
import type { Database } from "../db/client";
import { awardPointsMany, earnBadgesMany, type PointRule, recordActivityMany } from "../gamification/gamification";
import { type NotificationEvent, type NotificationPublisher, notifyMany } from "../notifications/notifier";

/**
 * What follows a member's action: points (each once per event, decisions/019), the active day,
 * badges newly earned, and the notifications they cause. Each step is idempotent, so a repeated
 * event (a retry, a follow after an unfollow) rewards and notifies nobody twice.
 *
 * Each area says its actions' effects as data (its outbox event types, decisions/067);
 * `applyEffects` does those of many actions together (the outbox worker's batch, decisions/037):
 * the points of all of them in one statement, the active days in another, then each notification,
 * then each member's badges once.
 */
export interface Effects {
  points: { userId: number; rule: PointRule; subject: string | number }[];
  activity: { userId: number; at?: Date }[];
  notifications: NotificationEvent[];
  /** Badges the action may have earned, per member. */
  badges: { userId: number; candidates: readonly BadgeKey[] }[];
  /**
   * Live events on public channels (a forum thread's new reply, decision 098): published after the
   * rest, never retried (the broadcaster logs a failure); the outbox makes sure they are sent after
   * the write commits, even when the process that made it stopped first.
   */
  broadcasts?: LiveBroadcast[];
}

export interface LiveBroadcast {
  channel: string;
  event: string;
  payload: unknown;
}

/**
 * Does the effects of one or many actions: their points in one statement, their active days in
 * another, then the badges they may have earned (checked after every point and day is written), then
 * every notification, the badges' last, in one more. The same few statements for a batch as for one.
 */
export async function applyEffects(db: Database, publisher: NotificationPublisher, all: Effects[]) {
  await awardPointsMany(
    db,
    all.flatMap((effects) => effects.points),
  );
  await recordActivityMany(
    db,
    all.flatMap((effects) => effects.activity),
  );
  const earned = await earnBadgesMany(
    db,
    all.flatMap((effects) => effects.badges),
  );
  await notifyMany(db, publisher, [
    ...all.flatMap((effects) => effects.notifications),
    ...earned.map(({ userId, badge }): NotificationEvent => ({ userId, type: "badge_earned", eventKey: `badge:${badge}`, facts: { badge, link: "/user/dashboard" } })),
  ]);
  const broadcasts = all.flatMap((effects) => effects.broadcasts ?? []);
  if (broadcasts.length > 0) await publisher.publishMany(broadcasts);
}
