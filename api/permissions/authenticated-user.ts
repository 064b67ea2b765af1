import type { GrantedRole } from "../contract/permissions";
import type { users } from "../db/schema";

/** A member as the API acts for them: their row and the roles granted to them (decision 064). */
export type AuthenticatedUser = typeof users.$inferSelect & { roles: GrantedRole[] };
