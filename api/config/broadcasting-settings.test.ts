import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "./env";
import { DEVELOPMENT_BROADCASTING_SECRET } from "./broadcasting-settings";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-broadcasting-settings-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("broadcasting settings", () => {
  it("publish to this very process by default, as app sazon with the development secret", () => {
    expect(loadApiEnv({ PORT: "3100" }).broadcasting).toEqual({
      appId: "sazon",
      key: "sazon-key",
      secret: DEVELOPMENT_BROADCASTING_SECRET,
      host: "127.0.0.1",
      port: 3100,
      scheme: "http",
    });
  });

  it("point at Reverb, Soketi or Pusher by settings alone (blank values count as unset)", () => {
    const env = loadApiEnv({
      REVERB_APP_ID: "123456",
      REVERB_APP_KEY: "reverb-key",
      REVERB_APP_SECRET: "a-secret-of-our-own-1234",
      REVERB_HOST: "reverb.sazon.example",
      REVERB_PORT: "443",
      REVERB_SCHEME: "https",
    });
    expect(env.broadcasting).toEqual({ appId: "123456", key: "reverb-key", secret: "a-secret-of-our-own-1234", host: "reverb.sazon.example", port: 443, scheme: "https" });
    expect(loadApiEnv({ REVERB_HOST: " ", REVERB_PORT: "", PORT: "3200" }).broadcasting).toMatchObject({ host: "127.0.0.1", port: 3200 });
  });

  it("refuse a short secret, and in production the development one", () => {
    expect(() => loadApiEnv({ REVERB_APP_SECRET: "short" })).toThrow(/REVERB_APP_SECRET/);
    expect(() => loadApiEnv({ NODE_ENV: "production", DATA_DIR: dataDir, REVERB_APP_SECRET: DEVELOPMENT_BROADCASTING_SECRET })).toThrow(/REVERB_APP_SECRET/);
    expect(() => loadApiEnv({ REVERB_SCHEME: "ws" })).toThrow(/REVERB_SCHEME/);
  });

  it("in production without a secret, keep a random one in DATA_DIR, unless several processes share Redis", () => {
    const first = loadApiEnv({ NODE_ENV: "production", DATA_DIR: dataDir }).broadcasting.secret;
    expect(first).not.toBe(DEVELOPMENT_BROADCASTING_SECRET);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadApiEnv({ NODE_ENV: "production", DATA_DIR: dataDir }).broadcasting.secret).toBe(first);
    expect(() => loadApiEnv({ NODE_ENV: "production", DATA_DIR: dataDir, REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(/REVERB_APP_SECRET must be set/);
  });
});
