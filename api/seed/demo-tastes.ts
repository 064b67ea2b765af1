import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberTastes, users } from "../db/schema";

/**
 * A few demo members' tastes (decision 071), in both languages' members, so their home shows "new
 * recipes for your diets"; the others have not been through the onboarding yet and are invited to it.
 */
const demoTastes: Record<string, { diets: string[]; dislikes: string[]; cuisines: string[] }> = {
  "marta-gil": { diets: ["vegetariana"], dislikes: ["cilantro"], cuisines: ["espanola", "europea"] },
  "javi-ortega": { diets: ["sin-gluten"], dislikes: [], cuisines: ["espanola"] },
  "emily-carter": { diets: ["vegetariana"], dislikes: ["champinon"], cuisines: ["europea"] },
  "sarah-kim": { diets: ["sin-lactosa"], dislikes: ["cacahuete"], cuisines: [] },
};

export async function seedDemoTastes(db: Database) {
  const rows = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(inArray(users.slug, Object.keys(demoTastes)));
  if (rows.length === 0) return;
  await db.insert(memberTastes).values(rows.map((row) => ({ userId: row.id, ...demoTastes[row.slug]! })));
}
