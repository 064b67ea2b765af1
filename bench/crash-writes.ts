/**
 * `npm run bench:crash`: issue 12's crash figure (decision 033). Starts the production server,
 * signs members in through the API and streams acknowledged writes at it — reviews, follows,
 * profile edits — from several clients at once, kills the server with SIGKILL at a random moment
 * (after 50 to 250 acknowledged writes, then up to 1 s more),
 * starts it again at once (the killed process may still be a zombie holding the data folder's
 * lock), and measures how long until it serves a recipe page again. Then it stops the server and
 * reads the database: every write the API acknowledged must be there (a profile edit: the last
 * acknowledged name, or one sent after it whose answer the kill cut off). Prints, per round and in
 * total, acknowledged writes, lost writes and the time to serve again.
 * Options: --database pglite|postgres --rounds 3 --port 4610 --clients 8
 * --database-url postgres://postgres@127.0.0.1:5432/test (the server; a fresh database is made on
 * it). Build first (`npm run build`).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { hashPassword } from "../api/auth/passwords";
import { type DatabaseLocation, openDatabase } from "../api/db/client";
import { follows, reviews } from "../api/db/schema/community";
import { users } from "../api/db/schema/users";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../tests/support/factories";
import { type ProductionServer, startProductionServer } from "../tests/support/production-server";
import { repositoryRoot } from "./production-server";

const { values } = parseArgs({
  options: {
    database: { type: "string", default: "pglite" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "4610" },
    clients: { type: "string", default: "8" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/test" },
  },
});
if (values.database !== "pglite" && values.database !== "postgres") throw new Error("--database is pglite or postgres");
if (!fs.existsSync(path.join(repositoryRoot, "build/server/index.js"))) throw new Error("no production build: run `npm run build` first");
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const MEMBERS = 24;
const RECIPES = 40;
const PASSWORD = "una-clave-de-prueba";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-crash-"));
const databaseName = `sazon_crash_bench_${randomBytes(4).toString("hex")}`;
const databaseUrl = values.database === "postgres" ? Object.assign(new URL(values["database-url"]), { pathname: `/${databaseName}` }).href : "";
const location: DatabaseLocation = databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir };
const admin = databaseUrl ? new pg.Client({ connectionString: values["database-url"] }) : undefined;

interface Member {
  id: number;
  slug: string;
  email: string;
  token?: string;
}
const members: Member[] = [];
const recipeSlugs: string[] = [];
const recipeAuthors = new Map<string, number>();

// What the API acknowledged, kept across rounds.
const acknowledgedReviews = new Set<string>(); // "memberId:recipeSlug"
const acknowledgedFollows = new Set<string>(); // "followerId:followedId"
const profileNames = new Map<number, { acknowledged?: string; sentSince: string[] }>();
const reviewsTaken = new Set<string>();
const followsTaken = new Set<string>();

async function seed() {
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
  }
  const database = await openDatabase(location);
  try {
    const catalogue = await createCatalogue(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    for (let index = 0; index < MEMBERS; index++) {
      const email = `crash-${index}@example.com`;
      const member = await createUser(database.db, { name: `Crash ${index}`, email, passwordHash, emailVerifiedAt: new Date() });
      members.push({ id: member.id, slug: member.slug, email });
    }
    for (let index = 0; index < RECIPES; index++) {
      const slug = `arroz-${index}`;
      await createRecipe(database.db, catalogue, members[index % MEMBERS]!.id, paellaRecipe({ slug, title: { es: `Arroz ${index}`, en: `Rice ${index}` } }));
      recipeSlugs.push(slug);
      recipeAuthors.set(slug, members[index % MEMBERS]!.id);
    }
  } finally {
    await database.close();
  }
}

function startServer(): Promise<ProductionServer> {
  return startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: "false", RATE_LIMIT_SCALE: "1000" }, { port, patientAdmission: false });
}

/** Milliseconds until a recipe page answers 200 (the process may exit instead: then it throws with its stderr). */
async function timeToServe(server: ProductionServer, since: number): Promise<number> {
  const stderr = () => server.output().slice(-4000);
  while (performance.now() - since < 180_000) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with code ${server.child.exitCode}:\n${stderr()}`);
    try {
      const response = await fetch(`${origin}/receta/${recipeSlugs[0]}`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not serve again within 3 minutes:\n${stderr()}`);
}

function api(address: string, method: string, token: string | undefined, body?: unknown) {
  return fetch(`${origin}${address}`, {
    method,
    headers: { Accept: "application/json", "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function signIn(member: Member) {
  const response = await api("/api/auth/login", "POST", undefined, { email: member.email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in of ${member.email} answered ${response.status}: ${await response.text()}`);
  member.token = ((await response.json()) as { token: string }).token;
}

let nameCounter = 0;
const refusals = new Map<string, number>();
function acknowledge(response: Response): boolean {
  if (!response.ok) refusals.set(String(response.status), (refusals.get(String(response.status)) ?? 0) + 1);
  return response.ok;
}
/** One write by `member`; resolves true when the API acknowledged it (2xx), false when it failed or was cut off. */
async function oneWrite(member: Member, kind: number): Promise<boolean> {
  if (kind === 0) {
    // One review per member and recipe, never of one's own.
    const recipe = recipeSlugs.find((slug) => recipeAuthors.get(slug) !== member.id && !reviewsTaken.has(`${member.id}:${slug}`));
    if (recipe) {
      const key = `${member.id}:${recipe}`;
      reviewsTaken.add(key);
      const response = await api(`/api/recipes/${recipe}/reviews`, "POST", member.token, { rating: 1 + (member.id % 5), body: `Prueba de escritura ${key}` });
      await response.arrayBuffer();
      if (acknowledge(response)) acknowledgedReviews.add(key);
      return response.ok;
    }
  }
  if (kind === 1) {
    const other = members.find((candidate) => candidate.id !== member.id && !followsTaken.has(`${member.id}:${candidate.id}`));
    if (other) {
      const key = `${member.id}:${other.id}`;
      followsTaken.add(key);
      const response = await api(`/api/users/${other.slug}/follow`, "POST", member.token);
      await response.arrayBuffer();
      if (acknowledge(response)) acknowledgedFollows.add(key);
      return response.ok;
    }
  }
  const name = `Crash ${member.id} v${++nameCounter}`;
  const names = profileNames.get(member.id) ?? { sentSince: [] };
  profileNames.set(member.id, names);
  names.sentSince.push(name);
  const response = await api("/api/user/profile", "PUT", member.token, { name });
  await response.arrayBuffer();
  if (acknowledge(response)) {
    names.acknowledged = name;
    names.sentSince = names.sentSince.slice(names.sentSince.indexOf(name) + 1);
  }
  return response.ok;
}

async function verify(): Promise<{ lost: string[]; checked: number }> {
  const database = await openDatabase(location);
  try {
    const storedReviews = new Set(
      (await database.db.select({ userId: reviews.userId, body: reviews.body }).from(reviews)).map((row) => row.body.replace("Prueba de escritura ", "")),
    );
    const storedFollows = new Set((await database.db.select().from(follows)).map((row) => `${row.followerId}:${row.followedId}`));
    const lost: string[] = [];
    for (const key of acknowledgedReviews) if (!storedReviews.has(key)) lost.push(`review ${key}`);
    for (const key of acknowledgedFollows) if (!storedFollows.has(key)) lost.push(`follow ${key}`);
    let checked = acknowledgedReviews.size + acknowledgedFollows.size;
    for (const [id, names] of profileNames) {
      if (!names.acknowledged) continue;
      checked++;
      const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, id));
      if (row?.name !== names.acknowledged && !names.sentSince.includes(row?.name ?? "")) lost.push(`profile ${id}: ${row?.name} instead of ${names.acknowledged}`);
    }
    return { lost, checked };
  } finally {
    await database.close();
  }
}

async function stop(server: ProductionServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  await server.stop();
}

let server: ProductionServer | undefined;
try {
  console.log(`seeding ${MEMBERS} members and ${RECIPES} recipes on ${values.database}…`);
  await seed();
  console.log(`${rounds} rounds, ${clients} clients writing; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)} at start`);
  const timesToServe: number[] = [];
  let totalAcknowledged = 0;
  let lostAtEnd = 0;
  for (let round = 1; round <= rounds; round++) {
    server = await startServer();
    await timeToServe(server, performance.now());
    for (const member of members) await signIn(member);

    refusals.clear();
    let writing = true;
    let acknowledged = 0;
    let failed = 0;
    const writers = Array.from({ length: clients }, async (_, client) => {
      for (let turn = 0; writing; turn++) {
        const member = members[(client + turn * clients) % MEMBERS]!;
        try {
          if (await oneWrite(member, turn % 3)) acknowledged++;
          else failed++;
        } catch (error) {
          const reason = (error as Error).cause ? String(((error as Error).cause as { code?: string }).code ?? "network") : (error as Error).name;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          failed++;
        }
      }
    });
    // A random moment in the middle of the stream: once 50 to 250 writes were acknowledged (on a
    // busy machine that takes a while; 2 minutes at most), then 0 to 1 s later.
    const killAfter = 50 + Math.floor(Math.random() * 200);
    const waitUntil = performance.now() + 120_000;
    while (acknowledged < killAfter && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000));
    const killed = server;
    killed.child.kill("SIGKILL");
    const killedAt = performance.now();
    writing = false;
    // At once, without waiting for the killed process to be collected: its pid may still hold the lock.
    server = await startServer();
    await Promise.all(writers);
    const serving = await timeToServe(server, killedAt);
    timesToServe.push(serving);
    await stop(server);
    const { lost, checked } = await verify();
    totalAcknowledged += acknowledged;
    lostAtEnd = lost.length;
    console.log(
      `round ${round}: killed after ${acknowledged} acknowledged writes (${failed} cut off or refused: ${[...refusals].map(([reason, count]) => `${reason} ×${count}`).join(", ")}); serving again ${(serving / 1000).toFixed(1)} s after the kill; ` +
        `${checked} acknowledged writes checked so far, ${lost.length} lost${lost.length ? `: ${lost.slice(0, 5).join("; ")}` : ""}`,
    );
  }
  const sorted = [...timesToServe].sort((a, b) => a - b);
  console.log(
    `${values.database}: ${totalAcknowledged} acknowledged writes over ${rounds} kills, ${lostAtEnd} lost; time to serve again ${(sorted[0]! / 1000).toFixed(1)}–${(sorted.at(-1)! / 1000).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(2)} at end`,
  );
} finally {
  if (server) await stop(server);
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
