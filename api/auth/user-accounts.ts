import { eq, sql } from "drizzle-orm";
import { slugify } from "../contract/text";
import { users } from "../db/schema";
import type { Database } from "../db/client";
import { randomSecret } from "../security/secrets";

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The columns of a member that change after sign-up (the handle and the timestamps are not among them). */
type UserChanges = Partial<Omit<typeof users.$inferInsert, "id" | "slug" | "createdAt" | "updatedAt">>;

/** Changes a member and stamps updated_at; answers the member as saved (undefined when there is none). */
export async function updateUser(db: Database, id: number, changes: UserChanges) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

function slugBase(name: string) {
  return slugify(name).slice(0, 40) || "cocinero";
}

/** A free public handle from the member's name: "ana-garcia", then "ana-garcia-2", … */
async function uniqueUserSlug(db: Database, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = await db
    .select({ slug: users.slug })
    .from(users)
    .where(sql`${users.slug} = ${base} or ${users.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; suffix < 1000; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  return `${base}-${randomSecret(4)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}`;
}

/** The unique index a failed insert ran into, if that is why it failed (PGlite and pg alike). */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23505") return constraint ?? "unknown";
  }
  return undefined;
}

export class EmailTakenError extends Error {}

/**
 * Inserts a member with a free handle. Two sign-ups with the same name at the same moment may pick
 * the same handle; the loser retries with a random suffix. The same e-mail twice is EmailTakenError.
 */
export async function insertUser(db: Database, values: Omit<typeof users.$inferInsert, "slug">) {
  for (let attempt = 0; ; attempt++) {
    const base = await uniqueUserSlug(db, values.name);
    const slug =
      attempt === 0
        ? base
        : `${base}-${randomSecret(3)
            .toLowerCase()
            .replace(/[^a-z0-9]/g, "x")}`;
    try {
      const [user] = await db
        .insert(users)
        .values({ ...values, slug })
        .returning();
      return user!;
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === "users_email_unique") throw new EmailTakenError();
      if (index !== "users_slug_unique" || attempt >= 4) throw error;
    }
  }
}
