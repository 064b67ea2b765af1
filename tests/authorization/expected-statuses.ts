import { can, type GrantedRole } from "#api/contract/permissions";
import type { RouteRequirement } from "#api/http/route-requirements";
import { type ApiActor, type ApiExpected, apiActors } from "./actors";

/** The roles each actor is granted in the matrices' worlds; "member" owns whatever a row acts on. */
export const rolesOfActor: Record<ApiActor, readonly GrantedRole[]> = {
  visitor: [],
  unverified: [],
  member: [],
  other: [],
  admin: ["admin"],
  moderator: ["moderator"],
  editor: ["editor"],
};

type Verdict = "allowed" | "refused" | 401 | 403;

/** What a requirement says to one actor, before anything about the thing asked for. */
function verdict(requirement: RouteRequirement, actor: ApiActor, idOf: (actor: ApiActor) => number | undefined): Verdict {
  if (requirement === "public") return "allowed";
  const id = idOf(actor);
  if (id === undefined) return 401;
  if (requirement === "member") return "allowed";
  const verifiedFirst = requirement === "verified-member" || requirement.verified === true;
  if (verifiedFirst && actor === "unverified") return 403;
  if (requirement === "verified-member") return "allowed";
  const ownerId = idOf("member");
  const subject = { id, roles: rolesOfActor[actor], plan: "free" as const };
  if (!("permission" in requirement)) return id === ownerId ? "allowed" : "refused";
  if ("owned" in requirement) return can(subject, requirement.permission, { ownerId }) ? "allowed" : "refused";
  return can(subject, requirement.permission) ? "allowed" : 403;
}

/**
 * Every actor's status for a route: the requirement decides who is stopped (401, 403) and who gets
 * through; the row says what getting through answers, whether someone else's thing is refused (403)
 * or hidden (404), and any status that depends on the thing asked for.
 */
export function expectedStatuses(
  requirement: RouteRequirement,
  row: { status?: number; refused?: 404; except?: Partial<ApiExpected> },
  idOf: (actor: ApiActor) => number | undefined,
): ApiExpected {
  const statusOf = (actor: ApiActor): number => {
    const decided = verdict(requirement, actor, idOf);
    if (decided === "allowed") return row.status ?? 200;
    if (decided === "refused") return row.refused ?? 403;
    return decided;
  };
  return { ...(Object.fromEntries(apiActors.map((actor) => [actor, statusOf(actor)])) as ApiExpected), ...row.except };
}
