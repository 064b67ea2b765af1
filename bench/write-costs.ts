/**
 * `npm run bench:write-costs`: what one write costs the API's thread (issue 11, point 8; decisions
 * 035 and 037). Against bench:search's PostgreSQL dataset (run that first), with fresh members made
 * by bench/write-members.ts, it starts api/main.ts and sends each kind of request `--requests` times,
 * `--concurrency` at a time (after a warm-up of each), then waits for the outbox to finish what they
 * owed. For each kind it prints the wall time per request and the API process's CPU per request,
 * which includes the outbox's work (points, badges, notifications, live pushes) done meanwhile, and
 * the CPU per event of what was still owed when the requests ended.
 *
 * Options: --database-url URL (default BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/sazon_bench)
 *          --requests 400  --concurrency 4
 *          --cpu-prof DIR  the API writes a V8 CPU profile there when it stops (bench/cpu-profile.ts reads it)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { dueOutboxEvents, outboxDrained } from "./outbox-backlog";

const root = path.resolve(import.meta.dirname, "..");
const { values: options } = parseArgs({
  options: {
    "database-url": { type: "string" },
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "4" },
    "cpu-prof": { type: "string" },
  },
});
const databaseUrl = options["database-url"] ?? process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/sazon_bench";
const requests = Number(options.requests);
const concurrency = Number(options.concurrency);
const port = 3480 + Math.floor(Math.random() * 15);
const baseUrl = `http://127.0.0.1:${port}`;

const database = new pg.Client({ connectionString: databaseUrl });
try {
  await database.connect();
} catch (error) {
  console.error(`bench:write-costs: PostgreSQL does not answer at ${databaseUrl} (${(error as Error).message}); run bench:search --database postgres first.`);
  process.exit(1);
}
const pendingEvents = () => dueOutboxEvents(database);
const outboxDone = () => outboxDrained(database);

const env = { ...process.env, DATABASE_URL: databaseUrl };
const planOutput = await new Promise<string>((resolve, reject) => {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/write-members.ts", "--members", String(Math.max(100, requests))], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`write-members exited with ${code}`))));
});
const plan = JSON.parse(planOutput) as { members: { id: number; slug: string; token: string }[]; recipes: number[]; followable: string[] };

const profile = options["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(options["cpu-prof"])] : [];
const api = spawn(process.execPath, [...profile, "--import", "tsx", "api/main.ts"], {
  cwd: root,
  env: {
    ...env,
    NODE_ENV: "production",
    API_PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "sazon-write-costs-")),
    SEED_DEMO: "false",
    REDIS_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
/** The API process's CPU time so far, in ms (user + system, from /proc). */
function apiCpuMs() {
  const fields = fs.readFileSync(`/proc/${api.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

try {
  for (let waited = 0; ; waited++) {
    if (waited > 600) throw new Error("the API did not start in 60 s");
    if (
      await fetch(`${baseUrl}/api/status`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await outboxDone();

  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const reviews: { id: number; token: string }[] = [];
  let nextMember = 0;
  const kinds: Record<string, () => Promise<Response>> = {
    "follow status (read)": () => {
      const member = pick(plan.members);
      return fetch(`${baseUrl}/api/users/${pick(plan.followable)}/follow-status`, { headers: { Accept: "application/json", Authorization: `Bearer ${member.token}` } });
    },
    follow: () => {
      const member = plan.members[nextMember++ % plan.members.length]!;
      return fetch(`${baseUrl}/api/users/${pick(plan.followable)}/follow`, { method: "POST", headers: { Accept: "application/json", Authorization: `Bearer ${member.token}` } });
    },
    review: async () => {
      const member = plan.members[nextMember++ % plan.members.length]!;
      const response = await fetch(`${baseUrl}/api/recipes/${pick(plan.recipes)}/reviews`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ rating: 4, body: "Bench" }),
      });
      const answer = (await response.clone().json()) as { data?: { id: number } };
      if (answer.data) reviews.push({ id: answer.data.id, token: member.token });
      return response;
    },
    "save a recipe": () => {
      const member = plan.members[nextMember++ % plan.members.length]!;
      return fetch(`${baseUrl}/api/recipes/${pick(plan.recipes)}/save`, { method: "POST", headers: { Accept: "application/json", Authorization: `Bearer ${member.token}` } });
    },
    "review edit (a new rating)": () => {
      const review = pick(reviews);
      return fetch(`${baseUrl}/api/reviews/${review.id}`, {
        method: "PUT",
        headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${review.token}` },
        body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5) }),
      });
    },
  };

  console.log(
    `bench:write-costs: ${requests} requests of each kind, ${concurrency} at a time, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.log("kind                          requests  statuses          wall ms/request  API CPU ms/request  events left  API CPU ms/event left");
  // V8 compiles what a kind runs on its first requests: those are not counted.
  for (const send of Object.values(kinds)) for (let warm = 0; warm < 50; warm++) await (await send()).arrayBuffer();
  await outboxDone();
  for (const [kind, send] of Object.entries(kinds)) {
    const statuses = new Map<number, number>();
    const eventsBefore = await pendingEvents();
    const cpuBefore = apiCpuMs();
    const started = performance.now();
    let issued = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (issued < requests) {
          issued++;
          const response = await send();
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const wallMs = performance.now() - started;
    const cpuAfterRequests = apiCpuMs();
    const owed = (await pendingEvents()) - eventsBefore;
    await outboxDone();
    const outboxCpu = apiCpuMs() - cpuAfterRequests;
    const processedSince = Math.max(owed, 0);
    console.log(
      [
        kind.padEnd(30),
        String(requests).padStart(8),
        `  ${[...statuses].map(([status, count]) => `${status}×${count}`).join(" ")}`.padEnd(20),
        (wallMs / requests).toFixed(2).padStart(15),
        ((cpuAfterRequests - cpuBefore) / requests).toFixed(2).padStart(20),
        String(processedSince).padStart(13),
        processedSince > 0 ? (outboxCpu / processedSince).toFixed(2).padStart(22) : "-".padStart(22),
      ].join(""),
    );
  }
  console.log("The outbox works beside the requests: its CPU for the events done meanwhile is in the request figures.");
} finally {
  const stopped = new Promise((resolve) => api.once("exit", resolve));
  api.kill("SIGINT");
  await stopped;
  await database.end();
}
