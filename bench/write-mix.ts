/**
 * The community's everyday writes at a steady rate, for the benches that measure reads under writes
 * (`bench:search --writes`, `bench:pages --writes`): reviews, ratings changed, saves and follows, by
 * members made with bench/write-members.ts before the server starts.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ms, percentile, sortNumbers } from "./latency-figures";

export interface WritePlan {
  members: { id: number; slug: string; token: string }[];
  recipes: number[];
  followable: string[];
}

type WriteKind = "review" | "rating" | "follow" | "save";

export interface WriteFigures {
  target: number;
  seconds: number;
  latencies: Record<WriteKind, number[]>;
  errors: Map<string, number>;
  /** Writes still unanswered when the phase ended (the server falling behind). */
  unfinished: number;
}

const root = path.resolve(import.meta.dirname, "..");

/** Members enough that none meets the review limit (30 a minute) at this rate. */
const writeMembersFor = (rate: number) => Math.max(200, Math.ceil(rate * 4));

/** Runs bench/write-members.ts with the database settings in `env` (DATA_DIR or DATABASE_URL) and returns its last line. */
export function runWriteMembers(args: string[], env: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/write-members.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output.trim().split("\n").at(-1)!) : reject(new Error(`bench/write-members.ts ${args.join(" ")} exited with ${code}`))));
  });
}

/** Members with tokens, recipes and members to follow, made in the database before the server opens it. */
export async function planWrites(rate: number, env: Record<string, string>): Promise<WritePlan> {
  return JSON.parse(await runWriteMembers(["--members", String(writeMembersFor(rate))], env)) as WritePlan;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Issues writes at `rate` a second (open loop: one falling behind does not slow the next) until stopped. */
export function startWrites(baseUrl: string, plan: WritePlan, rate: number) {
  const figures: WriteFigures = { target: rate, seconds: 0, latencies: { review: [], rating: [], follow: [], save: [] }, errors: new Map(), unfinished: 0 };
  const written: { id: number; token: string }[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let issued = 0;
  const send = async (kind: WriteKind, method: string, pathname: string, token: string, body?: unknown) => {
    const begun = performance.now();
    try {
      const response = await fetch(baseUrl + pathname, {
        method,
        headers: { Accept: "application/json", Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = (await response.json().catch(() => ({}))) as { data?: { id?: number }; message?: string };
      if (!response.ok) {
        const key = `${kind} ${response.status} ${answer.message ?? ""}`.trim();
        figures.errors.set(key, (figures.errors.get(key) ?? 0) + 1);
        return;
      }
      figures.latencies[kind].push(performance.now() - begun);
      if (kind === "review" && answer.data?.id) written.push({ id: answer.data.id, token });
    } catch (error) {
      const key = `${kind} network: ${(error as Error).message}`;
      figures.errors.set(key, (figures.errors.get(key) ?? 0) + 1);
    }
  };
  const one = () => {
    const roll = Math.random();
    const member = pick(plan.members);
    if (roll < 0.15 && written.length > 0) {
      const review = pick(written);
      return send("rating", "PUT", `/api/reviews/${review.id}`, review.token, { rating: 1 + Math.floor(Math.random() * 5) });
    }
    if (roll < 0.5) return send("review", "POST", `/api/recipes/${pick(plan.recipes)}/reviews`, member.token, { rating: 1 + Math.floor(Math.random() * 5), body: "Bench" });
    if (roll < 0.7) return send("save", "POST", `/api/recipes/${pick(plan.recipes)}/save`, member.token);
    const target = Math.random() < 0.5 ? pick(plan.followable) : pick(plan.members).slug;
    return send("follow", "POST", `/api/users/${target === member.slug ? pick(plan.followable) : target}/follow`, member.token);
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    // At most 256 unanswered: past that the server is far behind, and more sockets only measure the client.
    while (issued < due && inFlight.size < 256) {
      issued++;
      const write = one().finally(() => inFlight.delete(write));
      inFlight.add(write);
    }
    if (issued < due) issued = due;
  }, 5);
  return {
    async stop(): Promise<WriteFigures> {
      clearInterval(timer);
      figures.seconds = (performance.now() - started) / 1000;
      figures.unfinished = inFlight.size;
      await Promise.all(inFlight);
      return figures;
    },
  };
}

export function printWrites(phase: string, figures: WriteFigures) {
  const all = sortNumbers(Object.values(figures.latencies).flat());
  const errors = [...figures.errors.values()].reduce((a, b) => a + b, 0);
  const triple = (values: number[]) => [0.5, 0.95, 0.99].map((fraction) => ms(percentile(sortNumbers(values), fraction))).join("/");
  console.log(
    `writes during ${phase}: target ${figures.target}/s, achieved ${(all.length / figures.seconds).toFixed(1)}/s (${all.length} ok, ${errors} refused or failed, ${figures.unfinished} unanswered at the end); latency p50/p95/p99 ${triple(all)} ms — review ${triple(figures.latencies.review)}, rating ${triple(figures.latencies.rating)}, follow ${triple(figures.latencies.follow)}, save ${triple(figures.latencies.save)}`,
  );
  for (const [error, count] of [...figures.errors].slice(0, 5)) console.log(`  ${error} (×${count})`);
}
