/**
 * `npm run bench:search`: the search page's calls (GET /api/recipes/search and, beside it, GET
 * /api/filtered-categories-with-counts) against 100,000 recipes, over HTTP, on PGlite and on
 * PostgreSQL. For each database it brings the dataset up to --recipes with `seed:bulk` (once: the
 * data folder and the database are kept), starts api/main.ts on a free port (3400-3420) and runs
 * the mix of searches:
 *   cold      once each, first requests of a fresh API process (its index loaded, no answer and no
 *             text match cached: each text is matched for the first time);
 *   uncached  for --seconds, every request made distinct by an always-true bound (calories_max=5017…)
 *             so no answer cache can serve it: what the index scan, the page's rows and the answer
 *             cost (a text's matches, kept per text by the index, are reused as a visitor refining
 *             a search would);
 *   cached    for --seconds, the same requests over and over: what a popular search costs.
 * It prints per-entry and overall latency, throughput and the server's memory.
 *
 * Options:
 *   --database both|pglite|postgres   default both (PostgreSQL is skipped when it does not answer)
 *   --data-dir DIR                     PGlite dataset; default ../bench-data/pglite-100k beside the checkout
 *   --database-url URL                 PostgreSQL dataset; default postgres://postgres@127.0.0.1:5432/sazon_bench
 *   --recipes 100000  --seconds 20 (per timed phase)  --concurrency 4  --port 3400
 *   --only a,b                         entries whose name contains one of these
 *   --explain N                        then EXPLAIN ANALYZE the SQL of the N slowest uncached calls on PostgreSQL
 *   --rebuild                          delete the datasets and seed them again
 *   --cpu-prof DIR                     the API process writes a V8 CPU profile there when it stops (read it
 *                                      with bench/cpu-profile.ts or Chrome's DevTools)
 *   --sql-log FILE                     the API appends every SQL statement it sends (with its parameters) to FILE, one
 *                                      JSON line each (bench/sql-capture.ts): what the statements of a mix are
 *   --writes RATE                      during the timed phases, also write at RATE a second (open loop,
 *                                      as members would): 35% new reviews, 15% review edits (a new
 *                                      rating), 30% follows, 20% saved recipes, by fresh members made
 *                                      before the API starts (bench/write-members.ts); prints the achieved
 *                                      rate, write latency and the outbox events left when the API stopped.
 * BENCH_DATA_DIR and BENCH_DATABASE_URL set the dataset defaults too.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { ms, percentile, sortNumbers } from "./latency-figures";
import { outboxDrained } from "./outbox-backlog";
import { planWrites, printWrites, runWriteMembers, startWrites, type WriteFigures } from "./write-mix";

const root = path.resolve(import.meta.dirname, "..");
const { values: options } = parseArgs({
  options: {
    database: { type: "string", default: "both" },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    recipes: { type: "string", default: "100000" },
    seconds: { type: "string", default: "20" },
    concurrency: { type: "string", default: "4" },
    port: { type: "string" },
    only: { type: "string" },
    explain: { type: "string", default: "0" },
    rebuild: { type: "boolean", default: false },
    writes: { type: "string", default: "0" },
    "cpu-prof": { type: "string" },
    "sql-log": { type: "string" },
  },
});
const writeRate = Number(options.writes);
const recipeTarget = Number(options.recipes);
const seconds = Number(options.seconds);
const concurrency = Number(options.concurrency);
const explainCount = Number(options.explain);
if (
  ![recipeTarget, seconds, concurrency].every((value) => Number.isInteger(value) && value > 0) ||
  !Number.isInteger(explainCount) ||
  !(writeRate >= 0) ||
  !["both", "pglite", "postgres"].includes(options.database)
) {
  console.error(
    "Usage: npm run bench:search -- [--database both|pglite|postgres] [--recipes 100000] [--seconds 20] [--concurrency 4] [--data-dir DIR] [--database-url URL] [--only a,b] [--explain N] [--rebuild] [--writes RATE] [--cpu-prof DIR] [--sql-log FILE]",
  );
  process.exit(2);
}
const sizeLabel = recipeTarget % 1000 === 0 ? `${recipeTarget / 1000}k` : String(recipeTarget);
const dataDir = path.resolve(options["data-dir"] ?? process.env.BENCH_DATA_DIR ?? path.join(root, "..", "bench-data", `pglite-${sizeLabel}`));
const databaseUrl = options["database-url"] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/sazon_bench";

// ---------------------------------------------------------------------------------------------
// The mix: what visitors of /buscar do. Filters name catalogue entries by slug; they become ids at
// start (looked up through the API), so the mix stays the same whatever ids a dataset assigned.

type Slugs = readonly string[];
interface EntryFilters {
  q?: string;
  semantic_query?: string;
  categories?: Slugs;
  include_ingredients?: Slugs;
  exclude_ingredients?: Slugs;
  include_tag_slugs?: Slugs;
  exclude_tag_slugs?: Slugs;
  difficulty_levels?: Slugs;
  active_time_max_minutes?: number;
  total_time_max_minutes?: number;
  min_servings?: number;
  max_servings?: number;
  min_average_rating?: number;
  calories_min?: number;
  calories_max?: number;
  author_type?: "ai_chef" | "community";
  is_featured?: boolean;
  has_video?: boolean;
}
interface MixEntry {
  name: string;
  filters: EntryFilters;
  sort_by?: string;
  page?: number;
  per_page?: number;
  /** Off where the page would not ask again: only the sort or the page changed. */
  facets: boolean;
  english?: boolean;
}

const all: EntryFilters = {};
const mix: MixEntry[] = [
  { name: "q pollo", filters: { q: "pollo" }, facets: true },
  { name: "q tarta de queso", filters: { q: "tarta de queso" }, facets: true },
  { name: "q gaspacho (typo)", filters: { q: "gaspacho" }, facets: true },
  { name: "q jamon (no accent)", filters: { q: "jamon" }, facets: true },
  { name: "q chicken (en)", filters: { q: "chicken" }, facets: true, english: true },
  { name: "browse all", filters: all, facets: true },
  { name: "q arroz per_page=100", filters: { q: "arroz" }, per_page: 100, facets: true },
  { name: "italiana + easy", filters: { categories: ["italiana"], difficulty_levels: ["easy"] }, facets: true },
  { name: "postres + total<=30", filters: { categories: ["postres"], total_time_max_minutes: 30 }, facets: true },
  { name: "incl pollo+ajo", filters: { include_ingredients: ["pollo", "ajo"] }, facets: true },
  { name: "vegetariana -huevo-leche", filters: { include_tag_slugs: ["vegetariana"], exclude_ingredients: ["huevo", "leche"] }, facets: true },
  { name: "tags rapida+saludable -frita", filters: { include_tag_slugs: ["rapida", "saludable"], exclude_tag_slugs: ["frita"] }, facets: true },
  { name: "easy|medium active<=20", filters: { difficulty_levels: ["easy", "medium"], active_time_max_minutes: 20 }, facets: true },
  { name: "kcal 200-500 rating>=4", filters: { calories_min: 200, calories_max: 500, min_average_rating: 4 }, facets: true },
  { name: "sin-gluten serves 2-4", filters: { categories: ["sin-gluten"], min_servings: 2, max_servings: 4 }, facets: true },
  { name: "ai_chef + video", filters: { author_type: "ai_chef", has_video: true }, facets: true },
  { name: "community featured popular", filters: { author_type: "community", is_featured: true }, sort_by: "popular", facets: true },
  {
    name: "kitchen sink",
    filters: {
      q: "pollo",
      categories: ["asiatica"],
      include_ingredients: ["ajo"],
      exclude_tag_slugs: ["frita"],
      difficulty_levels: ["easy", "medium"],
      active_time_max_minutes: 40,
      total_time_max_minutes: 60,
      min_servings: 2,
      max_servings: 6,
      min_average_rating: 3.5,
      calories_min: 200,
      calories_max: 700,
      author_type: "community",
    },
    sort_by: "rating",
    facets: true,
  },
  { name: "narrow, no match", filters: { q: "tarta de queso", has_video: true, author_type: "ai_chef", min_average_rating: 4.5, calories_max: 150 }, facets: true },
  { name: "semantic cena rápida…", filters: { semantic_query: "cena rápida sin gluten con pollo" }, facets: true },
  { name: "semantic vegan dessert (en)", filters: { semantic_query: "vegan dessert under 300 calories" }, facets: true, english: true },
  { name: "sort popular, all", filters: all, sort_by: "popular", facets: false },
  { name: "sort rating, q pollo", filters: { q: "pollo" }, sort_by: "rating", facets: false },
  { name: "sort title_asc, all", filters: all, sort_by: "title_asc", facets: false },
  { name: "sort title_desc, q arroz", filters: { q: "arroz" }, sort_by: "title_desc", facets: false },
  { name: "sort time_asc, postres", filters: { categories: ["postres"] }, sort_by: "time_asc", facets: false },
  { name: "sort time_desc, all", filters: all, sort_by: "time_desc", facets: false },
  { name: "sort difficulty_asc, q pasta", filters: { q: "pasta" }, sort_by: "difficulty_asc", facets: false },
  { name: "sort difficulty_desc, all", filters: all, sort_by: "difficulty_desc", facets: false },
  { name: "page 500, all", filters: all, page: 500, facets: false },
  { name: "page 200, q pollo title_asc", filters: { q: "pollo" }, sort_by: "title_asc", page: 200, facets: false },
];

interface Catalogue {
  ingredientIds: Map<string, number>;
  categoryIds: Map<string, number>;
  tagSlugs: Set<string>;
}

interface PreparedEntry {
  entry: MixEntry;
  searchQuery: URLSearchParams;
  facetsQuery?: URLSearchParams;
  /** An always-true bound the entry does not set, varied to make each uncached request distinct. */
  bustParam: string;
  /** Why it cannot run on this dataset (a slug the catalogue lacks). */
  unavailable?: string;
}

/** Generated recipes stay under 1,700 kcal, 3,100 minutes in total and 240 active, so these bounds keep every row. */
const alwaysTrueBounds = ["calories_max", "total_time_max_minutes", "active_time_max_minutes"] as const;
const BUST_BASE = 5000;

function pathsOf(item: PreparedEntry, bust?: number) {
  const withBust = (query: URLSearchParams) => {
    const copy = new URLSearchParams(query);
    if (bust !== undefined) copy.set(item.bustParam, String(BUST_BASE + (bust % BUST_BASE)));
    const text = copy.toString();
    return text ? `?${text}` : "";
  };
  return {
    search: `/api/recipes/search${withBust(item.searchQuery)}`,
    facets: item.facetsQuery ? `/api/filtered-categories-with-counts${withBust(item.facetsQuery)}` : undefined,
  };
}

function prepareEntry(entry: MixEntry, catalogue: Catalogue): PreparedEntry {
  const missing: string[] = [];
  const lookUp = (slugs: Slugs | undefined, ids: Map<string, number>, kind: string) =>
    slugs
      ?.map((slug) => {
        const id = ids.get(slug);
        if (id === undefined) missing.push(`${kind} ${slug}`);
        return id ?? 0;
      })
      .join(",");
  const { categories, include_ingredients, exclude_ingredients, ...plain } = entry.filters;
  for (const slug of [...(plain.include_tag_slugs ?? []), ...(plain.exclude_tag_slugs ?? [])]) if (!catalogue.tagSlugs.has(slug)) missing.push(`tag ${slug}`);
  const common: Record<string, string | undefined> = {
    include_ingredient_ids: lookUp(include_ingredients, catalogue.ingredientIds, "ingredient"),
    exclude_ingredient_ids: lookUp(exclude_ingredients, catalogue.ingredientIds, "ingredient"),
  };
  for (const [key, value] of Object.entries(plain)) common[key] = Array.isArray(value) ? value.join(",") : String(value);
  const query = (extra: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries({ ...common, ...extra }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  // As §7 has it: the search takes category ids, the facet call category slugs.
  return {
    entry,
    searchQuery: query({ category_ids: lookUp(categories, catalogue.categoryIds, "category"), sort_by: entry.sort_by, page: entry.page, per_page: entry.per_page ?? 20 }),
    facetsQuery: entry.facets ? query({ category_slugs: categories?.join(",") }) : undefined,
    bustParam: alwaysTrueBounds.find((name) => entry.filters[name] === undefined)!,
    unavailable: missing.length ? `not in the catalogue: ${missing.join(", ")}` : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// The write mix: what members do while others search.

async function outboxLeft(kind: "pglite" | "postgres") {
  return JSON.parse(await runWriteMembers(["--pending"], datasetEnv(kind))) as { pending: number; failed: number };
}

// ---------------------------------------------------------------------------------------------
// HTTP calls and their figures.

interface CallResult {
  ms: number;
  /** "404 …message…" or a network error; undefined when the call succeeded. */
  error?: string;
}

async function call(baseUrl: string, pathAndQuery: string, english: boolean): Promise<CallResult> {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + pathAndQuery, { headers: { Accept: "application/json", "Accept-Language": english ? "en" : "es" } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.ok) return { ms };
    let message = body.slice(0, 120);
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the text
    }
    return { ms, error: `${response.status} ${message}` };
  } catch (error) {
    return { ms: performance.now() - started, error: `network: ${(error as Error).message}` };
  }
}

interface Samples {
  search: number[];
  facets: number[];
  pair: number[];
  errors: Map<string, number>;
}

interface EntryFigures {
  cold?: { search: CallResult; facets?: CallResult };
  uncached: Samples;
  cached: Samples;
}

type Phase = "uncached" | "cached";
const emptySamples = (): Samples => ({ search: [], facets: [], pair: [], errors: new Map() });
let bustCounter = 0;

/** The page asks for both at once; the pair takes as long as the slower one. */
async function runPair(baseUrl: string, item: PreparedEntry, bust: boolean, samples: Samples | undefined) {
  const english = item.entry.english === true;
  const paths = pathsOf(item, bust ? bustCounter++ : undefined);
  const [search, facets] = await Promise.all([call(baseUrl, paths.search, english), paths.facets ? call(baseUrl, paths.facets, english) : Promise.resolve(undefined)]);
  if (samples) {
    for (const [kind, result] of [
      ["search", search],
      ["facets", facets],
    ] as const) {
      if (!result) continue;
      if (result.error) samples.errors.set(`${kind}: ${result.error}`, (samples.errors.get(`${kind}: ${result.error}`) ?? 0) + 1);
      else samples[kind].push(result.ms);
    }
    if (!search.error && !facets?.error) samples.pair.push(Math.max(search.ms, facets?.ms ?? 0));
  }
  return { search, facets };
}

// ---------------------------------------------------------------------------------------------
// Datasets and the API process.

async function freePort(): Promise<number> {
  const candidates = options.port ? [Number(options.port)] : Array.from({ length: 21 }, (_, index) => 3400 + index);
  for (const port of candidates) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port among ${candidates.join(", ")}`);
}

function runToEnd(command: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(" ")} exited with ${code}`))));
  });
}

/** Where a helper script finds the dataset: the embedded folder, or the PostgreSQL database. */
function datasetEnv(kind: "pglite" | "postgres"): Record<string, string> {
  return kind === "pglite" ? { DATA_DIR: dataDir, DATABASE_URL: "" } : { DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir() };
}

async function postgresAnswers(url: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres"), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function ensureDataset(kind: "pglite" | "postgres") {
  const started = performance.now();
  if (kind === "pglite") {
    if (options.rebuild) fs.rmSync(dataDir, { recursive: true, force: true });
    await runToEnd(["--import", "tsx", "scripts/seed-bulk.ts", "--up-to", String(recipeTarget)], { DATA_DIR: dataDir, DATABASE_URL: "" });
  } else {
    const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, "postgres") });
    await admin.connect();
    try {
      if (options.rebuild) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } finally {
      await admin.end();
    }
    // DATA_DIR only receives the outbox folder here; the recipes go to PostgreSQL.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-seed-"));
    try {
      await runToEnd(["--import", "tsx", "scripts/seed-bulk.ts", "--up-to", String(recipeTarget)], { DATABASE_URL: databaseUrl, DATA_DIR: scratch });
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
  return (performance.now() - started) / 1000;
}

interface RunningApi {
  baseUrl: string;
  process: ChildProcess;
  stderrTail: () => string;
  rssMegabytes: () => number;
  /** CPU time the API process has used, in ms (user + system): steadier than latency on a busy machine. */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

async function startApi(kind: "pglite" | "postgres", extraEnv: Record<string, string> = {}, preload: string[] = []): Promise<RunningApi> {
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-api-"));
  const profile = options["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(options["cpu-prof"])] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", ...preload.flatMap((file) => ["--import", file]), "api/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      API_PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: kind === "pglite" ? dataDir : scratch,
      DATABASE_URL: kind === "postgres" ? databaseUrl : "",
      SEED_DEMO: "false",
      // In-process rate limits and no shared cache: nothing survives from one run to the next.
      REDIS_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const api: RunningApi = {
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    stderrTail: () => stderr.trim().split("\n").slice(-12).join("\n"),
    rssMegabytes: () => {
      try {
        return Number(fs.readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    cpuMs: () => {
      try {
        const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {
        return Number.NaN;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${api.stderrTail()}`);
    try {
      if ((await fetch(`${api.baseUrl}/healthz`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.stop();
  throw new Error(`the API did not answer on ${api.baseUrl} within 120 s:\n${api.stderrTail()}`);
}

async function loadCatalogue(baseUrl: string): Promise<Catalogue> {
  const get = async <T>(pathname: string) => {
    const response = await fetch(baseUrl + pathname);
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  type CategoryNode = { id?: number; _id?: number; slug: string; children?: CategoryNode[] };
  const categoryIds = new Map<string, number>();
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      categoryIds.set(node.slug, Number(node.id ?? node._id));
      walk(node.children ?? []);
    }
  };
  walk(await get<CategoryNode[]>("/api/categories"));
  const ingredients = await get<{ id: number; slug: string }[]>("/api/recipes/available-ingredients");
  const tags = await get<{ slug: string }[]>("/api/tags");
  return { categoryIds, ingredientIds: new Map(ingredients.map((item) => [item.slug, item.id])), tagSlugs: new Set(tags.map((tag) => tag.slug)) };
}

// ---------------------------------------------------------------------------------------------
// One database: cold pass, warm-up, timed phases, table.

interface PhaseTotals {
  calls: number[];
  pairs: number[];
  requestsPerSecond: number;
  pairsPerSecond: number;
  /** The API process's CPU time over the phase, in ms a second: 1000 is one core kept busy. */
  cpuPerSecond: number;
  errors: number;
}

interface DatabaseResult {
  label: string;
  prepared: PreparedEntry[];
  figures: Map<PreparedEntry, EntryFigures>;
  phases: Record<Phase, PhaseTotals>;
  coldCalls: number[];
  coldErrors: number;
  rssMax: number;
  datasetSeconds: number;
  startSeconds: number;
}

async function benchDatabase(kind: "pglite" | "postgres"): Promise<DatabaseResult> {
  const label = kind === "pglite" ? `PGlite (${dataDir})` : `PostgreSQL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})`;
  console.log(`\n== ${label}: dataset of ${recipeTarget} recipes`);
  const datasetSeconds = await ensureDataset(kind);
  const writePlan = writeRate > 0 ? await planWrites(writeRate, datasetEnv(kind)) : undefined;
  // Events an earlier run left are done by the API when it starts: on the same thread as the
  // searches measured here, so they are waited for first.
  const leftBefore = writeRate > 0 || kind === "postgres" ? (await outboxLeft(kind)).pending : 0;
  const startedAt = performance.now();
  const sqlLog = options["sql-log"];
  const api = sqlLog ? await startApi(kind, { BENCH_SQL_LOG: path.resolve(sqlLog) }, ["./bench/sql-capture.ts"]) : await startApi(kind);
  const startSeconds = (performance.now() - startedAt) / 1000;
  try {
    const catalogue = await loadCatalogue(api.baseUrl);
    const onlyNames = options.only
      ?.split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const prepared = mix.filter((entry) => !onlyNames?.length || onlyNames.some((part) => entry.name.toLowerCase().includes(part))).map((entry) => prepareEntry(entry, catalogue));
    const runnable = prepared.filter((item) => !item.unavailable);
    const figures = new Map(prepared.map((item) => [item, { uncached: emptySamples(), cached: emptySamples() } as EntryFigures]));

    if (leftBefore > 0) {
      const waitedFrom = performance.now();
      if (kind === "postgres") {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await outboxDrained(client).finally(() => client.end());
      }
      console.log(
        kind === "postgres"
          ? `${leftBefore} outbox events an earlier run left were done in ${((performance.now() - waitedFrom) / 1000).toFixed(1)} s before measuring`
          : `${leftBefore} outbox events an earlier run left are done during this run (the embedded database cannot be read beside the API)`,
      );
    }
    process.stdout.write(`API up in ${startSeconds.toFixed(1)} s on ${api.baseUrl}; cold pass`);
    for (const item of runnable) figures.get(item)!.cold = await runPair(api.baseUrl, item, false, undefined);
    process.stdout.write(", warm-up");
    await runConcurrently(runnable, api, { bust: true, deadline: 0 });
    let rssMax = api.rssMegabytes();
    const rssTimer = setInterval(() => (rssMax = Math.max(rssMax, api.rssMegabytes())), 250);
    const phases = {} as Record<Phase, PhaseTotals>;
    const writes: Partial<Record<Phase, WriteFigures>> = {};
    for (const phase of ["uncached", "cached"] as const) {
      process.stdout.write(`, ${phase} ${seconds} s${writePlan ? ` with ${writeRate} writes/s` : ""}`);
      const writing = writePlan ? startWrites(api.baseUrl, writePlan, writeRate) : undefined;
      const started = performance.now();
      const cpuBefore = api.cpuMs();
      const done = await runConcurrently(runnable, api, { bust: phase === "uncached", deadline: started + seconds * 1000, samplesOf: (item) => figures.get(item)![phase] });
      const elapsed = (performance.now() - started) / 1000;
      if (writing) writes[phase] = await writing.stop();
      const samples = [...figures.values()].map((entry) => entry[phase]);
      phases[phase] = {
        calls: sortNumbers(samples.flatMap((entry) => [...entry.search, ...entry.facets])),
        pairs: sortNumbers(samples.flatMap((entry) => entry.pair)),
        requestsPerSecond: done.requests / elapsed,
        pairsPerSecond: done.pairs / elapsed,
        cpuPerSecond: (api.cpuMs() - cpuBefore) / elapsed,
        errors: samples.reduce((sum, entry) => sum + [...entry.errors.values()].reduce((a, b) => a + b, 0), 0),
      };
    }
    clearInterval(rssTimer);
    rssMax = Math.max(rssMax, api.rssMegabytes());
    console.log(" done");
    if (api.process.exitCode !== null || api.process.signalCode !== null)
      console.log(`The API exited during the run (${api.process.exitCode ?? api.process.signalCode}):\n${api.stderrTail()}`);

    const colds = [...figures.values()].flatMap((entry) => [entry.cold?.search, entry.cold?.facets].flatMap((cold) => (cold ? [cold] : [])));
    const result: DatabaseResult = {
      label,
      prepared,
      figures,
      phases,
      coldCalls: sortNumbers(colds.filter((cold) => !cold.error).map((cold) => cold.ms)),
      coldErrors: colds.filter((cold) => cold.error).length,
      rssMax,
      datasetSeconds,
      startSeconds,
    };
    printTable(result);
    for (const phase of ["uncached", "cached"] as const) if (writes[phase]) printWrites(phase, writes[phase]);
    if (kind === "postgres" && explainCount > 0) await explainSlowest(result);
    return result;
  } finally {
    await api.stop();
    if (writePlan) {
      const left = await outboxLeft(kind);
      console.log(`outbox events left when the API stopped: ${left.pending} (a later start does them), failed at least once: ${left.failed}`);
    }
  }
}

/** Clients that take the mix's entries in turn until the deadline, after at least one full pass. */
async function runConcurrently(entries: PreparedEntry[], api: RunningApi, run: { bust: boolean; deadline: number; samplesOf?: (item: PreparedEntry) => Samples }) {
  let requests = 0;
  let pairs = 0;
  let cursor = 0;
  const client = async () => {
    while ((cursor < entries.length || performance.now() < run.deadline) && api.process.exitCode === null && api.process.signalCode === null) {
      const item = entries[cursor++ % entries.length]!;
      await runPair(api.baseUrl, item, run.bust, run.samplesOf?.(item));
      requests += item.facetsQuery ? 2 : 1;
      pairs++;
    }
  };
  if (entries.length > 0) await Promise.all(Array.from({ length: concurrency }, client));
  return { requests, pairs };
}

function printTable(result: DatabaseResult) {
  const columns = (cells: [string, number][]) => cells.map(([text, width], index) => (index === 0 ? text.slice(0, width - 1).padEnd(width) : text.padStart(width))).join("");
  const p = (values: number[], fraction: number) => ms(percentile(sortNumbers(values), fraction));
  console.log(`\n${result.label}: ${concurrency} clients, ${seconds} s per timed phase; milliseconds`);
  console.log(`${"".padEnd(42)}${"uncached: distinct requests, answer caches bypassed".padEnd(62)}cached`);
  console.log(
    columns([
      ["entry", 30],
      ["cold s/f", 12],
      ["pair p50", 10],
      ["p95", 7],
      ["search p50", 12],
      ["p95", 7],
      ["facets p50", 12],
      ["p95", 7],
      ["n", 5],
      ["pair p50", 10],
      ["p95", 7],
      ["errors", 8],
    ]),
  );
  for (const item of result.prepared) {
    if (item.unavailable) {
      console.log(`${item.entry.name.slice(0, 29).padEnd(30)}skipped: ${item.unavailable}`);
      continue;
    }
    const { cold, uncached, cached } = result.figures.get(item)!;
    const hasFacets = item.facetsQuery !== undefined;
    const coldOf = (call: CallResult | undefined) => (call === undefined ? "" : call.error ? "err" : ms(call.ms));
    const errors = [...uncached.errors.values(), ...cached.errors.values()].reduce((a, b) => a + b, 0) + [cold?.search, cold?.facets].filter((call) => call?.error).length;
    // Without a facet call the pair is the search alone.
    console.log(
      columns([
        [item.entry.name, 30],
        [hasFacets ? `${coldOf(cold?.search)}/${coldOf(cold?.facets)}` : coldOf(cold?.search), 12],
        [p(uncached.pair, 0.5), 10],
        [p(uncached.pair, 0.95), 7],
        [p(uncached.search, 0.5), 12],
        [p(uncached.search, 0.95), 7],
        [hasFacets ? p(uncached.facets, 0.5) : "-", 12],
        [hasFacets ? p(uncached.facets, 0.95) : "-", 7],
        [String(uncached.search.length), 5],
        [p(cached.pair, 0.5), 10],
        [p(cached.pair, 0.95), 7],
        [String(errors || ""), 8],
      ]),
    );
  }
  const line = (name: string, values: number[], rate = "") =>
    `${name.padEnd(24)} p50 ${ms(percentile(values, 0.5)).padStart(6)}  p95 ${ms(percentile(values, 0.95)).padStart(6)}  p99 ${ms(percentile(values, 0.99)).padStart(6)}  (n ${values.length})${rate}`;
  for (const phase of ["uncached", "cached"] as const) {
    const totals = result.phases[phase];
    console.log(line(`${phase} calls`, totals.calls, `  ${totals.requestsPerSecond.toFixed(1)} req/s`));
    console.log(
      line(`${phase} search+facets`, totals.pairs, `  ${totals.pairsPerSecond.toFixed(1)} pairs/s; API process CPU ${(totals.cpuPerSecond / 10).toFixed(0)} % of a core`),
    );
  }
  console.log(line("cold calls", result.coldCalls));
  const failed = result.phases.uncached.errors + result.phases.cached.errors + result.coldErrors;
  console.log(`server RSS max ${result.rssMax.toFixed(0)} MB; API start ${result.startSeconds.toFixed(1)} s; failed calls ${failed}`);
  const errorLines = [...result.figures].flatMap(([item, figures]) => {
    const counts = new Map<string, number>();
    for (const samples of [figures.uncached, figures.cached]) for (const [error, count] of samples.errors) counts.set(error, (counts.get(error) ?? 0) + count);
    for (const [kind, call] of [
      ["search", figures.cold?.search],
      ["facets", figures.cold?.facets],
    ] as const) {
      if (call?.error) counts.set(`${kind}: ${call.error}`, (counts.get(`${kind}: ${call.error}`) ?? 0) + 1);
    }
    return [...counts].map(([error, count]) => `  ${item.entry.name}: ${error} (×${count})`);
  });
  if (errorLines.length)
    console.log(`Errors (the search API may be mid-rewrite):\n${errorLines.slice(0, 30).join("\n")}${errorLines.length > 30 ? `\n  … ${errorLines.length - 30} more` : ""}`);
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN ANALYZE of what the slowest calls execute, on PostgreSQL.

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Actual Total Time"?: number;
  "Sort Method"?: string;
  Plans?: PlanNode[];
}

async function explainSlowest(result: DatabaseResult) {
  const calls = [...result.figures].flatMap(([item, figures]) => {
    const paths = pathsOf(item);
    const english = item.entry.english === true;
    return [
      { name: `${item.entry.name} (search)`, path: paths.search, english, p95: percentile(sortNumbers(figures.uncached.search), 0.95) },
      ...(paths.facets ? [{ name: `${item.entry.name} (facets)`, path: paths.facets, english, p95: percentile(sortNumbers(figures.uncached.facets), 0.95) }] : []),
    ];
  });
  const slowest = calls
    .filter((entry) => !Number.isNaN(entry.p95))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, explainCount);
  const sqlLog = path.join(os.tmpdir(), `sazon-bench-sql-${process.pid}.jsonl`);
  const reportFile = path.join(os.tmpdir(), `sazon-bench-explain-${new Date().toISOString().replace(/[:.]/g, "-")}.txt`);
  const api = await startApi("postgres", { BENCH_SQL_LOG: sqlLog }, ["./bench/sql-capture.ts"]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const report: string[] = [];
  console.log(`\nEXPLAIN ANALYZE of the ${slowest.length} slowest calls (uncached p95); full plans in ${reportFile}`);
  try {
    // The catalogue loads on a request outside the mix; each target is then asked once, in a process that never answered it.
    await call(api.baseUrl, "/api/filtered-categories-with-counts?calories_max=9999", false);
    for (const target of slowest) {
      fs.writeFileSync(sqlLog, "");
      await call(api.baseUrl, target.path, target.english);
      const statements = fs
        .readFileSync(sqlLog, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { text: string; values: unknown[] });
      console.log(`${target.name}: uncached p95 ${ms(target.p95)} ms, ${statements.length} statement(s)`);
      report.push(`==== ${target.name}  GET ${target.path}  (uncached p95 ${ms(target.p95)} ms)`);
      for (const statement of statements) {
        if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
        const values = statement.values.map((value) => (value !== null && typeof value === "object" && !Array.isArray(value) ? JSON.stringify(value) : value));
        const [json] = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, values)).rows as {
          "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }];
        }[];
        const plan = json!["QUERY PLAN"][0];
        const text = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, values)).rows.map((row: { "QUERY PLAN": string }) => row["QUERY PLAN"]).join("\n");
        report.push(`-- ${statement.text}\n-- parameters: ${JSON.stringify(values)}\n${text}\n`);
        if (plan["Execution Time"] < 2) continue;
        console.log(`  ${plan["Execution Time"].toFixed(1).padStart(7)} ms  ${statement.text.replace(/\s+/g, " ").slice(0, 90)}`);
        console.log(`             ${summarisePlan(plan.Plan)}`);
      }
    }
  } finally {
    fs.writeFileSync(reportFile, report.join("\n"));
    await client.end();
    await api.stop();
    fs.rmSync(sqlLog, { force: true });
  }
}

/** The nodes that say what to index: scans with their row counts, sorts with their method. */
function summarisePlan(root: PlanNode) {
  const notes: string[] = [];
  const visit = (node: PlanNode) => {
    const rows = (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
    const time = node["Actual Total Time"] === undefined ? "" : ` ${node["Actual Total Time"].toFixed(0)}ms`;
    if (/Scan/.test(node["Node Type"]) && (rows >= 1000 || node["Node Type"] === "Seq Scan")) {
      notes.push(`${node["Node Type"]}${node["Index Name"] ? ` ${node["Index Name"]}` : node["Relation Name"] ? ` ${node["Relation Name"]}` : ""} ${rows} rows${time}`);
    } else if (node["Node Type"] === "Sort") {
      notes.push(`Sort (${node["Sort Method"] ?? "?"}) ${rows} rows${time}`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return notes.slice(0, 6).join("; ") || root["Node Type"];
}

// ---------------------------------------------------------------------------------------------

const databases: ("pglite" | "postgres")[] = options.database === "both" ? ["pglite", "postgres"] : [options.database as "pglite" | "postgres"];
console.log(
  `bench:search: ${mix.length} mix entries, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
const results: DatabaseResult[] = [];
for (const kind of databases) {
  if (kind === "postgres" && !(await postgresAnswers(databaseUrl))) {
    console.log(`\n== PostgreSQL skipped: nothing answers at ${new URL(databaseUrl).host}`);
    continue;
  }
  try {
    results.push(await benchDatabase(kind));
  } catch (error) {
    console.error(`\n== ${kind} failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
if (results.length > 1) {
  console.log("\nSummary".padEnd(31) + results.map((result) => result.label.split(" ")[0]!.padStart(16)).join(""));
  const row = (name: string, pick: (result: DatabaseResult) => string) => console.log(name.padEnd(30) + results.map((result) => pick(result).padStart(16)).join(""));
  const triple = (values: number[]) => [0.5, 0.95, 0.99].map((fraction) => ms(percentile(values, fraction))).join("/");
  row("uncached call p50/p95/p99", (result) => triple(result.phases.uncached.calls));
  row("uncached pair p50/p95/p99", (result) => triple(result.phases.uncached.pairs));
  row("cached pair p50/p95/p99", (result) => triple(result.phases.cached.pairs));
  row("cold call p50/p95/p99", (result) => triple(result.coldCalls));
  row("uncached / cached req/s", (result) => `${result.phases.uncached.requestsPerSecond.toFixed(0)} / ${result.phases.cached.requestsPerSecond.toFixed(0)}`);
  row("failed calls", (result) => String(result.phases.uncached.errors + result.phases.cached.errors + result.coldErrors));
  row("server RSS max MB", (result) => result.rssMax.toFixed(0));
  row("dataset check/seed s", (result) => result.datasetSeconds.toFixed(1));
}
console.log(
  `load average at the end ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")} (other work on the machine skews the figures)`,
);
