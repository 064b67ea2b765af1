/**
 * Who the authorization matrices ask as (docs/decisions/029). "member" is the owner wherever a row
 * acts on something owned (their review, their settings, their session); "other" is another
 * verified member, never the owner; "admin" holds the admin role.
 */
export const actors = ["visitor", "unverified", "member", "other", "admin"] as const;
export type Actor = (typeof actors)[number];

/**
 * The API matrix asks as two staff roles besides (docs/decisions/064): a moderator and an editor,
 * whose permissions reach other members' things but not the admin area.
 */
export const apiActors = [...actors, "moderator", "editor"] as const;
export type ApiActor = (typeof apiActors)[number];
export type ApiExpected = Record<ApiActor, number>;

/** What each actor gets: a status, or for a redirect the status and the path it sends to ("303 /auth/verify-email"). */
export type Expected<Outcome = number> = Record<Actor, Outcome>;

/** The same answer for everyone: public reads, and routes whose answer does not depend on who asks. */
export const everyone = <Outcome>(outcome: Outcome): Expected<Outcome> => ({ visitor: outcome, unverified: outcome, member: outcome, other: outcome, admin: outcome });
