/**
 * `npm run bench:search-scan`: the search index's scan alone, in-process, with no HTTP, SQL of the
 * page's rows or answer around it: how many milliseconds each mix entry's page and facet count
 * take on the thread that runs them, after a warm-up: in CPU time (process.cpuUsage), which a
 * busy machine inflates less than the wall clock. Run it beside `bench:search` (which measures
 * what a visitor waits for) to see the scan's share, or under `node --cpu-prof` to see its hot loops.
 *
 *   DATABASE_URL=… or DATA_DIR=… npm run bench:search-scan -- [--rounds 30]
 */
import { parseArgs } from "node:util";
import { loadApiEnv } from "../api/config/env";
import { openDatabase } from "../api/db/client";
import { scanFacets } from "../api/search/index/facet-counts";
import { scanPage } from "../api/search/index/index-scan";
import { freshRecipeIndex } from "../api/search/index/recipe-index";
import { resolveFilters } from "../api/search/query/resolve-filters";
import { searchQuery } from "../api/search/query/search-query-params";
import { rankTextMatches } from "../api/search/recipe-search";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "30" } } });
const rounds = Number(values.rounds);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(since);
  return (spent.user + spent.system) / 1000;
};

/** Query strings as the search page sends them (slugs where the API takes them). */
const entries: [string, string][] = [
  ["q pollo", "q=pollo"],
  ["q tarta de queso", "q=tarta de queso"],
  ["browse all", ""],
  ["italiana + easy", "category_slugs=italiana&difficulty_levels=easy"],
  ["incl pollo+ajo", "include_ingredient_ids=pollo,ajo"],
  ["vegetariana -huevo-leche", "include_tag_slugs=vegetariana&exclude_ingredient_ids=huevo,leche"],
  ["tags rapida+saludable -frita", "include_tag_slugs=rapida,saludable&exclude_tag_slugs=frita"],
  ["easy|medium active<=20", "difficulty_levels=easy,medium&active_time_max_minutes=20"],
  ["kcal 200-500 rating>=4", "calories_min=200&calories_max=500&min_average_rating=4"],
  ["sort popular, all", "sort_by=popular"],
  ["sort title_asc, all", "sort_by=title_asc"],
  ["page 500, all", "page=500"],
];

const env = loadApiEnv(process.env);
const database = await openDatabase(env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.dataDir });
try {
  const loadStarted = performance.now();
  const index = await freshRecipeIndex(database.db);
  const columns = index.columns();
  console.log(`index of ${index.size} recipes in ${(performance.now() - loadStarted).toFixed(0)} ms`);
  const prepared = [];
  for (const [name, query] of entries) {
    const parsed = searchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const { filters } = await resolveFilters(database.db, parsed);
    const text = filters.q ? await rankTextMatches(database.db, filters.q, columns) : null;
    prepared.push({ name, filters, text, page: { offset: (parsed.page - 1) * parsed.per_page, limit: parsed.per_page, sortBy: parsed.sort_by, locale: "es" as const } });
  }
  const times = new Map(prepared.map((entry) => [entry.name, { page: [] as number[], facets: [] as number[] }]));
  for (let round = 0; round < rounds + 5; round++)
    for (const entry of prepared) {
      const now = Date.now();
      let started = process.cpuUsage();
      scanPage(columns, entry.filters, entry.text, { ...entry.page, now });
      const page = cpuMs(started);
      started = process.cpuUsage();
      scanFacets(columns, entry.filters, entry.text, index.largestIds, now);
      const facets = cpuMs(started);
      // The first rounds compile the loops.
      if (round >= 5) {
        times.get(entry.name)!.page.push(page);
        times.get(entry.name)!.facets.push(facets);
      }
    }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  let pageSum = 0;
  let facetSum = 0;
  console.log(`${"entry".padEnd(32)}${"page ms".padStart(10)}${"facets ms".padStart(12)}  (CPU time, medians of ${rounds})`);
  for (const [name, { page, facets }] of times) {
    pageSum += median(page);
    facetSum += median(facets);
    console.log(`${name.padEnd(32)}${median(page).toFixed(2).padStart(10)}${median(facets).toFixed(2).padStart(12)}`);
  }
  console.log(`${"sum".padEnd(32)}${pageSum.toFixed(2).padStart(10)}${facetSum.toFixed(2).padStart(12)}`);
} finally {
  await database.close();
}
