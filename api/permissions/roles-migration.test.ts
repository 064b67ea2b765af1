import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";

/**
 * Migration 0026 turns the admin role of users.role into a grant on record (decision 064): a
 * database as it stood before it, with an admin and a member, is migrated to the latest.
 */
const migrationsFolder = path.join(import.meta.dirname, "../db/migrations");
const before = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-roles-migration-"));
afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

it("grants the admin role to every admin, on record as given by the system when the account was made", async () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  const earlier = journal.entries.filter((entry) => entry.idx < 26);
  fs.mkdirSync(path.join(before, "meta"));
  fs.writeFileSync(path.join(before, "meta/_journal.json"), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));

  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`INSERT INTO users (name, slug, email, role, created_at) VALUES
      ('Administración', 'admin', 'admin@example.com', 'admin', '2024-10-01T09:00:00Z'),
      ('Marta Gil', 'marta-gil', 'marta@example.com', 'user', '2025-01-01T09:00:00Z')`);

    await migrate(db, { migrationsFolder });

    const grants = await client.query(`SELECT u.slug, g.role, g.granted_by_id, g.granted_at FROM role_grants g JOIN users u ON u.id = g.user_id`);
    expect(grants.rows).toEqual([{ slug: "admin", role: "admin", granted_by_id: null, granted_at: new Date("2024-10-01T09:00:00Z") }]);
    const changes = await client.query(`SELECT u.slug, c.role, c.change, c.actor_id, c.at FROM role_changes c JOIN users u ON u.id = c.user_id`);
    expect(changes.rows).toEqual([{ slug: "admin", role: "admin", change: "grant", actor_id: null, at: new Date("2024-10-01T09:00:00Z") }]);
    const plans = await client.query(`SELECT slug, plan FROM users ORDER BY slug`);
    expect(plans.rows).toEqual([
      { slug: "admin", plan: "free" },
      { slug: "marta-gil", plan: "free" },
    ]);
    const roleColumn = await client.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'role'`);
    expect(roleColumn.rows).toEqual([]);
  } finally {
    await client.close();
  }
}, 60_000);
