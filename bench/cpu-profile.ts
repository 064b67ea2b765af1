/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went within a time window: top
 * functions by self time, and self and inclusive time by our source file or npm package. Functions
 * of the web half's server bundle (build/server/index.js) are traced back to their app/ file when
 * the build has a source map (`npx remix vite:build --sourcemapServer`).
 *
 * Inclusive time is what V8 samples: the synchronous stack. Work resumed after an `await` is charged
 * to the microtask that resumed it, not to the function that awaited.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const cpuProfile = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number(), columnNumber: z.number() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  startTime: z.number(),
  endTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type ProfileNode = z.infer<typeof cpuProfile>["nodes"][number];

export interface Share {
  label: string;
  share: number;
}

/** Sources grouped by what they do for a page request; the first matching rule names the layer. */
const layers: [string, RegExp][] = [
  ["database: PGlite (JS and WebAssembly)", /^@electric-sql\/pglite/],
  ["database: drizzle-orm", /^drizzle-orm$/],
  ["Remix: route matching (@remix-run/router)", /^@remix-run\/router$/],
  ["Remix: server runtime and single-fetch stream", /^(@remix-run\/(server-runtime|node|express)|turbo-stream)$/],
  ["React render", /^(react|react-dom|@remix-run\/react|react-router|react-router-dom)$/],
  ["i18n (i18next)", /^(i18next|react-i18next|remix-i18next|i18next-.*)$/],
  ["zod", /^(zod|@conform-to\/.*)$/],
  ["API framework (Hono)", /^(hono|@hono\/.*)$/],
  ["Express and its middleware", /^(express|compression|morgan|helmet|body-parser|send|serve-static|router|finalhandler|on-headers|on-finished)$/],
  ["our code: app/ (web half)", /^app\//],
  ["our code: api/ (recipe API)", /^api\//],
  ["our code: server/", /^server(\/|\.ts$)/],
  ["garbage collector", /^\(garbage collector\)$/],
  ["idle", /^\(idle\)$/],
  ["Node.js built-ins with no package or file of ours above them", /^(node:|\(native\)|\(program\)|\(root\))/],
];

const builtIn = (source: string) => source.startsWith("node:") || source === "(native)";

function layerOf(source: string): string {
  return layers.find(([, pattern]) => pattern.test(source))?.[0] ?? "other packages";
}

export interface ProfileSummary {
  samples: number;
  windowMs: number;
  /** Share of the window the thread was busy (not idle). */
  busy: number;
  selfByLayer: Share[];
  topSelfFunctions: Share[];
  selfBySource: Share[];
  inclusiveBySource: Share[];
}

// Source maps: base64 VLQ "mappings" decoded into, per generated line, [column, source] pairs.
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** For a bundle with a .map beside it: the source file and (1-based) line behind a 0-based line and column. */
function sourceLocator(bundle: string): ((line: number, column: number) => { file: string; line: number } | undefined) | undefined {
  const mapFile = `${bundle}.map`;
  if (!fs.existsSync(mapFile)) return undefined;
  const map = z.object({ sources: z.array(z.string()), mappings: z.string() }).parse(JSON.parse(fs.readFileSync(mapFile, "utf8")));
  let source = 0;
  let sourceLine = 0;
  const lines = map.mappings.split(";").map((line) => {
    let column = 0;
    return line
      .split(",")
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta = 0, sourceDelta, lineDelta = 0] = decodeVlq(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return { column, source: -1, line: 0 };
        source += sourceDelta;
        sourceLine += lineDelta;
        return { column, source, line: sourceLine };
      });
  });
  const sources = map.sources.map((file) => path.resolve(path.dirname(bundle), file));
  return (line, column) => {
    let found: { file: string; line: number } | undefined;
    for (const segment of lines[line] ?? []) {
      if (segment.column > column) break;
      if (segment.source >= 0) found = { file: sources[segment.source]!, line: segment.line + 1 };
    }
    return found;
  };
}

/** "app/areas/recipes/recipe.server.ts", "api/search/index.ts", "react-dom", "node:internal/…" or a V8 pseudo-frame. */
function sourceLabel(file: string, root: string): string {
  const packageMatch = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (packageMatch) return packageMatch[1]!;
  if (file.startsWith(root + path.sep)) return path.relative(root, file);
  return file;
}

export function summariseProfile(file: string, options: { root: string; window?: { fromEnd: [number, number] }; top?: number }): ProfileSummary {
  const profile = cpuProfile.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const top = options.top ?? 20;
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  const locators = new Map<string, ReturnType<typeof sourceLocator>>();
  const labels = new Map<number, { source: string; name: string }>();
  function describe(node: ProfileNode) {
    const known = labels.get(node.id);
    if (known) return known;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let described: { source: string; name: string };
    if (!url) described = { source: functionName.startsWith("(") ? functionName : "(native)", name: functionName || "(native)" };
    else if (url.startsWith("wasm://")) {
      // WebAssembly has no file: name it after the JavaScript that called into it (PGlite's Postgres).
      let caller = nodes.get(parents.get(node.id) ?? -1);
      while (caller && (!caller.callFrame.url || caller.callFrame.url.startsWith("wasm://"))) caller = nodes.get(parents.get(caller.id) ?? -1);
      const source = `${caller ? describe(caller).source : "(unknown)"} (wasm)`;
      described = { source, name: `${functionName} (${source})` };
    } else if (url.startsWith("node:")) described = { source: url.split("/").slice(0, 2).join("/"), name: `${functionName || "(anonymous)"} (${url})` };
    else {
      let file = url.startsWith("file://") ? fileURLToPath(url) : url;
      let line = lineNumber + 1;
      if (file.includes(`${path.sep}build${path.sep}server${path.sep}`)) {
        if (!locators.has(file)) locators.set(file, sourceLocator(file));
        const located = locators.get(file)?.(lineNumber, columnNumber);
        if (located) ({ file, line } = located);
      }
      const source = sourceLabel(file, options.root);
      const ours = !file.includes(`${path.sep}node_modules${path.sep}`) && file.startsWith(options.root + path.sep);
      described = { source, name: `${functionName || "(anonymous)"} (${source}${ours ? `:${line}` : ""})` };
    }
    labels.set(node.id, described);
    return described;
  }

  /** For layers, Node's built-ins and native calls count for the package or file that called them (PGlite's fstat is the database's). */
  function chargedSource(leaf: ProfileNode): string {
    const own = describe(leaf).source;
    if (!builtIn(own)) return own;
    for (let node = nodes.get(parents.get(leaf.id) ?? -1); node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const source = describe(node).source;
      if (!builtIn(source) && !source.startsWith("(")) return source;
    }
    return own;
  }

  // Sample i is taken at startTime + sum(timeDeltas[0..i]).
  const windowEnd = options.window ? profile.endTime - options.window.fromEnd[1] * 1000 : profile.endTime;
  const windowStart = options.window ? profile.endTime - options.window.fromEnd[0] * 1000 : profile.startTime;
  const selfFunctions = new Map<string, number>();
  const selfSources = new Map<string, number>();
  const selfLayers = new Map<string, number>();
  const inclusiveSources = new Map<string, number>();
  let time = profile.startTime;
  let counted = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < windowStart || time > windowEnd) return;
    counted++;
    const leaf = nodes.get(id)!;
    const { source, name } = describe(leaf);
    if (name === "(idle)") idle++;
    selfFunctions.set(name, (selfFunctions.get(name) ?? 0) + 1);
    selfSources.set(source, (selfSources.get(source) ?? 0) + 1);
    const layer = layerOf(chargedSource(leaf));
    selfLayers.set(layer, (selfLayers.get(layer) ?? 0) + 1);
    const onStack = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(parents.get(node.id) ?? -1)) onStack.add(describe(node).source);
    for (const entry of onStack) inclusiveSources.set(entry, (inclusiveSources.get(entry) ?? 0) + 1);
  });
  const ranked = (counts: Map<string, number>, limit = top) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([label, count]) => ({ label, share: count / Math.max(counted, 1) }));
  return {
    samples: counted,
    windowMs: (windowEnd - windowStart) / 1000,
    busy: 1 - idle / Math.max(counted, 1),
    selfByLayer: ranked(selfLayers, layers.length + 1),
    topSelfFunctions: ranked(selfFunctions),
    selfBySource: ranked(selfSources),
    // Pseudo-frames ("(root)", "(program)") and Node's event loop are on most stacks and say nothing inclusive.
    inclusiveBySource: ranked(new Map([...inclusiveSources].filter(([label]) => !label.startsWith("(") && !builtIn(label)))),
  };
}

export function printSummary(title: string, summary: ProfileSummary) {
  const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.log(`\n${title}: ${summary.samples} samples over ${(summary.windowMs / 1000).toFixed(1)} s, thread busy ${percent(summary.busy).trim()}`);
  for (const [heading, rows] of [
    ["self time by layer (Node built-ins charged to their caller)", summary.selfByLayer],
    ["top functions by self time", summary.topSelfFunctions],
    ["self time by source file or package", summary.selfBySource],
    ["inclusive time by source file or package (synchronous stacks)", summary.inclusiveBySource],
  ] as const) {
    console.log(`  ${heading}:`);
    for (const row of rows) console.log(`    ${percent(row.share)}  ${row.label}`);
  }
}
