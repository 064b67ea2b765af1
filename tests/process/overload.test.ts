import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#api/auth/passwords";
import { openDatabase } from "#api/db/client";
import { createCatalogue, createRecipe, createUser } from "../support/factories";
import { copyDataDir } from "../support/database-templates";
import { type ProductionServer, startProductionServer } from "../support/production-server";

/**
 * Issue 12, defect 8: past its capacity the server turns requests away cleanly (docs/decisions/033).
 * The production server with room for one request at a time and one waiting, hit by many at once:
 * each is served or refused with a 503 that says when to come back, in the visitor's language (a
 * page, or the API's JSON message), every refusal is logged (its count, once a second), none is a 500 or left hanging, and
 * /healthz still answers. Not timed: the limits are tiny so that any machine is past them.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-overload-"));
let server: ProductionServer;

beforeAll(async () => {
  await copyDataDir("migrated", dataDir);
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const catalogue = await createCatalogue(database.db);
    const author = await createUser(database.db, { name: "Carmen Carga", passwordHash: await hashPassword("una-clave-de-prueba"), emailVerifiedAt: new Date() });
    await createRecipe(database.db, catalogue, author.id);
  } finally {
    await database.close();
  }
  // Without the page cache: a kept page is served ahead of the line (decision 034), and this test is about the line.
  server = await startProductionServer({
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PAGE_CACHE: "off",
    ADMISSION_MAX_IN_FLIGHT: "1",
    ADMISSION_MAX_QUEUED: "1",
    ADMISSION_MAX_WAIT_MS: "3000",
  });
  await server.ready;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const addresses = ["/receta/paella-valenciana", "/en/receta/paella-valenciana", "/buscar?q=paella", "/api/recipes/search?q=paella", "/"];

async function get(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${address}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  return { address, status: response.status, retryAfter: response.headers.get("retry-after"), type: response.headers.get("content-type") ?? "", body: await response.text() };
}

describe("past its capacity", () => {
  it("answers every request with its page or a 503 with Retry-After in the visitor's language, logs each refusal, never a 500", async () => {
    const outputBefore = server.output().length;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => get(addresses[index % addresses.length]!, { "Accept-Language": "en" })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status === 503);
    // One at a time and one waiting: most of forty at once are turned away.
    expect(refused.length).toBeGreaterThan(20);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe("5");
      if (answer.address.startsWith("/api/")) {
        expect(answer.type).toContain("application/json");
        expect(JSON.parse(answer.body)).toEqual({ message: "The service is unavailable right now. Please try again in a few seconds." });
      } else if (answer.address.startsWith("/en/")) {
        expect(answer.body).toContain('<html lang="en">');
        expect(answer.body).toContain("We&#x27;ll be back in a moment");
      } else {
        expect(answer.body).toContain('<html lang="es">');
        expect(answer.body).toContain("Volvemos en un momento");
      }
    }
    // Refusals are reported once a second, with their counts.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const logLines = server
      .output()
      .slice(outputBefore)
      .split("\n")
      .filter((line) => line.includes("[overload] 503"));
    expect(logLines.length).toBeGreaterThan(0);
    const reported = logLines.reduce((sum, line) => sum + Number(/503 ×(\d+)/.exec(line)?.[1]), 0);
    expect(reported).toBe(refused.length);
    expect(logLines.at(-1)).toMatch(/in flight \d+\/1 \((?:GET \/\S* \d+ s)?\), waiting \d+\/1, refused since start \d+/);
  }, 60_000);

  it("keeps /healthz, the static files and the route manifest out of the line", async () => {
    // What a page's links ask for as they appear (Remix's lazy route discovery), answered from the build in memory.
    const { body: home } = await get("/");
    const version = /"version":\s*"(\w+)"/.exec(home)?.[1];
    expect(version).toBeTruthy();
    const busy = Array.from({ length: 20 }, () => get("/receta/paella-valenciana"));
    const [health, robots, manifest] = await Promise.all([get("/healthz"), get("/favicon.svg"), get(`/__manifest?p=%2Freceta%2Fpaella-valenciana&version=${version}`)]);
    expect(health.status).toBe(200);
    expect(robots.status).toBe(200);
    expect(manifest.status).toBe(200);
    expect(Object.keys(JSON.parse(manifest.body) as object).length).toBeGreaterThan(0);
    expect((await Promise.all(busy)).map((answer) => answer.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 60_000);
});
