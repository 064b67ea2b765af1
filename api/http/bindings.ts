import { OpenAPIHono } from "@hono/zod-openapi";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import type { ApiEnv } from "../config/env";
import type { Database } from "../db/client";
import type { ApiLocale } from "../i18n/messages";
import { validationHook } from "./validation";

/**
 * What the API talks to besides its database (mail, rate limits, the outbox worker, …). Empty here:
 * the composition root, `api/services.ts`, adds its members by declaration merging, so this
 * plumbing names neither the root nor the areas whose services it holds (decision 068).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by api/services.ts
export interface ApiServices {}

export interface ApiBindings {
  Variables: {
    db: Database;
    databaseKind: "pglite" | "postgres";
    env: ApiEnv;
    services: ApiServices;
    locale: ApiLocale;
    clientIp: string;
    /** Set when the request carried a valid bearer token. */
    user: AuthenticatedUser | undefined;
    tokenId: number | undefined;
  };
}

/** Every feature router is made here so they all answer validation errors the same way. */
export function createRouter() {
  return new OpenAPIHono<ApiBindings>({ defaultHook: validationHook });
}
