import { createHash } from "node:crypto";
import { createApiApp } from "./app";
import type { ApiEnv } from "./config/env";
import { type DatabaseLocation, openDatabase } from "./db/client";
import { seedDemoContent } from "./db/seed/demo-seed";
import { logLine } from "./observability/log";
import { readPageContentVersion } from "./search/page-content-version";
import { createCachedSearchViewRecorder } from "./search/popular-searches";
import { freshRecipeIndex } from "./search/recipe-index";
import { warmUpSearch } from "./search/search-warm-up";
import { createSharedCache } from "./redis/shared-cache";
import { createApiServices } from "./services";

function databaseLocation(env: ApiEnv): DatabaseLocation {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.dataDir };
}

/** Opens and migrates the database, seeds the demo content when asked, and builds the API app. */
export async function startRecipeApi(env: ApiEnv, log: (line: string) => void = logLine) {
  const started = performance.now();
  const location = databaseLocation(env);
  const database = await openDatabase(location);
  log(`[api] database ready (${location.kind === "postgres" ? "PostgreSQL server" : `embedded PGlite in ${env.dataDir}`}) in ${Math.round(performance.now() - started)} ms`);
  if (env.SEED_DEMO) {
    const seedStarted = performance.now();
    const summary = await seedDemoContent(database.db);
    if (summary.seeded) {
      log(
        `[api] demo content seeded: ${summary.recipes} recipes, ${summary.ingredients} ingredients, ${summary.categories} categories, ${summary.tags} tags, ${summary.users} users, ${summary.reviews} reviews in ${Math.round(performance.now() - seedStarted)} ms`,
      );
    }
  }
  // Loaded before the first visitor, who would otherwise wait for it.
  const indexStarted = performance.now();
  const index = await freshRecipeIndex(database.db);
  index.columns();
  log(`[api] search index: ${index.size} recipes in ${Math.round(performance.now() - indexStarted)} ms`);
  const services = createApiServices(env, log);
  log(
    `[api] mail: ${services.mailer.transport === "smtp" ? "SMTP" : `outbox in ${env.dataDir}/outbox`}; rate limits: ${services.rateLimiter.kind}; live events: ${services.liveChannels.kind === "redis" ? "Redis fan-out" : "this process"}, published to ${services.broadcaster.target}; sign-in providers: ${Object.keys(services.oauthProviders).join(", ") || "none configured"}`,
  );
  const app = createApiApp({ database, env, services });
  const warmUpStarted = performance.now();
  await warmUpSearch((path) => app.request(path));
  log(`[api] search warmed up in ${Math.round(performance.now() - warmUpStarted)} ms`);
  // What a previous process left undone (it stopped between a write and its effects), then polling.
  services.outbox.watch(database.db);
  // Rendered pages, kept once for every process sharing Redis (decision 034); per database, since
  // two sites (or tests) sharing one Redis count their content versions alike.
  const databaseKey = createHash("sha256").update(JSON.stringify(location)).digest("base64url").slice(0, 16);
  const recordCachedSearchView = createCachedSearchViewRecorder(database.db);
  const sharedPages = env.REDIS_URL ? createSharedCache(env.REDIS_URL, { prefix: `sazon:page:${databaseKey}:` }) : undefined;
  return {
    app,
    database,
    env,
    services,
    /** What the web half's page cache keys by and asks (decision 034). */
    pages: {
      contentVersion: () => readPageContentVersion(database.db),
      shared: sharedPages,
      recordCachedSearchView: (locale: string, text: string, clientIp: string) =>
        void recordCachedSearchView(locale, text, { memberId: undefined, address: clientIp }).catch(() => undefined),
    },
    async close() {
      await services.close();
      await sharedPages?.close();
      await database.close();
    },
  };
}

export type RecipeApi = Awaited<ReturnType<typeof startRecipeApi>>;
