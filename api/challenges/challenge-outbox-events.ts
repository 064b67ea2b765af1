import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { challenges } from "../db/schema";
import type { Effects } from "../outbox/outbox-effects";
import { outboxEventType } from "../outbox/outbox-events";

/**
 * What a challenge's boundaries owe (decision 110). Both events are written with the challenge, each
 * available from its moment (voting opens, voting closes): the outbox worker of whichever process
 * polls first claims it (SKIP LOCKED and a lease), and its effects are idempotent (one notification
 * per member and event key, points once per rule and subject, badges once), so each happens once.
 */
const payload = z.object({ challenge: z.object({ id: z.number().int() }) });

/** The challenge, if its moment has come; an event claimed early (a window moved later) throws and waits for its retry. */
async function challengeDue(db: Database, id: number, moment: "voting_at" | "closes_at") {
  const [row] = await db
    .select({ id: challenges.id, slug: challenges.slug, titleEs: challenges.titleEs, titleEn: challenges.titleEn, due: sql<boolean>`${sql.identifier(moment)} <= now()` })
    .from(challenges)
    .where(eq(challenges.id, id));
  if (row && !row.due) throw new Error(`challenge ${id}: ${moment} has not come yet`);
  return row;
}

const none: Effects = { points: [], activity: [], notifications: [], badges: [] };

/** Voting opened: every entrant is told, once. */
export const challengeVotingEvent = outboxEventType("challenge.voting_opened", payload, async ({ challenge }, db): Promise<Effects> => {
  const row = await challengeDue(db, challenge.id, "voting_at");
  if (!row) return none;
  const entrants = rowsOf<{ user_id: number }>(await db.execute(sql`select distinct user_id from challenge_entries where challenge_id = ${row.id}`));
  const facts = { challenge: { slug: row.slug, title_es: row.titleEs, title_en: row.titleEn }, link: `/challenges/c/${row.slug}` };
  return {
    ...none,
    notifications: entrants.map(({ user_id: userId }) => ({ userId: Number(userId), type: "challenge_voting_open" as const, eventKey: `challenge-voting:${row.id}`, facts })),
  };
});

/** Results out: each entrant told their best place and given the entrant's points; the winners (most votes, at least one) the winner's points and badge. */
export const challengeResultsEvent = outboxEventType("challenge.results", payload, async ({ challenge }, db): Promise<Effects> => {
  const row = await challengeDue(db, challenge.id, "closes_at");
  if (!row) return none;
  const places = rowsOf<{ user_id: number; place: number; votes: number }>(
    await db.execute(sql`
      select user_id, min(place)::int as place, max(votes)::int as votes from (
        select e.user_id, count(v.user_id) as votes, rank() over (order by count(v.user_id) desc) as place
        from challenge_entries e left join challenge_votes v on v.entry_id = e.id
        where e.challenge_id = ${row.id}
        group by e.id, e.user_id
      ) ranked group by user_id`),
  );
  const winners = places.filter((entrant) => Number(entrant.place) === 1 && Number(entrant.votes) > 0).map((entrant) => Number(entrant.user_id));
  const challengeFacts = { slug: row.slug, title_es: row.titleEs, title_en: row.titleEn };
  return {
    points: [
      ...places.map((entrant) => ({ userId: Number(entrant.user_id), rule: "challenge_entered" as const, subject: row.id })),
      ...winners.map((userId) => ({ userId, rule: "challenge_won" as const, subject: row.id })),
    ],
    activity: [],
    notifications: places.map((entrant) => ({
      userId: Number(entrant.user_id),
      type: "challenge_results" as const,
      eventKey: `challenge-results:${row.id}`,
      facts: { challenge: challengeFacts, place: Number(entrant.place), link: `/challenges/c/${row.slug}` },
    })),
    badges: winners.map((userId) => ({ userId, candidates: ["challenge_winner"] as const })),
  };
});
