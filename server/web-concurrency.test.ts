import { describe, expect, it } from "vitest";
import { webConcurrency } from "./web-concurrency";

const shared = { DATABASE_URL: "postgres://db/sazon", REDIS_URL: "redis://cache:6379" };

describe("WEB_CONCURRENCY", () => {
  it("is one process when unset or blank, whatever the database", () => {
    expect(webConcurrency({})).toEqual({ ok: true, processes: 1 });
    expect(webConcurrency({ WEB_CONCURRENCY: " " })).toEqual({ ok: true, processes: 1 });
    expect(webConcurrency({ WEB_CONCURRENCY: "1" })).toEqual({ ok: true, processes: 1 });
  });

  it("runs N processes on PostgreSQL and Redis, or when the API runs elsewhere", () => {
    expect(webConcurrency({ WEB_CONCURRENCY: "4", ...shared })).toEqual({ ok: true, processes: 4 });
    expect(webConcurrency({ WEB_CONCURRENCY: "2", API_BASE_URL: "https://api.example" })).toEqual({ ok: true, processes: 2 });
  });

  it("refuses more than one process on the embedded database, or without Redis, saying what to set", () => {
    const embedded = webConcurrency({ WEB_CONCURRENCY: "2", REDIS_URL: shared.REDIS_URL });
    expect(embedded).toMatchObject({ ok: false, refusal: expect.stringContaining("DATABASE_URL") });
    expect(embedded).toMatchObject({ refusal: expect.stringContaining("PGlite") });
    expect(webConcurrency({ WEB_CONCURRENCY: "2", DATABASE_URL: shared.DATABASE_URL })).toMatchObject({ ok: false, refusal: expect.stringContaining("REDIS_URL") });
  });

  it("refuses what is not a whole number of processes from 1 to 64", () => {
    for (const setting of ["0", "-1", "2.5", "two", "65", "1e1"]) {
      expect(webConcurrency({ WEB_CONCURRENCY: setting, ...shared }), setting).toMatchObject({ ok: false, refusal: expect.stringContaining("WEB_CONCURRENCY") });
    }
  });
});
