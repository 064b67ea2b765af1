import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadApiEnv } from "./env";

describe("API settings", () => {
  it("defaults to the embedded database in ./data with demo content", () => {
    const env = loadApiEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.SEED_DEMO).toBe(true);
  });

  it("reads a PostgreSQL URL and SEED_DEMO=false", () => {
    const env = loadApiEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test", SEED_DEMO: "false" });
    expect(env.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(env.SEED_DEMO).toBe(false);
  });

  it("refuses a database URL that is not PostgreSQL, naming the setting", () => {
    expect(() => loadApiEnv({ DATABASE_URL: "mysql://localhost/x" })).toThrow(/DATABASE_URL/);
    expect(() => loadApiEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  });
});
