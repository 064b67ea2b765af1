import { sql } from "drizzle-orm";
import { FORUM_NEW_MEMBER_HELD_POSTS, FORUM_NEW_MEMBER_LIMITS } from "../contract/limits";
import { can, type Subject } from "../contract/permissions";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { FLAG_WEIGHT_TO_HIDE } from "../flags/content-flags";
import { linksAndImagesIn } from "../markdown/safe-markdown";
import { mentionedHandles } from "./forum-mentions";

/**
 * Trust in the forums (decision 094): a level read from the points a member earned (decision 019),
 * so it grows with what the rest of the site already rewards and needs no table of its own.
 */
/** 0 new, 1 basic, 2 member, 3 trusted. */
type TrustLevel = 0 | 1 | 2 | 3;

/** Points at which levels 1, 2 and 3 start: two reviews; a published recipe (or ten reviews); four recipes' worth. */
const TRUST_THRESHOLDS = [10, 50, 200] as const;

/** The one place a member's points become a trust level. */
export function trustLevelFor(points: number): TrustLevel {
  let level = 0;
  for (const threshold of TRUST_THRESHOLDS) if (points >= threshold) level++;
  return level as TrustLevel;
}

/** Forum posts (threads and replies together) a member may write in an hour, by level. */
const POSTS_PER_HOUR: Record<TrustLevel, number> = { 0: 5, 1: 15, 2: 30, 3: 60 };

interface PosterTrust {
  level: TrustLevel;
  /** A moderator's posts are never held and have the highest limits. */
  moderator: boolean;
  publishedPosts: number;
}

/** A member's level and how many of their forum posts are published, in one statement. */
export async function posterTrust(db: Database, user: Subject): Promise<PosterTrust> {
  const [row] = rowsOf<{ points: number | string; published: number | string }>(
    await db.execute(sql`
      select (select coalesce(sum(points), 0) from point_awards where user_id = ${user.id}) as points,
        (select count(*) from forum_threads where user_id = ${user.id} and status = 'published')
        + (select count(*) from forum_replies where user_id = ${user.id} and status = 'published') as published`),
  );
  return { level: trustLevelFor(Number(row?.points ?? 0)), moderator: can(user, "moderate:forum-post"), publishedPosts: Number(row?.published ?? 0) };
}

/** A new member's first posts wait for a moderator until that many of theirs are published. */
export const isHeld = (trust: PosterTrust) => !trust.moderator && trust.level === 0 && trust.publishedPosts < FORUM_NEW_MEMBER_HELD_POSTS;

export const postsPerHour = (trust: PosterTrust) => POSTS_PER_HOUR[trust.moderator ? 3 : trust.level];

/** The first of a new member's limits a post's text goes past (links, images, mentions), with its maximum; undefined within them. */
export function limitExceeded(trust: PosterTrust, source: string): { limit: keyof typeof FORUM_NEW_MEMBER_LIMITS; max: number } | undefined {
  if (trust.moderator || trust.level > 0) return undefined;
  const { links, images } = linksAndImagesIn(source);
  const counts = { links, images, mentions: mentionedHandles(source).length };
  for (const limit of ["links", "images", "mentions"] as const) {
    if (counts[limit] > FORUM_NEW_MEMBER_LIMITS[limit]) return { limit, max: FORUM_NEW_MEMBER_LIMITS[limit] };
  }
  return undefined;
}

/** What a member's flag counts toward hiding: nothing below trust level 2 (a new account cannot hide anyone's post), 1 from there, a moderator's enough alone. */
export const flagWeight = (trust: PosterTrust) => (trust.moderator ? FLAG_WEIGHT_TO_HIDE : trust.level >= 2 ? 1 : 0);
