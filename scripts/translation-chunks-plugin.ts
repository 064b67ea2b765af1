import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:translation-chunks";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** A language's translations chunk, as vite.config.ts's manualChunks names it. */
const translationsChunk = /^translations-([a-z]{2})$/;

/**
 * Tells the server build where the client build put each language's translations chunk, so the page
 * can preload its language's file (app/i18n/translations-preload.tsx) instead of the browser finding it
 * only when entry.client asks for it, after every other module. The client build is first
 * (`remix vite:build`): it writes the file names beside the two builds; the server build reads them
 * as `import translationChunks from "virtual:translation-chunks"` ({ es: "/assets/…js", en: … }).
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
        const language = chunk.type === "chunk" ? translationsChunk.exec(chunk.name)?.[1] : undefined;
        if (language) names[language] = `${base}${chunk.fileName}`;
      }
      if (Object.keys(names).length > 0) fs.writeFileSync(namesFile, JSON.stringify(names));
    },
  };
}
