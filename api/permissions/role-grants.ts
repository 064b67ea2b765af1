import { and, asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { GrantedRole } from "../contract/permissions";
import type { Database } from "../db/client";
import { roleChanges, roleGrants } from "../db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or an open transaction (the seed grants inside its own). */
type Executor = Database | Transaction;

/** The roles granted to a member, in the table's order, as a column of a query about members. */
export function grantedRolesOf(userId: SQLWrapper): SQL<GrantedRole[]> {
  return sql<GrantedRole[]>`array(select ${roleGrants.role}::text from ${roleGrants} where ${roleGrants.userId} = ${userId} order by ${roleGrants.role})`;
}

/** A condition on a query about members: the member holds no role beyond "member" (the home cooks and AI chefs). */
export function holdsNoGrantedRole(userId: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${roleGrants} where ${roleGrants.userId} = ${userId})`;
}

export async function rolesOf(db: Executor, userId: number): Promise<GrantedRole[]> {
  const rows = await db.select({ role: roleGrants.role }).from(roleGrants).where(eq(roleGrants.userId, userId)).orderBy(asc(roleGrants.role));
  return rows.map((row) => row.role);
}

/** Whose role, which, who acts (null: the system, as a migration or script) and when (now unless told: the seed's dates are fixed). */
interface RoleChange {
  userId: number;
  role: GrantedRole;
  actorId: number | null;
  at?: Date;
}

/**
 * Gives a member a role and records who did it; granting a role they hold already changes and
 * records nothing. Answers whether it changed.
 */
export async function grantRole(db: Executor, { userId, role, actorId, at }: RoleChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const granted = await tx.insert(roleGrants).values({ userId, role, grantedById: actorId, grantedAt: at }).onConflictDoNothing().returning({ userId: roleGrants.userId });
    if (granted.length === 0) return false;
    await tx.insert(roleChanges).values({ userId, role, change: "grant", actorId, at });
    return true;
  });
}

/** Takes a role away and records who did it; nothing changes or is recorded when the member does not hold it. */
export async function revokeRole(db: Executor, { userId, role, actorId, at }: RoleChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .delete(roleGrants)
      .where(and(eq(roleGrants.userId, userId), eq(roleGrants.role, role)))
      .returning({ userId: roleGrants.userId });
    if (revoked.length === 0) return false;
    await tx.insert(roleChanges).values({ userId, role, change: "revoke", actorId, at });
    return true;
  });
}
