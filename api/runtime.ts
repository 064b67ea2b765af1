import { createHash } from "node:crypto";
import path from "node:path";
import { createApiApp } from "./app";
import type { ApiEnv } from "./config/env";
import { type DatabaseLocation, openDatabase, seconds } from "./db/client";
import { seedDemoContent } from "./seed/demo-seed";
import { createDiskPhotoStorage } from "./photos/photo-storage";
import { logLine, progressOutput } from "./observability/log";
import { progressBar, type ProgressOutput } from "./observability/progress";
import { readPageContentVersion } from "./search/answers/page-content-version";
import { cacheTagLogFor } from "./content-cache/cache-tag-log";
import { createCachedSearchViewRecorder } from "./search/suggestions/popular-searches";
import { freshRecipeIndex } from "./search/index/recipe-index";
import { warmUpSearch } from "./search/answers/search-warm-up";
import { createSharedCache } from "./redis/shared-cache";
import { createApiServices } from "./services";
import { outboxEventTypes } from "./outbox-event-types";

function databaseLocation(env: ApiEnv): DatabaseLocation {
  return env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.dataDir };
}

/**
 * Opens, migrates and (when asked and empty) seeds the database, saying what it does and how long
 * each step took: a first start spends most of its time here.
 */
export async function prepareDatabase(env: ApiEnv, log: (line: string) => void = logLine, progress: ProgressOutput = progressOutput) {
  const started = performance.now();
  const location = databaseLocation(env);
  const database = await openDatabase(location, { log });
  log(`[api] database ready (${location.kind === "postgres" ? "PostgreSQL server" : `embedded PGlite in ${env.dataDir}`}) in ${seconds(started)}`);
  if (env.SEED_DEMO) {
    const seedStarted = performance.now();
    let bar: ((done: number) => void) | undefined;
    const summary = await seedDemoContent(database.db, {
      // The same folder the API's services serve photos from (api/services.ts).
      photoStorage: createDiskPhotoStorage(path.join(env.dataDir, "photos")),
      onProgress(done, total) {
        if (!bar) log("[api] empty database: loading the demo content…");
        bar ??= progressBar("[api] demo content", total, progress);
        bar(done);
      },
    });
    if (summary.seeded) {
      log(
        `[api] demo content seeded: ${summary.recipes} recipes, ${summary.ingredients} ingredients, ${summary.categories} categories, ${summary.tags} tags, ${summary.users} users, ${summary.reviews} reviews in ${seconds(seedStarted)}`,
      );
    }
  }
  return { database, location };
}

/** Opens and migrates the database, seeds the demo content when asked, and builds the API app. */
export async function startRecipeApi(env: ApiEnv, log: (line: string) => void = logLine) {
  const { database, location } = await prepareDatabase(env, log);
  // Loaded before the first visitor, who would otherwise wait for it.
  const indexStarted = performance.now();
  const index = await freshRecipeIndex(database.db);
  index.columns();
  log(`[api] search index: ${index.size} recipes in ${seconds(indexStarted)}`);
  const services = createApiServices(env, outboxEventTypes, log, database.db);
  log(
    `[api] mail: ${services.mailer.transport === "smtp" ? "SMTP" : `outbox in ${env.dataDir}/outbox`}; rate limits: ${services.rateLimiter.kind}; live events: ${services.liveChannels.kind === "redis" ? "Redis fan-out" : "this process"}, published to ${services.broadcaster.target}; sign-in providers: ${Object.keys(services.oauthProviders).join(", ") || "none configured"}`,
  );
  const app = createApiApp({ database, env, services });
  const warmUpStarted = performance.now();
  await warmUpSearch((path) => app.request(path));
  log(`[api] search warmed up in ${seconds(warmUpStarted)}`);
  // What a previous process left undone (it stopped between a write and its effects), then polling.
  services.outbox.watch(database.db);
  // Rendered pages, kept once for every process sharing Redis (decision 034); per database, since
  // two sites (or tests) sharing one Redis count their content versions alike.
  const databaseKey = createHash("sha256").update(JSON.stringify(location)).digest("base64url").slice(0, 16);
  const recordCachedSearchView = createCachedSearchViewRecorder(database.db);
  // What changed since a kept page was made, read from the cache-tag log (decision 085).
  const cacheTags = cacheTagLogFor(database.db);
  const sharedPages = env.REDIS_URL ? createSharedCache(env.REDIS_URL, { prefix: `sazon:page:${databaseKey}:` }) : undefined;
  return {
    app,
    database,
    env,
    services,
    /** What the web half's page cache keys by and asks (decision 034). */
    pages: {
      contentVersion: async () => ({ ...(await readPageContentVersion(database.db)), tagStamp: await cacheTags.currentStamp() }),
      tagsChangedSince: (tags: readonly string[], stamp: number) => cacheTags.changedSince(tags, stamp),
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
