/**
 * A page's first-load JavaScript, file by file, gzipped as the server sends it (decision 082): what
 * the browser must fetch before the page hydrates. Two ways to the same list: from a page's HTML
 * (its modulepreload links and module imports: bench:lighthouse), and from the client build's
 * manifest for a route (entry, the route and its layouts, their imports, the language's translations:
 * the budget test, with no server running).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface ScriptSize {
  file: string;
  gzipKb: number;
  rawKb: number;
}

const root = path.resolve(import.meta.dirname, "..");
const clientDirectory = path.join(root, "build/client");

/** The scripts a page has the browser fetch before it can hydrate: its modulepreload links and module imports. */
export function firstLoadScriptsOfHtml(html: string): string[] {
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from\s*|\()\s*"([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set(hrefs)];
}

interface RemixManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
}

function readRemixManifest(): RemixManifest {
  const assets = path.join(clientDirectory, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no Remix manifest in build/client/assets: run `npm run build` first");
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as RemixManifest;
}

/** The first-load scripts of a route, from the build's manifests: what Remix and the translations preload write into its page. */
export function firstLoadScriptsOfRoute(routeId: string, locale: string): string[] {
  const manifest = readRemixManifest();
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the build's manifest`);
    hrefs.push(route.module, ...(route.imports ?? []));
  }
  const translations = JSON.parse(fs.readFileSync(path.join(root, "build/translation-chunks.json"), "utf8")) as Record<string, string>;
  const translationsFile = translations[locale];
  if (!translationsFile) throw new Error(`no translations chunk for ${locale} in build/translation-chunks.json`);
  hrefs.push(translationsFile);
  return [...new Set(hrefs)];
}

/** Each file's size, gzipped on its own as the server compresses it, largest first. */
export function scriptSizes(hrefs: string[]): ScriptSize[] {
  return hrefs
    .map((href) => {
      const source = fs.readFileSync(path.join(clientDirectory, href));
      return { file: path.basename(href), rawKb: source.length / 1024, gzipKb: gzipSync(source).length / 1024 };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

export function totalGzipKb(sizes: ScriptSize[]): number {
  return sizes.reduce((sum, size) => sum + size.gzipKb, 0);
}

/** The split by chunk, as the benches print it. */
export function describeFirstLoad(label: string, sizes: ScriptSize[]): string {
  const raw = sizes.reduce((sum, size) => sum + size.rawKb, 0);
  const lines = [`First-load JavaScript of ${label}: ${totalGzipKb(sizes).toFixed(1)} KB gzip (${raw.toFixed(1)} KB raw) in ${sizes.length} files`];
  for (const size of sizes) lines.push(`  ${size.gzipKb.toFixed(1).padStart(6)} KB  ${size.file}`);
  return lines.join("\n");
}
