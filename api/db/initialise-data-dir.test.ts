import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { initialiseDataDir } from "./initialise-data-dir";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("embedded data directory", () => {
  it("is created by a separate process, then opened, migrated and kept across restarts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-data-"));
    dirs.push(dataDir);
    const pgdata = path.join(dataDir, "pgdata");

    await initialiseDataDir(pgdata);
    expect(fs.existsSync(path.join(pgdata, "PG_VERSION"))).toBe(true);

    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await first.db.execute(sql`create table kept (word text)`);
      await first.db.execute(sql`insert into kept values ('sofrito')`);
      const settings = await first.db.execute(sql`show shared_buffers`);
      expect((settings as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]?.shared_buffers).toBe("32MB");
    } finally {
      await first.close();
    }

    // An existing directory is left alone: no second initdb wipes it.
    await initialiseDataDir(pgdata);
    const second = await openDatabase({ kind: "pglite", dataDir });
    try {
      const kept = await second.db.execute(sql`select word from kept`);
      expect((kept as unknown as { rows: Array<{ word: string }> }).rows).toEqual([{ word: "sofrito" }]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("says why when the directory cannot be created", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sazon-data-")), "not-a-directory");
    dirs.push(path.dirname(file));
    fs.writeFileSync(file, "");
    await expect(initialiseDataDir(path.join(file, "pgdata"))).rejects.toThrow(/Initialising the embedded database in .* failed/);
  }, 60_000);
});
