/**
 * The minimal page's server for `npm run bench:pages`: Express and Remix's request handler on the
 * bench's build of this folder, as bare as a Remix v2 app gets. Started by the bench with
 * MINIMAL_REMIX_BUILD (the server build's index.js), PORT and MINIMAL_REMIX_DATA_DIR.
 */
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";

const buildFile = process.env.MINIMAL_REMIX_BUILD;
if (!buildFile) throw new Error("MINIMAL_REMIX_BUILD must name the minimal page's server build");
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.all("*", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT ?? 3401), "127.0.0.1");

process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
