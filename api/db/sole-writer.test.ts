import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import type { OpenedDatabase } from "./client";
import { knownSinceLastWrite } from "./sole-writer";

/** A value read from the embedded database is read again only once a write may have changed it. */
describe("knownSinceLastWrite", () => {
  let database: OpenedDatabase;
  let reads = 0;
  const counter = async () => {
    reads++;
    const { rows } = (await database.db.execute(sql`select version from search_index_version where id = 1`)) as unknown as { rows: { version: string }[] };
    return String(rows[0]!.version);
  };
  const known = () => knownSinceLastWrite(database.db, "test-counter", counter);
  const bump = () => database.db.execute(sql`update search_index_version set version = version + 1 where id = 1`);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("reads after every write and never answers what a read would not", async () => {
    const first = await known();
    await bump();
    const second = await known();
    expect(BigInt(second)).toBe(BigInt(first) + 1n);
    reads = 0;
    expect(await known()).toBe(second);
    expect(await known()).toBe(second);
    // On PGlite the value is known without reading; a PostgreSQL server has other writers.
    expect(reads).toBe(database.kind === "pglite" ? 0 : 2);

    // A write given while the read is on its way: that read is not kept.
    await bump();
    const [during] = await Promise.all([known(), bump()]);
    const after = await known();
    expect(BigInt(after)).toBe(BigInt(during) + 1n);

    // A transaction is a write.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update search_index_version set version = version + 1 where id = 1`);
    });
    expect(BigInt(await known())).toBe(BigInt(after) + 1n);
  });
});
