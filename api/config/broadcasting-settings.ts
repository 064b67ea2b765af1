import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Where the Pusher HTTP API lives (this process by default) and the app it publishes as: its id,
 * key and secret are what api/broadcasting signs with (a `PusherApp` there).
 */
export interface BroadcastingSettings {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  scheme: "http" | "https";
}

/** Development and tests sign with this; production refuses it (api/config/env.ts). */
export const DEVELOPMENT_BROADCASTING_SECRET = "sazon-development-broadcasting-secret";

export interface BroadcastingSettingsSource {
  NODE_ENV: "development" | "production" | "test";
  PORT: number;
  REVERB_APP_ID: string;
  REVERB_APP_KEY: string;
  REVERB_APP_SECRET?: string;
  REVERB_HOST?: string;
  REVERB_PORT?: number;
  REVERB_SCHEME: "http" | "https";
}

export function broadcastingSettings(source: BroadcastingSettingsSource, dataDir: string): BroadcastingSettings {
  return {
    appId: source.REVERB_APP_ID,
    key: source.REVERB_APP_KEY,
    secret: source.REVERB_APP_SECRET ?? (source.NODE_ENV === "production" ? keptSecret(dataDir) : DEVELOPMENT_BROADCASTING_SECRET),
    host: source.REVERB_HOST ?? "127.0.0.1",
    port: source.REVERB_PORT ?? source.PORT,
    scheme: source.REVERB_SCHEME,
  };
}

/**
 * `npm start` must work with no settings (as the session secret does): a random secret kept in
 * DATA_DIR. Processes that do not share DATA_DIR must share REVERB_APP_SECRET instead, which
 * env.ts demands once REDIS_URL says there are several.
 */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, "broadcasting-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
