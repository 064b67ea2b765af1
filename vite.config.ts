import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { firstViewNamespaces, pageOnlyNamespaces } from "./app/platform/i18n/page-only-namespaces";
import { quietBuildWarnings } from "./scripts/quiet-build-warnings";
import { translationChunksPlugin, translationsChunkName } from "./scripts/translation-chunks-plugin";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** The runtime every page runs: React, Remix and i18next, one long-cached file. */
const frameworkPackage =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/react|@remix-run\/router|turbo-stream|i18next|react-i18next|remix-i18next|i18next-resources-to-backend)\//;
/** The route modules every page of the default layout loads: what they import statically is the page shell. */
const shellRoutes = /\/app\/(root|shell\/layouts\/locale|shell\/layouts\/default)\.tsx$/;
/** A language's namespace file; the browser loads all but the page-only ones before hydrating. */
const translationFile = /\/app\/locales\/([a-z]{2})\/([a-z-]+)\.json$/;

/**
 * Client chunks (docs/decisions/026): left to itself Rollup cuts the shared code of the routes into
 * some forty files of a few hundred bytes, each a request with a kilobyte of headers. Instead, the
 * framework is one file, and the modules the root and default layouts import statically (header,
 * footer, search box, meta, theme) are another: "shell". Code reached only through a dynamic import
 * (the member parts, loaded on demand) is not in the shell, so a visitor still never downloads it.
 */
function clientChunks() {
  let shell: Set<string> | undefined;
  return (id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta) => {
    // <Trans> and the HTML parser it brings, for the few pages that use it.
    if (/\/node_modules\/(react-i18next\/dist\/es\/Trans|html-parse-stringify|void-elements)/.test(id)) return "trans";
    if (frameworkPackage.test(id)) return "framework";
    // Twenty files of 1–4 KB: two requests per language instead, what a visitor's first view renders and the rest (decision 082).
    const translation = translationFile.exec(id);
    if (translation && !pageOnlyNamespaces.includes(translation[2]!))
      return translationsChunkName(translation[1]!, firstViewNamespaces.includes(translation[2]!) ? "first" : "later");
    if (!shell) {
      shell = new Set();
      const queue = [...getModuleIds()].filter((moduleId) => shellRoutes.test(moduleId));
      for (let moduleId = queue.pop(); moduleId; moduleId = queue.pop()) {
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) {
          if (!shell.has(imported)) {
            shell.add(imported);
            queue.push(imported);
          }
        }
      }
    }
    if (shell.has(id) && /\/(app|api\/contract)\/[^?]+\.tsx?$/.test(id) && !shellRoutes.test(id)) return "shell";
    return undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? { onwarn: quietBuildWarnings }
      : {
          onwarn: quietBuildWarnings,
          output: { manualChunks: clientChunks() },
          // react-i18next does nothing on import but does not say so: without this, its index keeps <Trans> on every page.
          treeshake: { moduleSideEffects: (id: string) => !/\/node_modules\/(react-i18next|html-parse-stringify|void-elements)\//.test(id) },
        },
  },
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_routeConfig: true,
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
    translationChunksPlugin("build"),
  ],
}));
