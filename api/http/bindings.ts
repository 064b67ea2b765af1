import { OpenAPIHono } from "@hono/zod-openapi";
import type { AuthenticatedUser } from "../auth/access-tokens";
import type { ApiEnv } from "../config/env";
import type { Database } from "../db/client";
import type { ApiLocale } from "../i18n/messages";
import type { ApiServices } from "../services";
import { validationHook } from "./validation";

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
