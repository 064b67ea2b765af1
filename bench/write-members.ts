/**
 * For `bench:search --writes`: run with the API's settings (DATA_DIR or DATABASE_URL) before the
 * API starts (the embedded database has one writer). Makes `--members` fresh members with bearer
 * tokens, picks recipes to review and members to follow, and prints them as one JSON line; with
 * `--pending` it prints instead how many outbox events are still to do.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { issueAccessToken } from "../api/access/access-tokens";
import { openDatabase } from "../api/db/client";
import { createMembers } from "../api/seed/factories";
import { rowsOf } from "../api/db/rows-of";

const { values } = parseArgs({ options: { members: { type: "string", default: "200" }, pending: { type: "boolean", default: false } } });
const database = await openDatabase(process.env.DATABASE_URL ? { kind: "postgres", url: process.env.DATABASE_URL } : { kind: "pglite", dataDir: process.env.DATA_DIR! });
try {
  const { db } = database;
  if (values.pending) {
    const [row] = rowsOf<{ pending: number; failed: number }>(
      await db.execute(sql`select count(*) filter (where processed_at is null)::int as pending, count(*) filter (where last_error is not null)::int as failed from outbox_events`),
    );
    process.stdout.write(`${JSON.stringify(row)}\n`);
  } else {
    const run = `${Date.now().toString(36)}`;
    const count = Number(values.members);
    const made = await createMembers(
      db,
      // Verified, as every member who may review or follow is (decision 029).
      Array.from({ length: count }, (_, index) => ({
        name: `Bench ${run} ${index}`,
        slug: `bench-${run}-${index}`,
        email: `bench-${run}-${index}@example.com`,
        emailVerifiedAt: new Date(),
      })),
    );
    const members = [];
    for (const member of made) members.push({ id: member.id, slug: member.slug, token: await issueAccessToken(db, member.id, "bench") });
    const recipes = rowsOf<{ id: number }>(await db.execute(sql`select id from recipes where published_at <= now() order by random() limit 20000`)).map((row) => row.id);
    const followable = rowsOf<{ slug: string }>(
      await db.execute(
        sql`select slug from users where slug not like 'bench-%' and (is_ai_chef or coalesce((privacy_settings->>'profile_public')::boolean, true)) order by random() limit 2000`,
      ),
    ).map((row) => row.slug);
    process.stdout.write(`${JSON.stringify({ members, recipes, followable })}\n`);
  }
} finally {
  await database.close();
}
