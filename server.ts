/**
 * Sazón's one process: the Remix web app, and (unless API_BASE_URL points elsewhere) the recipe API
 * with its database. `npm start` runs it in production mode, `npm run dev` with Vite's dev server.
 */
import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { attachLiveServer } from "./api/broadcasting/live-server";
import { loadApiEnv } from "./api/config/env";
import { apiPaths } from "./api/contract/paths";
import { DataDirLockedError } from "./api/db/data-dir-lock";
import { negotiateLocale, translate } from "./api/i18n/messages";
import { startRecipeApi, type RecipeApi } from "./api/runtime";
import { loadWebEnv } from "./app/platform/config/env.server";
import { redirectToCanonicalUrl } from "./server/canonical-redirect";
import { searchViewOf } from "./server/cached-search-views";
import { forwardCspReports } from "./server/csp-report-forwarding";
import { answerMalformedRequests } from "./server/malformed-requests";
import { admissionControl } from "./server/admission-control";
import { fullGarbageCollection, idleHeapCollection } from "./server/idle-heap-collection";
import { pageCache } from "./server/page-cache";
import { publicFiles } from "./server/public-files";
import { rejectCrossSitePosts, withCrossSiteGuard } from "./server/cross-site-guard";
import { withRouteErrorAnswers } from "./server/route-error-answers";
import { assignCspNonce, securityHeaders, websocketOrigins, withholdCspFromNotModified } from "./server/security-headers";

const webEnv = loadWebEnv();
const development = webEnv.NODE_ENV !== "production";

let api: RecipeApi | undefined;
if (!webEnv.API_BASE_URL) {
  try {
    api = await startRecipeApi(loadApiEnv());
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const viteDevServer = development ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } })) : undefined;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");
app.use(compression());
app.use(morgan(development ? "dev" : ":remote-addr :method :url :status :res[content-length] - :response-time ms"));

if (!development) {
  // A burst's garbage is given back once the site has been idle for 5 s (decision 025).
  const idleCollection = idleHeapCollection({ idleMs: 5_000, minimumGrowthBytes: 32 * 1024 * 1024, collect: fullGarbageCollection() });
  setInterval(() => idleCollection.collectIfIdle(), 1_000).unref();
  app.use((_request, response, next) => {
    response.once("close", idleCollection.requestStarted());
    next();
  });
}

// Past what the process can work on at once, a short wait in line, then a 503 (decision 033).
// /healthz, the live channel's publishing (/apps), the static files and the route manifest are not
// counted: they are cheap, and /healthz must answer while the site is busy.
const admit = admissionControl({
  maxInFlight: webEnv.ADMISSION_MAX_IN_FLIGHT,
  maxQueued: webEnv.ADMISSION_MAX_QUEUED,
  maxWaitMs: webEnv.ADMISSION_MAX_WAIT_MS,
  apiRefusal: (request) => ({ message: translate(negotiateLocale(request.query.locale as string | undefined, request.get("accept-language")), "http.unavailable") }),
});

if (api) {
  // The API speaks for itself (its own JSON errors and headers); the web's middleware stays out of it.
  const listener = getRequestListener(api.app.fetch);
  app.use(["/api", "/broadcasting"], admit);
  // /broadcasting: Laravel's channel-auth paths; /apps: the Pusher HTTP API the broadcaster publishes to;
  // /sanctum/csrf-cookie: where a Sanctum client asks for its XSRF cookie, at the site's root.
  app.use(["/api", "/healthz", "/broadcasting", "/apps", "/sanctum"], (request, response, next) => {
    // In development the browser also imports source modules from api/ (shared contracts) through Vite.
    if (development && /\.[cm]?tsx?(\?|$)/.test(request.originalUrl)) return next();
    request.url = request.originalUrl;
    void listener(request, response);
  });
} else if (webEnv.API_BASE_URL) {
  // Browsers report CSP violations to this site (security-headers.ts); the API stores them.
  app.post(apiPaths.cspReports, forwardCspReports(webEnv.API_BASE_URL, apiPaths.cspReports));
}

app.use(assignCspNonce);
const turnstile = webEnv.TURNSTILE_SITE_KEY ? ["https://challenges.cloudflare.com"] : [];
// The live channel's websocket: this site's host, or the API's when it runs elsewhere.
const liveSockets = websocketOrigins(webEnv.siteUrl, webEnv.API_PUBLIC_URL);
app.use(
  securityHeaders({
    development,
    httpsSite: webEnv.siteUrl.startsWith("https://"),
    connectSources: [...turnstile, ...liveSockets],
    frameSources: turnstile,
    reportPath: apiPaths.cspReports,
  }),
);
app.use(withholdCspFromNotModified);
app.use(rejectCrossSitePosts);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted by Vite: cache for a year; the rest of public/ by ./server/public-files.ts.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false, redirect: false }));
  app.use(publicFiles("build/client"));
}

app.use(redirectToCanonicalUrl);
// Remix route segments cannot mix text and a parameter, so the sitemap route serves its parts too.
app.get(/^\/sitemap-(\d+)\.xml$/, (request, _response, next) => {
  request.url = request.originalUrl = `/sitemap.xml?part=${request.params[0]}`;
  next();
});

// Rendered anonymous pages kept under the content version (decision 034): only where the API, and
// so the version, is in this process, and not in development, where the code changes under it.
if (api && !development && webEnv.PAGE_CACHE === "on") {
  const { pages } = api;
  app.use(
    pageCache({
      contentVersion: pages.contentVersion,
      tagsChangedSince: pages.tagsChangedSince,
      shared: pages.shared,
      onServed(pageUrl, clientIp) {
        const search = searchViewOf(pageUrl);
        if (search) pages.recordCachedSearchView(search.locale, search.text, clientIp);
      },
    }),
  );
}

// After the page cache: a kept page costs next to nothing, so it is served even when the line is full.
// Remix's route manifest too (lazy route discovery: what a page's links ask for as they appear) is
// answered from the build in memory; in line behind renders, a link on a busy site waited 20 s.
app.use((request, response, next) => (request.path === "/__manifest" ? next() : admit(request, response, next)));

// An API failure no loader handled becomes its error page (503, 4xx) rather than a 500; a post from
// elsewhere (or one that cannot show it is not) reaches no action.
const prepare = (build: ServerBuild) => withCrossSiteGuard(withRouteErrorAnswers(build));
const build = viteDevServer
  ? () => (viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>).then(prepare)
  : prepare((await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild);

// `reads`: one object for the reads of one page request, which then look their member up once (auth-middleware.ts).
const inProcessApi = api ? (request: Request, reads?: object) => Promise.resolve(api.app.fetch(request, { reads })) : undefined;
// A pattern, not "*": Express would decode a "*" parameter and answer a malformed escape ("/%") itself.
app.all(
  /.*/,
  createRequestHandler({
    build,
    mode: development ? "development" : "production",
    getLoadContext: (request, response) => ({
      env: webEnv,
      cspNonce: response.locals.cspNonce as string,
      inProcessApi,
      clientIp: request.ip ?? request.socket.remoteAddress ?? "unknown",
      cacheTags: response.locals.cacheTags as Set<string> | undefined,
    }),
  }),
);

app.use(answerMalformedRequests);

const server: Server = app.listen(webEnv.PORT, process.env.HOST ?? "0.0.0.0", () => {
  console.log(`[web] Sazón listening on http://localhost:${webEnv.PORT} (${development ? "development" : "production"})`);
  // Cookies follow the scheme the site is served over (cookieSecurity, decision 043): say which.
  if (webEnv.siteUrl.startsWith("https://")) console.log(`[web] cookies are Secure: the site is served over HTTPS (SITE_URL ${webEnv.siteUrl})`);
  else
    console.log(
      `[web] cookies are not marked Secure: SITE_URL is ${webEnv.siteUrl}${process.env.TRUST_PROXY === "true" ? ", except on requests the proxy says came over HTTPS (X-Forwarded-Proto; TRUST_PROXY=true)" : ""}. Served over HTTPS? Set SITE_URL=https://… (behind a proxy, also TRUST_PROXY=true)`,
    );
});
// The live channel (Pusher protocol at /app/{key}) is served by the API, so only where the API runs.
const live = api ? attachLiveServer(server, api.env, api.services) : undefined;

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`[web] ${signal} received: finishing requests in flight`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Open websockets would keep server.close() waiting; their clients reconnect elsewhere.
  await live?.close();
  server.close(async () => {
    await viteDevServer?.close();
    await api?.close();
    console.log("[web] stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
