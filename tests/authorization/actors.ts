/**
 * Who the authorization matrix asks as (docs/decisions/029). "member" is the owner wherever a row
 * acts on something owned (their review, their settings, their session); "other" is another
 * verified member, never the owner; "admin" stands for the moderator and admin roles (the only
 * staff role the site has today).
 */
export const actors = ["visitor", "unverified", "member", "other", "admin"] as const;
export type Actor = (typeof actors)[number];

/** What each actor gets: a status, or for a redirect the status and the path it sends to ("303 /auth/verify-email"). */
export type Expected<Outcome = number> = Record<Actor, Outcome>;

/** The same answer for everyone: public reads, and routes whose answer does not depend on who asks. */
export const everyone = <Outcome>(outcome: Outcome): Expected<Outcome> => ({ visitor: outcome, unverified: outcome, member: outcome, other: outcome, admin: outcome });
