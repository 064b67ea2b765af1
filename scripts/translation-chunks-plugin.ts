import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:translation-chunks";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const CHUNK_PREFIX = "translations-";

/**
 * The chunk vite.config.ts's manualChunks puts a language's translations in, the first view's or
 * the later ones (decision 082); the plugin finds it by this name.
 */
export function translationsChunkName(language: string, part: "first" | "later"): string {
  return `${CHUNK_PREFIX}${language}${part === "later" ? "-later" : ""}`;
}

/** The key of a chunk named by `translationsChunkName` ("es", "es-later"), else undefined. */
function keyOfChunk(name: string): string | undefined {
  return name.startsWith(CHUNK_PREFIX) ? name.slice(CHUNK_PREFIX.length) : undefined;
}

/**
 * Tells the server build where the client build put each language's translations chunk, so the page
 * can preload its language's file (app/platform/i18n/translations-preload.tsx) instead of the browser finding it
 * only when entry.client asks for it, after every other module. The client build is first
 * (`remix vite:build`): it writes the file names beside the two builds; the server build reads them
 * as `import translationChunks from "virtual:translation-chunks"` ({ es: "/assets/…js", "es-later": …, en: … }).
 * The development server has no chunks: `{}`.
 */
export function translationChunksPlugin(buildDirectory: string): Plugin {
  const namesFile = path.join(buildDirectory, "translation-chunks.json");
  let base = "/";
  let building = false;
  let serverBuild = false;
  return {
    name: "sazon:translation-chunks",
    configResolved(config) {
      base = config.base;
      building = config.command === "build";
      serverBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      // A client build starts afresh: the server build must never read an earlier build's names.
      if (building && !serverBuild) fs.rmSync(namesFile, { force: true });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const names = building && fs.existsSync(namesFile) ? fs.readFileSync(namesFile, "utf8") : "{}";
      return `export default ${names};`;
    },
    writeBundle(_options, bundle) {
      if (serverBuild) return;
      const names: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const key = chunk.type === "chunk" ? keyOfChunk(chunk.name) : undefined;
        if (key) names[key] = `${base}${chunk.fileName}`;
      }
      if (Object.keys(names).length > 0) fs.writeFileSync(namesFile, JSON.stringify(names));
    },
  };
}
