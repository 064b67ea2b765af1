import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

/**
 * The floor of our stack for `npm run bench:pages`: the site's Remix and Vite with the same future
 * flags, and nothing else. Built by the bench from the repository root (`--config` this file) into the
 * ignored .cache/ folder.
 */
export default defineConfig({
  build: { target: "es2022" },
  logLevel: "warn",
  publicDir: false,
  plugins: [
    remix({
      appDirectory: "bench/minimal-remix/app",
      buildDirectory: ".cache/bench-minimal-remix/build",
      future: {
        v3_routeConfig: true,
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
