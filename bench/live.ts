/**
 * `npm run bench:live`: live notifications at scale on one API process.
 *
 * Starts the recipe API alone (api/main.ts, SEED_DEMO=false) on a fresh database: PostgreSQL
 * (database sazon_live_bench, recreated) when BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) answers, else embedded PGlite in a temporary
 * DATA_DIR, which this process opens first to insert, then closes (PGlite takes one process).
 * It creates N members with bearer tokens using the API's own modules, connects N pusher-js clients,
 * each subscribed to its member's private channel through /broadcasting/auth, then creates M
 * notifications spread over the members at a steady rate, and prints the time to connect and
 * subscribe everyone, the delivery latency from creation to receipt, what arrived, and the API
 * process's memory.
 *
 * --via api (default): each notification is created as members create them, through the recipe
 *   API: member B follows member A (POST /api/users/{a}/follow), which stores A's new_follower
 *   notification, awards points and publishes it; the clock runs from sending that request.
 * --via pusher: events are published straight through the broadcaster (the `pusher` SDK over the
 *   Pusher HTTP API), to measure the transport alone.
 *
 * Options: --members 2000 --notifications 2000 --rate 100 (per second) --via api|pusher --port 3290 --concurrency 100
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import Pusher from "pusher-js";
import { z } from "zod";
import { issueAccessToken } from "../api/access/access-tokens";
import { createBroadcaster } from "../api/broadcasting/broadcaster";
import { userChannel } from "../api/contract/notifications";
import { type DatabaseLocation, openDatabase } from "../api/db/client";
import { users } from "../api/db/schema";

const options = z
  .object({
    members: z.coerce.number().int().min(1).max(15_000),
    notifications: z.coerce.number().int().min(1).max(1_000_000),
    rate: z.coerce.number().min(1).max(100_000),
    port: z.coerce.number().int().min(1).max(65535),
    concurrency: z.coerce.number().int().min(1).max(5_000),
    via: z.enum(["api", "pusher"]),
  })
  .parse(
    parseArgs({
      options: {
        members: { type: "string", default: "2000" },
        notifications: { type: "string", default: "2000" },
        // Follows through the API cost ~7 ms of the API's one thread each on this 2-core machine
        // (shared with the 2,000 clients): 100/s leaves headroom; --via pusher takes 1,000/s.
        rate: { type: "string", default: "100" },
        port: { type: "string", default: "3290" },
        concurrency: { type: "string", default: "100" },
        via: { type: "string", default: "api" },
      },
    }).values,
  );

const root = path.resolve(import.meta.dirname, "..");
const app = { appId: "sazon-bench", key: "sazon-bench-key", secret: randomBytes(24).toString("hex") };
const origin = `http://127.0.0.1:${options.port}`;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 1_500 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query("DROP DATABASE IF EXISTS sazon_live_bench WITH (FORCE)");
  await admin.query("CREATE DATABASE sazon_live_bench");
  await admin.end();
  const url = Object.assign(new URL(serverUrl), { pathname: "/sazon_live_bench" }).href;
  return {
    url,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query("DROP DATABASE IF EXISTS sazon_live_bench WITH (FORCE)");
      await cleanup.end();
    },
  };
}

function rssMegabytes(pid: number): number {
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return kilobytes / 1024;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-live-bench-"));
const postgres = await postgresDatabase();
const location: DatabaseLocation = postgres ? { kind: "postgres", url: postgres.url } : { kind: "pglite", dataDir };
console.log(`database: ${postgres ? "PostgreSQL (sazon_live_bench)" : `embedded PGlite in ${dataDir}`}; ${os.cpus().length} cores`);

// Verified members (a follow notifies, so it needs a verified e-mail, decision 029) and their tokens, written before the API starts (PGlite cannot be shared with it).
const seedStarted = performance.now();
const database = await openDatabase(location);
const members: { id: number; slug: string; token: string }[] = [];
if (options.via === "api" && options.notifications > options.members * (options.members - 1))
  throw new Error("--via api needs a distinct follow per notification: at most members × (members − 1)");
for (let first = 0; first < options.members; first += 500) {
  const count = Math.min(500, options.members - first);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Miembro ${first + i}`,
        slug: `miembro-${first + i}`,
        email: `miembro-${first + i}@bench.example`,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, slug: users.slug });
  for (const row of rows) members.push({ id: row.id, slug: row.slug, token: await issueAccessToken(database.db, row.id, "live-bench") });
}
await database.close();
console.log(`${members.length} members with tokens in ${Math.round(performance.now() - seedStarted)} ms`);

let apiOutput = "";
const server = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    API_PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? "",
    REDIS_URL: "",
    SEED_DEMO: "false",
    // Many follows from one address in a few seconds: the bench is not an attack.
    RATE_LIMIT_SCALE: "10000",
    REVERB_APP_ID: app.appId,
    REVERB_APP_KEY: app.key,
    REVERB_APP_SECRET: app.secret,
    REVERB_HOST: "",
    REVERB_PORT: "",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout!.on("data", (chunk) => (apiOutput += chunk));
server.stderr!.on("data", (chunk) => (apiOutput += chunk));
const serverExited = new Promise((resolve) => server.once("exit", resolve));

const clients: Pusher[] = [];
const broadcaster = createBroadcaster({ ...app, host: "127.0.0.1", port: options.port, scheme: "http" });

try {
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null || attempt > 300) throw new Error(`the API did not start:\n${apiOutput}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(200);
  }
  const rssIdle = rssMegabytes(server.pid!);

  // Connect and subscribe everyone, `concurrency` handshakes at a time.
  const latencies: number[] = [];
  const deliveredTo = new Map<number, number>();
  const connectStarted = performance.now();
  let refused = 0;
  let nextMember = 0;
  // --via api: when each follow request was sent, by "followed:follower".
  const sentAt = new Map<string, number>();
  const connectOne = async (member: { id: number; slug: string; token: string }) => {
    const client = new Pusher(app.key, {
      cluster: "",
      wsHost: "127.0.0.1",
      wsPort: options.port,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: { endpoint: `${origin}/broadcasting/auth`, transport: "ajax", headers: { Authorization: `Bearer ${member.token}` } },
    });
    clients.push(client);
    const channel = client.subscribe(userChannel(member.id));
    channel.bind("notification.created", (payload: { data: { sent_at?: number; actor?: { id: number } } }) => {
      const started = payload.data.sent_at ?? sentAt.get(`${member.id}:${payload.data.actor?.id}`);
      if (started === undefined) return;
      latencies.push(now() - started);
      deliveredTo.set(member.id, (deliveredTo.get(member.id) ?? 0) + 1);
    });
    await new Promise<void>((resolve) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", () => {
        refused++;
        resolve();
      });
    });
  };
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, members.length) }, async () => {
      while (nextMember < members.length) await connectOne(members[nextMember++]!);
    }),
  );
  const connectMs = performance.now() - connectStarted;
  await sleep(500);
  const rssConnected = rssMegabytes(server.pid!);

  // Create at a steady rate: follows through the API, or events stamped with their publish time.
  const publishStarted = performance.now();
  const publishes: Promise<boolean>[] = [];
  for (let i = 0; i < options.notifications; i++) {
    const due = publishStarted + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const member = members[i % members.length]!;
    if (options.via === "api") {
      // Each round pairs every member with a different follower: no follow repeats.
      const follower = members[(i + 1 + Math.floor(i / members.length)) % members.length]!;
      sentAt.set(`${member.id}:${follower.id}`, now());
      publishes.push(
        fetch(`${origin}/api/users/${member.slug}/follow`, { method: "POST", headers: { Authorization: `Bearer ${follower.token}`, Accept: "application/json" } }).then(
          (response) => response.ok,
          () => false,
        ),
      );
      continue;
    }
    publishes.push(
      broadcaster.publish(userChannel(member.id), "notification.created", {
        id: `bench-${i}`,
        type: "new_follower",
        message: `Notificación ${i}`,
        link: "/",
        read_at: null,
        created_at: new Date().toISOString(),
        created_at_human: "ahora",
        data: { sent_at: now() },
      }),
    );
  }
  const accepted = (await Promise.all(publishes)).filter(Boolean).length;
  const publishSeconds = (performance.now() - publishStarted) / 1000;
  const settleDeadline = Date.now() + 10_000;
  while (latencies.length < options.notifications && Date.now() < settleDeadline) await sleep(50);
  const rssAfter = rssMegabytes(server.pid!);

  const sorted = [...latencies].sort((a, b) => a - b);
  let duplicates = 0;
  let missing = 0;
  members.forEach((member, index) => {
    const expected = Math.floor(options.notifications / members.length) + (index < options.notifications % members.length ? 1 : 0);
    const got = deliveredTo.get(member.id) ?? 0;
    duplicates += Math.max(0, got - expected);
    missing += Math.max(0, expected - got);
  });
  const subscribed = members.length - refused;
  console.log("");
  console.log(
    `sockets subscribed: ${subscribed}/${members.length} in ${(connectMs / 1000).toFixed(2)} s (${Math.round(subscribed / (connectMs / 1000))}/s, ${options.concurrency} handshakes at a time)`,
  );
  console.log(
    `${options.via === "api" ? "created through the API (follows)" : "published through the Pusher HTTP API"}: ${accepted}/${options.notifications} accepted in ${publishSeconds.toFixed(2)} s (${Math.round(options.notifications / publishSeconds)}/s asked ${options.rate}/s)`,
  );
  console.log(`delivered: ${latencies.length}/${options.notifications} (missing ${missing}, duplicates ${duplicates})`);
  console.log(
    `latency ${options.via === "api" ? "request→receipt" : "publish→receipt"} ms: p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  p99 ${percentile(sorted, 99).toFixed(1)}  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`,
  );
  console.log(
    `API RSS: ${rssIdle.toFixed(0)} MB idle, ${rssConnected.toFixed(0)} MB with ${subscribed} sockets (${(((rssConnected - rssIdle) * 1024) / Math.max(1, subscribed)).toFixed(1)} KB each), ${rssAfter.toFixed(0)} MB after the run`,
  );
  // A bench whose work failed must not print figures as if it had measured something.
  const failures = [
    refused > 0 ? `${refused} subscriptions refused` : null,
    accepted < options.notifications ? `${options.notifications - accepted} of ${options.notifications} ${options.via === "api" ? "follows" : "publishes"} refused` : null,
    missing > 0 ? `${missing} notifications never delivered` : null,
    duplicates > 0 ? `${duplicates} notifications delivered twice` : null,
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  for (const client of clients) client.disconnect();
  await broadcaster.close();
  server.kill("SIGTERM");
  await Promise.race([serverExited, sleep(10_000).then(() => server.kill("SIGKILL"))]);
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
