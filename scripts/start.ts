/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then serves
 * the production build (embedded database and demo content by default).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
const sources = ["app", "api/contract", "vite.config.ts", "package.json", "tsconfig.json"];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

const builtAt = fs.statSync(serverBuild, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
const canBuild = fs.existsSync(path.join(root, "node_modules/@remix-run/dev/dist/cli.js"));
// A production image keeps the build it was made with and has no build tools (Dockerfile).
if (builtAt < changedAt && (canBuild || builtAt === 0)) {
  console.log("[start] building the web app…");
  execFileSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], { cwd: root, stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import("../server");
