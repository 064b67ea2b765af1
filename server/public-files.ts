import fs from "node:fs";
import express, { type RequestHandler } from "express";

/**
 * The files in public/ (icons, pictures), copied into the build's client folder: served for an
 * address whose first segment names one of its entries, read once at start. Every other request —
 * every page — goes on without a look at the disk: `express.static` alone stats the folder for each
 * page, 13 % of a kept page's CPU time (`npm run bench:profile-pages -- --profile member-forum-thread`).
 * Everything but Vite's fingerprinted assets is cached for an hour; no redirect of a folder to its
 * slashed form: `/receta/..%2F` names the folder itself, and the slash it added the canonical rule
 * took off again, forever (decision 030). A folder is no page; Remix answers it.
 */
export function publicFiles(folder: string): RequestHandler {
  const entries = new Set(fs.readdirSync(folder));
  const serve = express.static(folder, { maxAge: "1h", index: false, redirect: false });
  return (request, response, next) => (entries.has(request.path.split("/", 2)[1] ?? "") ? serve(request, response, next) : next());
}
