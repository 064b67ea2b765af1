import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../seed/demo-seed";
import { useTestApi } from "../../../tests/support/api-harness";
import { scanFacets } from "./facet-counts";
import { scanPage } from "./index-scan";
import { freshRecipeIndex } from "./recipe-index";
import { rankTextMatches } from "../recipe-search";
import { resolveFilters } from "../query/resolve-filters";
import { scanFacetsOffThread, scanPageOffThread, scanWorkerCount } from "./scan-workers";
import { searchQuery } from "../query/search-query-params";

/**
 * Search scans on worker threads over columns in shared memory (decisions/037): a worker must
 * answer exactly what the request thread would, and see a change made on the request thread in
 * its very next scan.
 */
// Two workers for this file's scans (on a 2-core machine the default is none), given back after it:
// the process runs other files too (decision 093).
const configured = process.env.SEARCH_SCAN_WORKERS;
beforeAll(() => {
  process.env.SEARCH_SCAN_WORKERS = "2";
});
afterAll(() => {
  if (configured === undefined) delete process.env.SEARCH_SCAN_WORKERS;
  else process.env.SEARCH_SCAN_WORKERS = configured;
});

const api = useTestApi();

beforeAll(async () => {
  await seedDemoContent(api.db);
}, 600_000);

const queries = [
  "",
  "q=pollo",
  "q=chicken&sort_by=rating",
  "q=arroz&sort_by=title_desc&page=2&per_page=5",
  "sort_by=title_asc",
  "sort_by=popular&min_average_rating=3",
  "sort_by=time_asc&category_slugs=postres",
  "sort_by=difficulty_desc&difficulty_levels=easy,medium&total_time_max_minutes=45",
  "include_ingredient_ids=ajo,cebolla&exclude_tag_slugs=frita",
  "include_tag_slugs=vegetariana&exclude_ingredient_ids=huevo,leche",
  "calories_min=100&calories_max=600&author_type=community&has_video=false",
  "page=3&per_page=50",
];

async function prepared(query: string) {
  const parsed = searchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const { filters } = await resolveFilters(api.db, parsed);
  const index = await freshRecipeIndex(api.db);
  const columns = index.columns();
  const text = filters.q ? await rankTextMatches(api.db, filters.q, columns) : null;
  const request = { offset: (parsed.page - 1) * parsed.per_page, limit: parsed.per_page, sortBy: parsed.sort_by, locale: "es" as const, now: Date.now() };
  return { index, columns, filters, text, request };
}

describe("search scans on worker threads", () => {
  it("answer every page and facet count as the request thread does", async () => {
    expect(scanWorkerCount()).toBeGreaterThan(0);
    for (const query of queries) {
      const { index, columns, filters, text, request } = await prepared(query);
      const here = scanPage(columns, filters, text, request);
      expect(here.total, query).toBeGreaterThan(0);
      // Twice, so both a worker's first sight of the columns and its kept copy are checked.
      for (let round = 0; round < 2; round++) {
        expect(await scanPageOffThread(columns, filters, text, request), query).toEqual(here);
        expect(await scanFacetsOffThread(columns, filters, text, index.largestIds, request.now), query).toEqual(scanFacets(columns, filters, text, index.largestIds, request.now));
      }
    }
  });

  it("see a change made on the request thread in the next scan", async () => {
    const before = await prepared("sort_by=rating&per_page=1");
    const [top] = (await scanPageOffThread(before.columns, before.filters, null, before.request)).ids;
    const { rows } = (await api.db.execute(sql`select id from recipes where published_at <= now() order by average_rating, id limit 1`)) as unknown as { rows: { id: number }[] };
    const lowest = Number(rows[0]!.id);
    expect(lowest).not.toBe(top);
    // A rating (as a review's trigger writes it) is updated in place: same text index, a new rating column.
    await api.db.execute(sql`update recipes set average_rating = 5, reviews_count = 999 where id = ${lowest}`);
    const after = await prepared("sort_by=rating&per_page=1");
    expect(after.columns.averageRating).not.toBe(before.columns.averageRating);
    expect(after.columns.categories).toBe(before.columns.categories);
    expect((await scanPageOffThread(after.columns, after.filters, null, after.request)).ids).toEqual([lowest]);
    expect((await scanFacetsOffThread(after.columns, { ...after.filters, minAverageRating: 5 }, null, after.index.largestIds, Date.now())).total).toBe(
      scanFacets(after.columns, { ...after.filters, minAverageRating: 5 }, null, after.index.largestIds, Date.now()).total,
    );
    // The old columns still answer as they were for a search that read them.
    expect((await scanPageOffThread(before.columns, before.filters, null, before.request)).ids).toEqual([top]);
  });
});
