import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import PusherServer from "pusher";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "#api/access/access-tokens";
import { userChannel } from "#api/contract/notifications";
import { openDatabase } from "#api/db/client";
import { createUser } from "../support/factories";
import { postgresAnswers, postgresServerUrl, redisAnswers, redisServerUrl } from "../support/local-services";

/**
 * Two API processes (api/main.ts) sharing PostgreSQL and Redis: an event triggered through one
 * process's Pusher HTTP API reaches a websocket held by the other, once, and once on its own.
 */
const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = postgresServerUrl;
const redisUrl = redisServerUrl;
const ports = [3281, 3282] as const;

const [hasPostgres, hasRedis] = await Promise.all([postgresAnswers(), redisAnswers()]);
const skipReason = !hasPostgres ? `PostgreSQL does not answer at ${serverUrl}` : !hasRedis ? `Redis does not answer at ${redisUrl}` : undefined;
const suiteName = "live events across two API processes through Redis";

// The reason for a skip is in the suite's name, as the reporter lists it (two API processes need a shared database and Redis).
describe.skipIf(skipReason !== undefined)(skipReason ? `${suiteName} (skipped: ${skipReason})` : suiteName, () => {
  const databaseName = `sazon_live_${randomBytes(5).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
  const app = { appId: `live-test-${randomBytes(4).toString("hex")}`, key: "live-test-key", secret: randomBytes(24).toString("hex") };
  const children: { child: ChildProcess; output: () => string; exited: Promise<number | null>; dataDir: string }[] = [];
  const clients: Pusher[] = [];
  let userId = 0;
  let token = "";

  function startApi(port: number) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-live-"));
    const child = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        API_PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SEED_DEMO: "false",
        REVERB_APP_ID: app.appId,
        REVERB_APP_KEY: app.key,
        REVERB_APP_SECRET: app.secret,
        REVERB_HOST: "",
        REVERB_PORT: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    children.push({ child, output: () => output, exited, dataDir });
    return (async () => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`API on ${port} exited early:\n${output}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`API on ${port} did not become ready:\n${output}`);
    })();
  }

  function subscribe(port: number) {
    const client = new Pusher(app.key, {
      cluster: "",
      wsHost: "127.0.0.1",
      wsPort: port,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      channelAuthorization: { endpoint: `http://127.0.0.1:${port}/broadcasting/auth`, transport: "ajax", headers: { Authorization: `Bearer ${token}` } },
    });
    clients.push(client);
    const channel = client.subscribe(userChannel(userId));
    const received: unknown[] = [];
    channel.bind("notification.created", (data: unknown) => received.push(data));
    const subscribed = new Promise<void>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", (error: unknown) => reject(new Error(`subscription refused: ${JSON.stringify(error)}`)));
    });
    return { received, subscribed };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    // Migrated here, once, before either process starts: two processes must not migrate at once.
    const database = await openDatabase({ kind: "postgres", url: databaseUrl });
    const user = await createUser(database.db, { name: "Remedios" });
    userId = user.id;
    token = await issueAccessToken(database.db, user.id, "live-redis");
    await database.close();
    await Promise.all(ports.map((port) => startApi(port)));
  }, 90_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const { child } of children) child.kill("SIGTERM");
    const codes = await Promise.all(
      children.map(({ exited, child }) => Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000)).then(() => (child.kill("SIGKILL"), "killed"))])),
    );
    for (const { dataDir } of children) fs.rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    expect(codes, children.map(({ output }) => output).join("\n---\n")).toEqual([0, 0]);
  }, 30_000);

  it("delivers an event triggered on process 1 to a socket on process 2, and to one on process 1, exactly once each", async () => {
    const onSecond = subscribe(ports[1]);
    const onFirst = subscribe(ports[0]);
    await Promise.all([onSecond.subscribed, onFirst.subscribed]);

    const publisher = new PusherServer({ appId: app.appId, key: app.key, secret: app.secret, host: "127.0.0.1", port: String(ports[0]) });
    const payload = {
      id: "n-1",
      type: "new_follower",
      message: "Te sigue Lucía",
      link: "/usuarios/lucia",
      read_at: null,
      created_at: new Date().toISOString(),
      created_at_human: "ahora",
      data: {},
    };
    await publisher.trigger(userChannel(userId), "notification.created", payload);

    const deadline = Date.now() + 5_000;
    while ((onSecond.received.length === 0 || onFirst.received.length === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // Time for a duplicate to show up, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onSecond.received).toEqual([payload]);
    expect(onFirst.received).toEqual([payload]);
  }, 30_000);
});
