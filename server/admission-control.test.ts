import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { admissionControl } from "./admission-control";

/**
 * The admission line (docs/decisions/033) on a real HTTP server: each request's turn must end with
 * its response or its client, including a client that left before its turn began. A CI run once
 * found all four turns held for minutes by lazy route discovery fetches (`/__manifest`) their pages
 * had aborted while the page cache awaited the content version: every other request then waited
 * its two minutes and got a 503.
 */
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    }),
  );
});

/** A site with `turns` turns, whose requests first wait `beforeTurnMs` (as the page cache's await does), then take `workMs`. */
async function site({ turns, beforeTurnMs, workMs }: { turns: number; beforeTurnMs: number; workMs: number }) {
  const lines: string[] = [];
  const app = express();
  app.use((_request, _response, next) => void setTimeout(next, beforeTurnMs));
  app.use(admissionControl({ maxInFlight: turns, maxQueued: 8, maxWaitMs: 1_500, apiRefusal: () => ({ message: "busy" }), log: (line) => lines.push(line) }));
  app.get(/.*/, (request, response) => void setTimeout(() => response.send(`answered ${request.path}`), workMs));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

/** A GET its client abandons after `afterMs`, as a page that navigates away aborts its fetches. */
async function abandonedGet(url: string, afterMs: number) {
  await fetch(url, { signal: AbortSignal.timeout(afterMs) }).catch(() => undefined);
}

describe("admission control", () => {
  it("gives no turn to a request whose client left before it began, so the next one is served", async () => {
    const { origin, lines } = await site({ turns: 1, beforeTurnMs: 200, workMs: 10 });
    // Gone during the wait before the line: four of them, more than the turns.
    await Promise.all(Array.from({ length: 4 }, (_, index) => abandonedGet(`${origin}/__manifest?p=${index}`, 50)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await fetch(`${origin}/receta/paella`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("answered /receta/paella");
    expect(lines).toEqual([]);
  });

  it("passes the turn of a client that left while working, and of one that left while waiting, to the next in line", async () => {
    const { origin, lines } = await site({ turns: 1, beforeTurnMs: 0, workMs: 300 });
    const abandonedWhileWorking = abandonedGet(`${origin}/first`, 100);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const abandonedWhileWaiting = abandonedGet(`${origin}/second`, 100);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answers = await Promise.all(["/third", "/fourth"].map(async (path) => (await fetch(`${origin}${path}`)).status));
    await Promise.all([abandonedWhileWorking, abandonedWhileWaiting]);
    expect(answers).toEqual([200, 200]);
    expect(lines).toEqual([]);
  });
});
