// Knip: unused exports, types and files. Run by `npm run lint` and the "lint" step of `npm test`.
import { createRequire } from "node:module";
import path from "node:path";
import type { KnipConfig } from "knip";

const root = import.meta.dirname;

/** The route modules of the real route manifest (app/routes.ts), so every page counts as an entry however routes are declared. */
async function routeModules(): Promise<string[]> {
  const require = createRequire(path.join(root, "package.json"));
  require("@remix-run/dev/dist/config/routes.js").setRouteConfigAppDirectory(path.join(root, "app"));
  const { default: config } = (await import(path.join(root, "app/routes.ts"))) as { default: RouteEntry[] | Promise<RouteEntry[]> };
  const files = (routes: RouteEntry[]): string[] => routes.flatMap((route) => [`app/${route.file}`, ...files(route.children ?? [])]);
  return files(await config);
}
type RouteEntry = { file: string; children?: RouteEntry[] };

export default async (): Promise<KnipConfig> => ({
  // Knip's own plugins already find server.ts, app/root.tsx, app/entry.*, app/routes/**, the package.json
  // scripts, Playwright's webServer commands and the test files. Added here: what they cannot see.
  entry: [
    // The route config (the Remix plugin of Knip knows only app/routes/**).
    "app/routes.ts",
    // What `npm start` runs in a process of its own on a first start (scripts/start.ts).
    "scripts/prepare-database.ts",
    // What `npm test` runs beside the static checks (scripts/test-all.ts).
    "scripts/build-test-databases.ts",
    // Bench scripts and the preloads they hand to `node --import` (SQL capture, request counters).
    "bench/*.ts",
    // The minimal Remix app bench:pages builds (its own vite config, server, root and routes).
    "bench/minimal-remix/vite.config.ts",
    "bench/minimal-remix/server.ts",
    "bench/minimal-remix/app/root.tsx",
    "bench/minimal-remix/app/routes.ts",
    "bench/minimal-remix/app/routes/*.tsx",
    // The search scan worker, which scan-worker-boot.mjs loads through tsx (a worker's entry must be JavaScript).
    "api/search/index/scan-worker.ts",
    // Module augmentation (AppLoadContext) that tsc picks up through tsconfig's include, imported by nobody.
    "app/load-context.ts",
    // Every route module named by the route config, wherever it lives (app/routes/** is already an entry).
    ...(await routeModules()).filter((file) => !file.startsWith("app/routes/")),
  ],
  // CSS too, so `@import "tailwindcss"` in app/styles/app.css counts as a use of the package.
  project: ["**/*.{ts,tsx,css}"],
});
