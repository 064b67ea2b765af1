/**
 * Who may do what, for both halves (docs/decisions/064). Every account is a "member"; the other roles
 * are granted per member and stored (api/permissions/role-grants.ts). A permission is a string
 * `action:entity`, or `action:entity:own|any` where it acts on something someone owns (Epic Stack's
 * model). A plan is an entitlement read the same way, so gating by plan is a row of this table.
 */
export const grantedRoles = ["moderator", "editor", "host", "admin"] as const;
export type GrantedRole = (typeof grantedRoles)[number];
type Role = "member" | GrantedRole;

export const plans = ["free", "plus"] as const;
type Plan = (typeof plans)[number];

export const permissions = [
  "view:admin-area",
  "read:csp-report",
  "hide:popular-search",
  "review:ingredient-proposal",
  "grant:role",
  "update:recipe:own",
  "update:recipe:any",
  "delete:cooksnap:own",
  "delete:cooksnap:any",
  "update:forum-post:own",
  "update:forum-post:any",
  "solve:forum-thread:own",
  "solve:forum-thread:any",
  "moderate:forum-thread",
  "moderate:forum-post",
  "use:plus-feature",
  "manage:article",
  // Challenges (decision 109): hosts and admins set them.
  "create:challenge",
  "host:event",
  "manage:event:own",
  "manage:event:any",
] as const;
type Permission = (typeof permissions)[number];

/** What a check names: a permission as held, or for an owned thing its `action:entity` (own or any decides). */
type Scoped<P> = P extends `${infer Action}:${infer Entity}:${"own" | "any"}` ? `${Action}:${Entity}` : never;
type Unscoped<P> = P extends `${string}:${string}:${string}` ? never : P;
export type OwnedCheck = Scoped<Permission>;
export type UnownedCheck = Unscoped<Permission>;
export type PermissionCheck = OwnedCheck | UnownedCheck;

const rolePermissions: Record<Role, readonly Permission[]> = {
  member: ["update:recipe:own", "delete:cooksnap:own", "update:forum-post:own", "solve:forum-thread:own"],
  // Takes down anyone's cooksnap (a photo is what gets reported first), corrects anyone's forum post,
  // marks any thread's solution, and pins, locks and moves threads (decision 091).
  // Approves or rejects held forum posts from the site's moderation queue (decision 094).
  moderator: ["delete:cooksnap:any", "update:forum-post:any", "solve:forum-thread:any", "moderate:forum-thread", "moderate:forum-post"],
  // Corrects anyone's recipe; writes and edits the editorial articles (decision 103).
  editor: ["update:recipe:any", "manage:article"],
  // Sets challenges (decision 109); organises cooking events: creates them, and edits, cancels and
  // sees who comes to their own (decision 106).
  host: ["create:challenge", "host:event", "manage:event:own"],
  admin: [
    "view:admin-area",
    "read:csp-report",
    "hide:popular-search",
    "review:ingredient-proposal",
    "grant:role",
    "update:recipe:any",
    "delete:cooksnap:any",
    "update:forum-post:any",
    "solve:forum-thread:any",
    "moderate:forum-thread",
    "moderate:forum-post",
    "manage:article",
    "create:challenge",
    "host:event",
    "manage:event:any",
  ],
};

/** Nothing is gated by plan yet: the entitlement exists so gating is one entry here and one check. */
const planPermissions: Record<Plan, readonly Permission[]> = {
  free: [],
  plus: ["use:plus-feature"],
};

/** A signed-in member as the check sees them: the roles granted to them (member is implied) and their plan. */
export interface Subject {
  id: number;
  roles: readonly GrantedRole[];
  plan: Plan;
}

function held(subject: Subject): Set<string> {
  return new Set([...rolePermissions.member, ...subject.roles.flatMap((role) => rolePermissions[role]), ...planPermissions[subject.plan]]);
}

/**
 * The one check (API middleware, web guard, the matrices). A visitor (no subject) may do nothing
 * here. For an owned thing, `:any` allows it on anyone's, `:own` only when `ownerId` is the
 * subject's own id.
 */
export function can(subject: Subject | null | undefined, check: PermissionCheck, { ownerId }: { ownerId?: number } = {}): boolean {
  if (!subject) return false;
  const permissionsHeld = held(subject);
  if (permissionsHeld.has(check) || permissionsHeld.has(`${check}:any`)) return true;
  return permissionsHeld.has(`${check}:own`) && ownerId === subject.id;
}
