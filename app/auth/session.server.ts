import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import type { WebEnv } from "~/config/env.server";
import { cookieSecurity } from "~/config/env.server";

export interface SessionData {
  /** The API's bearer token: kept only in this httpOnly cookie, never given to page scripts. */
  token: string;
  user: AuthUser;
}

interface FlashData {
  notice: string;
}

function sessionSecret(env: WebEnv): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // `npm start` must work with no settings: a random secret, kept so restarts keep sessions.
  const file = path.resolve(env.DATA_DIR, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

let storage: SessionStorage<SessionData, FlashData> | undefined;

export function sessionStorage(env: WebEnv) {
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 60 * 60 * 24 * 30,
      secrets: [sessionSecret(env)],
      ...cookieSecurity(env),
    },
  });
  return storage;
}

export function getSession(request: Request, env: WebEnv) {
  return sessionStorage(env).getSession(request.headers.get("Cookie"));
}
