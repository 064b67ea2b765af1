import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { i18nForRendering } from "~/platform/i18n/i18next.server";
import { useTestApi } from "../../../tests/support/api-harness";
import { createCatalogue, createRecipe, createUser } from "../../../tests/support/factories";
import { ApiError } from "./api-error";
import { getCategories } from "./catalogue.server";
import { createApiClient } from "./client.server";
import { getFeaturedRecipes, getRecipe } from "./recipes.server";

async function translator(locale: "es" | "en") {
  return (await i18nForRendering(locale)).getFixedT(locale, "common");
}

/** A stand-in HTTP peer that answers from a script, to watch the client's retries and errors. */
async function scriptedServer(answers: { status: number; body?: unknown; delayMs?: number }[]) {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    setTimeout(() => {
      response.writeHead(answer.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer.body ?? {}));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the API client", () => {
  const api = useTestApi();
  let httpServer: ReturnType<typeof serve>;
  let httpBaseUrl = "";

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const author = await createUser(api.db, { isAiChef: true });
    await createRecipe(api.db, catalogue, author.id, undefined, { isFeatured: true });
    await new Promise<void>((resolve) => {
      httpServer = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        httpBaseUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

  it("hands requests to the in-process API when no base URL is set", async () => {
    const client = createApiClient({ locale: "en", t: await translator("en"), inProcess: (request) => Promise.resolve(api.app.fetch(request)) });
    const recipes = await getFeaturedRecipes(client, 5);
    expect(recipes.map((recipe) => recipe.title)).toEqual(["Valencian paella"]);
  });

  it("goes over HTTP to API_BASE_URL and gets the same answers", async () => {
    const client = createApiClient({ locale: "es", t: await translator("es"), baseUrl: httpBaseUrl });
    const recipe = await getRecipe(client, "paella-valenciana");
    expect(recipe.title).toBe("Paella valenciana");
    const categories = await getCategories(client);
    expect(categories.map((category) => category.slug)).toContain("cocinas-del-mundo");
  });

  it("maps an API 404 to an ApiError with the server's message in the page's language", async () => {
    const client = createApiClient({ locale: "en", t: await translator("en"), baseUrl: httpBaseUrl });
    const failure = await getRecipe(client, "no-such-recipe").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: "Recipe not found." });
  });

  it("sends the contract's headers and a bearer token when there is one", async () => {
    const peer = await scriptedServer([{ status: 200, body: { data: [] } }]);
    try {
      const client = createApiClient({ locale: "en", t: await translator("en"), baseUrl: peer.baseUrl, token: "secret-token" });
      await client.get("/api/tags", z.object({ data: z.array(z.unknown()) }));
      expect(peer.seen[0]!.headers).toMatchObject({
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        authorization: "Bearer secret-token",
        "accept-language": "en",
      });
    } finally {
      await peer.close();
    }
  });

  it("retries a GET once on 503, then succeeds", async () => {
    const peer = await scriptedServer([{ status: 503 }, { status: 200, body: { data: [] } }]);
    try {
      const client = createApiClient({ locale: "es", t: await translator("es"), baseUrl: peer.baseUrl });
      await expect(client.get("/api/tags", z.object({ data: z.array(z.unknown()) }))).resolves.toEqual({ data: [] });
      expect(peer.seen).toHaveLength(2);
    } finally {
      await peer.close();
    }
  });

  it("retries only once, and never a POST", async () => {
    const peer = await scriptedServer([{ status: 502 }]);
    try {
      const client = createApiClient({ locale: "es", t: await translator("es"), baseUrl: peer.baseUrl });
      await expect(client.get("/api/tags", z.unknown())).rejects.toMatchObject({ status: 502, message: "Error del servidor (502). Inténtalo más tarde." });
      expect(peer.seen).toHaveLength(2);
      await expect(client.post("/api/anything", z.unknown(), { a: 1 })).rejects.toMatchObject({ status: 502 });
      expect(peer.seen).toHaveLength(3);
    } finally {
      await peer.close();
    }
  });

  it("does not retry statuses outside the list", async () => {
    const peer = await scriptedServer([{ status: 404 }]);
    try {
      const client = createApiClient({ locale: "es", t: await translator("es"), baseUrl: peer.baseUrl });
      await expect(client.get("/api/x", z.unknown())).rejects.toMatchObject({ status: 404, message: "El recurso solicitado no fue encontrado." });
      expect(peer.seen).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it("takes the first field error of a 422 when there is no message, and keeps the field errors", async () => {
    const peer = await scriptedServer([{ status: 422, body: { errors: { email: ["El email ya existe."] } } }]);
    try {
      const client = createApiClient({ locale: "es", t: await translator("es"), baseUrl: peer.baseUrl });
      const failure = await client.post("/api/register", z.unknown(), {}).catch((error: unknown) => error);
      expect(failure).toMatchObject({ status: 422, message: "El email ya existe.", fieldErrors: { email: ["El email ya existe."] } });
    } finally {
      await peer.close();
    }
  });

  it("says the server cannot be reached when the connection is refused", async () => {
    const peer = await scriptedServer([{ status: 200 }]);
    await peer.close();
    const client = createApiClient({ locale: "es", t: await translator("es"), baseUrl: peer.baseUrl });
    await expect(client.get("/api/status", z.unknown())).rejects.toMatchObject({
      code: "ECONNREFUSED",
      message: "No se pudo conectar al servidor. Inténtalo más tarde.",
    });
  });

  it("gives up after its timeout with the timeout message", async () => {
    const peer = await scriptedServer([{ status: 200, delayMs: 1_000 }]);
    try {
      const client = createApiClient({ locale: "en", t: await translator("en"), baseUrl: peer.baseUrl, timeoutMs: 100 });
      await expect(client.get("/api/status", z.unknown())).rejects.toMatchObject({ code: "TIMEOUT", message: "The request took too long. Please try again." });
    } finally {
      await peer.close();
    }
  });

  it("refuses an answer whose shape does not match the contract", async () => {
    const peer = await scriptedServer([{ status: 200, body: { data: "not a list" } }]);
    try {
      const client = createApiClient({ locale: "en", t: await translator("en"), baseUrl: peer.baseUrl });
      await expect(getCategories(client)).rejects.toMatchObject({ code: "INVALID_RESPONSE", message: "Unexpected error. Please try again." });
    } finally {
      await peer.close();
    }
  });

  it("defaults to the spec's 60 second timeout", async () => {
    const { API_TIMEOUT_MS } = await import("./client.server");
    expect(API_TIMEOUT_MS).toBe(60_000);
  });
});

describe("§8: a 401 signs the member out, a 419 reloads", () => {
  it("calls onSignedOut for a 401 on an ordinary call with a token, never for login, logout or follow-status", async () => {
    const peer = await scriptedServer([{ status: 401, body: { message: "No has iniciado sesión." } }]);
    try {
      const signedOut: string[] = [];
      const client = createApiClient({
        locale: "es",
        t: await translator("es"),
        baseUrl: peer.baseUrl,
        token: "1|abcdefghijklmnopqrstuvwxyz",
        onSignedOut: async () => void signedOut.push("out"),
      });
      await expect(client.get("/api/user/profile", z.unknown())).rejects.toMatchObject({ status: 401 });
      expect(signedOut).toEqual(["out"]);
      await expect(client.post("/api/auth/login", z.unknown(), {})).rejects.toMatchObject({ status: 401 });
      await expect(client.post("/api/auth/logout", z.unknown())).rejects.toMatchObject({ status: 401 });
      await expect(client.get("/api/users/5/follow-status", z.unknown())).rejects.toMatchObject({ status: 401 });
      expect(signedOut).toEqual(["out"]);

      const visitor = createApiClient({ locale: "es", t: await translator("es"), baseUrl: peer.baseUrl, onSignedOut: async () => void signedOut.push("visitor") });
      await expect(visitor.get("/api/user/profile", z.unknown())).rejects.toMatchObject({ status: 401 });
      expect(signedOut).toEqual(["out"]);
    } finally {
      await peer.close();
    }
  });

  it("calls onCsrfMismatch for a 419", async () => {
    const peer = await scriptedServer([{ status: 419, body: { message: "CSRF" } }]);
    try {
      let reloaded = 0;
      const client = createApiClient({ locale: "en", t: await translator("en"), baseUrl: peer.baseUrl, onCsrfMismatch: async () => void reloaded++ });
      await expect(client.post("/api/anything", z.unknown(), {})).rejects.toMatchObject({ status: 419 });
      expect(reloaded).toBe(1);
    } finally {
      await peer.close();
    }
  });
});
