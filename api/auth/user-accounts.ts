import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { randomSecret } from "./secrets";

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

function slugBase(name: string) {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return base || "cocinero";
}

/** A free public handle from the member's name: "ana-garcia", then "ana-garcia-2", … */
export async function uniqueUserSlug(db: Database, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = await db
    .select({ slug: users.slug })
    .from(users)
    .where(sql`${users.slug} = ${base} or ${users.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; suffix < 1000; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  return `${base}-${randomSecret(4).toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}
