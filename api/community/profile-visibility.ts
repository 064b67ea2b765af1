import { type SQL, eq, or, sql } from "drizzle-orm";
import { presentPrivacySettings } from "../auth/user-presenter";
import { users } from "../db/schema";

type Member = typeof users.$inferSelect;

/**
 * What of a member another reader may see (the member's /settings/privacy): a profile that is not
 * public does not exist for others; hidden activity leaves out reviews, points and level. AI chefs
 * are always public; members always see all of their own (docs/decisions/021).
 */
export function visibilityOf(member: Member, viewerId: number | undefined) {
  const privacy = presentPrivacySettings(member.privacySettings);
  const own = viewerId === member.id;
  return { profile: own || member.isAiChef || privacy.profile_public, activity: own || member.isAiChef || privacy.show_activity };
}

/**
 * visibilityOf's `profile` as a condition on `users` rows, for lists of members: a member whose
 * profile is private appears in no list but to themselves (docs/decisions/029).
 */
export function profileVisibleTo(viewerId: number | undefined): SQL {
  const isPublic = sql`coalesce((${users.privacySettings}->>'profile_public')::boolean, true)`;
  return viewerId === undefined ? or(eq(users.isAiChef, true), isPublic)! : or(eq(users.id, viewerId), eq(users.isAiChef, true), isPublic)!;
}
