/**
 * `npm run bench:lighthouse`: starts the production build on a fresh embedded database (demo
 * content), runs Lighthouse's mobile audit (default simulated throttling) on the home, a recipe, the
 * search and a category page in Spanish and English, and prints the four category scores, LCP, TBT, CLS and
 * transfer per page, what keeps a score under 100, and the first-load JavaScript of home, a recipe and
 * search in both languages (each page's modulepreload list, each file gzipped from build/client), split by chunk.
 * Options: --only home,recipe:en (page names, or name:locale) --runs 3 (medians) --port 3420
 * --throttling devtools (real slowing instead of the simulation),
 * --save DIR (every run's full Lighthouse report as JSON, to open in the Lighthouse viewer).
 * Build first (`npm run build`). Scores on a busy machine are noisy: compare runs made side by side.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { describeFirstLoad, firstLoadScriptsOfHtml, scriptSizes, totalGzipKb } from "../scripts/first-load-javascript";
import { featuredRecipeSlug, startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "1" },
    port: { type: "string", default: "3420" },
    save: { type: "string" },
    throttling: { type: "string", default: "simulate" },
  },
});

// "simulate" is what PageSpeed Insights runs; "devtools" slows the network and CPU for real, so the
// figures are what the page did under a phone's conditions rather than Lantern's estimate of them.
const throttlingMethods = ["simulate", "devtools"] as const;
const throttlingMethod = throttlingMethods.find((method) => method === values.throttling);
if (!throttlingMethod) throw new Error(`--throttling is one of ${throttlingMethods.join(", ")}`);

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
const locales = [
  { locale: "es", prefix: "" },
  { locale: "en", prefix: "/en" },
] as const;

// Search with a query keeps `noindex` (spec §2), so its SEO is measured on /buscar/ without one.
const pages: { name: string; path: (slug: string) => string; categories: readonly Category[] }[] = [
  { name: "home", path: () => "/", categories },
  { name: "recipe", path: (slug) => `/receta/${slug}`, categories },
  { name: "search", path: () => "/buscar/?q=pollo", categories: ["performance", "accessibility", "best-practices"] },
  { name: "search-seo", path: () => "/buscar/", categories: ["seo"] },
  // A page a grid of cards leads; the demo's Spanish cuisine opens with a picture.
  { name: "category", path: () => "/categoria/espanola", categories },
];

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

type Measure = {
  scores: Partial<Record<Category, number>>;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
  scriptKb: number;
  benchmarkIndex: number;
  shortfalls: string[];
};

function selected(name: string, locale: string): boolean {
  if (!values.only) return true;
  return values.only.split(",").some((term) => {
    const [page, onlyLocale] = term.trim().split(":");
    return page === name && (!onlyLocale || onlyLocale === locale);
  });
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The audits that cost points in a category under 100: metrics for performance, failed checks elsewhere. */
function shortfalls(lhr: Result): string[] {
  const found: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    if (category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      found.push(`${category.id}: ${ref.id} ${audit.displayValue ?? ""} (score ${audit.score.toFixed(2)})`.replace(/ +\(/, " ("));
    }
  }
  return found;
}

/** Every script the page fetched while it loaded, as sent (gzip): the modulepreload list and what the entry imports (translations). */
function scriptTransferSize(lhr: Result): number {
  const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items;
  if (!items) return NaN;
  return items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function audit(url: string, onlyCategories: readonly Category[], port: number, saveAs: string | undefined): Promise<Measure> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...onlyCategories], disableFullPageScreenshot: true, throttlingMethod };
  let lhr: Result | undefined;
  // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP on a busy machine): try again.
  for (let attempt = 1; !lhr; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) lhr = result.lhr;
    else if (attempt === 3) throw new Error(`${url}: ${failure.code} ${failure.message}`);
  }
  if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(lhr));
  const scores: Measure["scores"] = {};
  for (const category of onlyCategories) scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    transferKb: (lhr.audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
    scriptKb: scriptTransferSize(lhr) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    shortfalls: shortfalls(lhr),
  };
}

function combine(runs: Measure[]): Measure {
  const scores: Measure["scores"] = {};
  for (const category of categories) {
    const values = runs.map((run) => run.scores[category]).filter((score) => score !== undefined);
    if (values.length) scores[category] = median(values);
  }
  return {
    scores,
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    transferKb: median(runs.map((run) => run.transferKb)),
    scriptKb: median(runs.map((run) => run.scriptKb)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    shortfalls: [...new Set(runs.flatMap((run) => run.shortfalls))],
  };
}

const port = Number(values.port);
const runs = Math.max(1, Number(values.runs));
if (values.save) fs.mkdirSync(values.save, { recursive: true });
const server = await startProductionServer(port);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
try {
  const slug = await featuredRecipeSlug(server.origin);
  const targets = pages.flatMap((page) =>
    locales
      .filter(({ locale }) => selected(page.name, locale))
      .map(({ locale, prefix }) => ({ ...page, locale, url: `${server.origin}${(prefix + page.path(slug)).replace(/^\/en\/$/, "/en")}` })),
  );
  // One visit each first, so no page pays for the server's first render of it.
  for (const target of targets) await fetch(target.url);
  const rows: { label: string; measure: Measure }[] = [];
  for (const target of targets) {
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run++)
      measures.push(await audit(target.url, target.categories, chrome.port, values.save && path.join(values.save, `${target.name}-${target.locale}-${run + 1}.json`)));
    rows.push({ label: `${target.name} ${target.locale}`, measure: combine(measures) });
    process.stderr.write(`  ${target.url} done\n`);
  }

  console.log(
    `\nLighthouse mobile (${throttlingMethod === "simulate" ? "simulated throttling" : "throttled by DevTools"}), ${runs === 1 ? "one run" : `median of ${runs} runs`} per page; KB: all transfer, JS KB: scripts as sent, CPU: Lighthouse's benchmark index (lower = busier machine, higher TBT)`,
  );
  console.log(
    [
      "page".padEnd(18),
      "perf",
      "a11y",
      "b.p.",
      " seo",
      "LCP ms".padStart(7),
      "TBT ms".padStart(7),
      "CLS".padStart(6),
      "KB".padStart(6),
      "JS KB".padStart(6),
      "CPU".padStart(5),
    ].join(" "),
  );
  const score = (value: number | undefined) => (value === undefined ? "—" : String(value)).padStart(4);
  // A page audited for SEO alone has no performance figures.
  const figure = (value: number, digits: number, width: number) => (Number.isFinite(value) ? value.toFixed(digits) : "—").padStart(width);
  for (const { label, measure } of rows) {
    console.log(
      [
        label.padEnd(18),
        ...categories.map((category) => score(measure.scores[category])),
        figure(measure.lcp, 0, 7),
        figure(measure.tbt, 0, 7),
        figure(measure.cls, 3, 6),
        figure(measure.transferKb, 0, 6),
        figure(measure.scriptKb, 0, 6),
        figure(measure.benchmarkIndex, 0, 5),
      ].join(" "),
    );
  }
  const short = rows.filter((row) => row.measure.shortfalls.length);
  if (short.length) console.log("\nWhat keeps a score under 100:");
  for (const { label, measure } of short) for (const line of measure.shortfalls) console.log(`  ${label.padEnd(18)} ${line}`);

  // The split by chunk of what home, a recipe and search fetch before hydrating (decision 082), whichever pages were audited.
  for (const page of [
    { label: "home", path: "/" },
    { label: "recipe", path: `/receta/${slug}` },
    { label: "search", path: "/buscar/" },
  ]) {
    for (const { locale, prefix } of locales) {
      const address = (prefix + page.path).replace(/^\/en\/$/, "/en");
      const sizes = scriptSizes(firstLoadScriptsOfHtml(await (await fetch(server.origin + address)).text()));
      // The split for Spanish; English differs only in its translations file.
      console.log(
        locale === "es" ? `\n${describeFirstLoad(address, sizes)}` : `First-load JavaScript of ${address}: ${totalGzipKb(sizes).toFixed(1)} KB gzip in ${sizes.length} files`,
      );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
