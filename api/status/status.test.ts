import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../tests/support/api-harness";

describe("status and health", () => {
  const api = useTestApi();

  it("answers GET /api/status with the service's name", async () => {
    const response = await api.request("/api/status");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", name: "Sazón" });
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it("answers HEAD /api/status with 200 and no body", async () => {
    const response = await api.request("/api/status", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("checks the database on /healthz", async () => {
    const response = await api.request("/healthz");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("ok");
    expect(["pglite", "postgres"]).toContain(body.database.kind);
  });

  // PGlite has one connection: a transaction left open makes every other query wait. (A server's pool would answer on another.)
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("answers 503 on /healthz when the database does not answer within 2 seconds", async () => {
    let opened: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const busy = api.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      opened();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    });
    await open;
    const started = Date.now();
    const response = await api.request("/healthz");
    expect(response.status).toBe(503);
    expect((await response.json()).database.status).toBe("fail");
    expect(Date.now() - started).toBeLessThan(2_900);
    await busy;
    expect((await api.request("/healthz")).status).toBe(200);
  });

  // The case: pages hung for 15 s on a locked table while `select 1` still answered 200.
  it("answers 503 on /healthz while a table every page reads is locked, and 200 once it is free", async () => {
    let locked: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    let release: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = api.db.transaction(async (tx) => {
      await tx.execute(sql`lock table recipes in access exclusive mode`);
      locked();
      await released;
    });
    await lockTaken;
    try {
      const started = Date.now();
      const response = await api.request("/healthz");
      expect(response.status).toBe(503);
      expect((await response.json()).database.status).toBe("fail");
      expect(Date.now() - started).toBeLessThan(2_900);
    } finally {
      release!();
      await holder;
    }
    expect((await api.request("/healthz")).status).toBe(200);
  });

  it("answers an unknown API path with a JSON 404 in the request's language", async () => {
    const spanish = await api.request("/api/no-such-thing", { locale: "es" });
    expect(spanish.status).toBe(404);
    expect(await spanish.json()).toEqual({ message: "La ruta /api/no-such-thing no existe." });
    const english = await api.request("/api/no-such-thing", { locale: "en" });
    expect(await english.json()).toEqual({ message: "The route /api/no-such-thing does not exist." });
  });

  it("publishes its OpenAPI document", async () => {
    const response = await api.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/status", "/healthz", "/api/recipes/featured", "/api/recipes/{recipe}", "/api/categories", "/api/tags", "/api/recipes/available-ingredients"]),
    );
  });
});
