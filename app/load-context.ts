import type { InProcessApi } from "~/platform/api-client/client.server";
import type { WebEnv } from "~/platform/config/env.server";

/** What server.ts hands every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    env: WebEnv;
    cspNonce: string;
    /** The recipe API of this process, used when API_BASE_URL is unset. */
    inProcessApi?: InProcessApi;
    /** The visitor's address as Express sees it. */
    clientIp: string;
    /** The cache tags of the API answers this request read, when the page cache may keep its page (decision 085). */
    cacheTags?: Set<string>;
  }
}

export {};
