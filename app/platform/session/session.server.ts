import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createCookie, createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import type { WebEnv } from "~/platform/config/env.server";
import { sealedCookie } from "./sealed-cookie.server";

export interface SessionData {
  /** The API's bearer token: kept only in this httpOnly, encrypted cookie, never given to page scripts. */
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
    // Encrypted, not only signed (decision 030): the cookie holds the API token. Sealed with
    // SESSION_SECRET; cookies sealed with a SESSION_SECRET_PREVIOUS still open, so a secret can rotate.
    // Secure or not per request (cookieSecurity), given where it is committed or destroyed.
    cookie: sealedCookie(createCookie("__session", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 30 }), [
      sessionSecret(env),
      ...env.SESSION_SECRET_PREVIOUS,
    ]),
  });
  return storage;
}

export function getSession(request: Request, env: WebEnv) {
  return sessionStorage(env).getSession(request.headers.get("Cookie"));
}
