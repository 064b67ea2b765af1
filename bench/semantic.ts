/**
 * `npm run bench:semantic`: how well plain-words requests are understood (decisions/038). Runs every
 * request of bench/semantic-queries.ts through GET /api/recipes/search?semantic_query=… (the API app
 * in this process, over the demo content; every search box sends this, decisions/069) and prints,
 * per language and per kind of request (dish, ingredient, diet, exclusion, occasion, time, audience,
 * combination):
 *   zero-result rate   the share of requests that found nothing (goal: under 1%);
 *   precision@5        of the first five recipes (or fewer, when fewer were found), the share a cook
 *                      would accept by the request's judgement (goal: 0.85 or more); requests that
 *                      found nothing are left out of it (they count in the zero-result rate).
 * Requests no demo recipe could satisfy are left out of both, and counted.
 *
 * Options: --database-url URL  a PostgreSQL database to use (seeded with the demo when empty);
 *          default: an embedded database in memory, seeded here (about a minute).
 *          --pglite-dir DIR    an embedded database kept in DIR (seeded the first time), to run again quickly.
 *          --verbose           every request with its first five and their verdicts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createApiApp } from "../api/app";
import { loadApiEnv } from "../api/config/env";
import { openDatabase } from "../api/db/client";
import { seedDemoContent } from "../api/seed/demo-seed";
import { createApiServices } from "../api/services";
import { outboxEventTypes } from "../api/outbox-event-types";
import { evaluationQueries, type Judgement, requestKinds } from "./semantic-queries";

const { values: options } = parseArgs({ options: { "database-url": { type: "string" }, "pglite-dir": { type: "string" }, verbose: { type: "boolean", default: false } } });

interface JudgedRecipe {
  slug: string;
  titles: string;
  difficulty: string;
  totalMinutes: number;
  tags: string[];
  categories: string[];
  ingredients: string[];
}

function accepts(judgement: Judgement, recipe: JudgedRecipe): boolean {
  const { ingredient, orTitle } = judgement;
  if (judgement.title && !judgement.title.test(recipe.titles)) return false;
  const byIngredient = ingredient ? recipe.ingredients.some((slug) => ingredient.test(slug)) : false;
  const byTitle = orTitle ? orTitle.test(recipe.titles) : false;
  if ((ingredient || orTitle) && !byIngredient && !byTitle) return false;
  if (judgement.categories && !judgement.categories.some((slug) => recipe.categories.includes(slug))) return false;
  if (judgement.notCategories?.some((slug) => recipe.categories.includes(slug))) return false;
  if (judgement.tags && !judgement.tags.every((slug) => recipe.tags.includes(slug))) return false;
  if (judgement.anyTags && !judgement.anyTags.some((slug) => recipe.tags.includes(slug))) return false;
  if (judgement.without && recipe.ingredients.some((slug) => judgement.without!.test(slug))) return false;
  if (judgement.maxMinutes !== undefined && recipe.totalMinutes > judgement.maxMinutes) return false;
  if (judgement.notHard && recipe.difficulty === "hard") return false;
  return true;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-semantic-"));
const databaseUrl = options["database-url"];
const pgliteDir = options["pglite-dir"];
const database = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl } : pgliteDir ? { kind: "pglite", dataDir: pgliteDir } : { kind: "pglite-memory" });
const started = Date.now();
const seeded = await seedDemoContent(database.db);
if (seeded.seeded) console.log(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(0)} s (${seeded.recipes} recipes).`);
const env = loadApiEnv({ NODE_ENV: "test", SEED_DEMO: "false", DATA_DIR: dataDir, SITE_URL: "http://localhost:3000" });
const services = createApiServices(env, outboxEventTypes, () => undefined);
const app = createApiApp({ database, env, services });

const rows = (
  (await database.db.execute(sql`
    select r.slug, r.title_es || ' ' || r.title_en as titles, r.difficulty::text as difficulty, r.total_minutes as "totalMinutes",
      coalesce((select array_agg(t.slug) from tags t where t.id = any(r.tag_ids)), '{}') as tags,
      coalesce((select array_agg(c.slug) from categories c where c.id = any(r.category_ids)), '{}') as categories,
      coalesce((select array_agg(i.slug) from ingredients i where i.id = any(r.ingredient_ids)), '{}') as ingredients
    from recipes r where r.published_at <= now()`)) as unknown as { rows: JudgedRecipe[] }
).rows;
const bySlug = new Map(rows.map((recipe) => [recipe.slug, recipe]));

interface Outcome {
  answerable: number;
  unanswerable: number;
  zero: string[];
  precisions: number[];
}
const emptyOutcome = (): Outcome => ({ answerable: 0, unanswerable: 0, zero: [], precisions: [] });
const outcomes = { es: emptyOutcome(), en: emptyOutcome() };
const byKind = new Map<string, Outcome>(requestKinds.flatMap((kind) => (["es", "en"] as const).map((locale) => [`${locale} ${kind}`, emptyOutcome()] as const)));
const lowest: Array<{ query: string; precision: number; top: string }> = [];

for (const { locale, query, accept, kind } of evaluationQueries) {
  const counted = [outcomes[locale], byKind.get(`${locale} ${kind}`)!];
  if (!rows.some((recipe) => accepts(accept, recipe))) {
    for (const outcome of counted) outcome.unanswerable++;
    if (options.verbose) console.log(`${locale} (left out: no demo recipe fits) ${query}`);
    continue;
  }
  for (const outcome of counted) outcome.answerable++;
  const response = await app.request(`/api/recipes/search?semantic_query=${encodeURIComponent(query)}&per_page=5`, {
    headers: { "Accept-Language": locale, Accept: "application/json" },
  });
  if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as { data: Array<{ slug: string }>; meta: { total: number } };
  if (answer.meta.total === 0) {
    for (const outcome of counted) outcome.zero.push(`${locale}: ${query}`);
    continue;
  }
  const verdicts = answer.data.map((recipe) => accepts(accept, bySlug.get(recipe.slug)!));
  const precision = verdicts.filter(Boolean).length / verdicts.length;
  for (const outcome of counted) outcome.precisions.push(precision);
  const top = answer.data.map((recipe, index) => `${verdicts[index] ? "✓" : "✗"}${recipe.slug}`).join(" ");
  if (options.verbose) console.log(`${locale} ${precision.toFixed(2)} [${kind}] ${query} → ${top}`);
  if (precision < 0.6) lowest.push({ query: `${locale} [${kind}]: ${query}`, precision, top });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const figures = (outcome: Outcome) =>
  `${String(outcome.answerable).padStart(3)} judged (${outcome.unanswerable} left out)` +
  ` · zero-result ${((outcome.zero.length / Math.max(outcome.answerable, 1)) * 100).toFixed(1).padStart(4)}%` +
  ` · precision@5 ${mean(outcome.precisions).toFixed(2)}`;

console.log(`\nPlain-words search over the demo content (${rows.length} recipes), ${evaluationQueries.length} requests:`);
for (const [locale, outcome] of Object.entries(outcomes)) {
  console.log(`  ${locale}: ${figures(outcome)} (goals: zero-result < 1%, precision@5 ≥ 0.85)`);
  for (const kind of requestKinds) console.log(`      ${kind.padEnd(12)} ${figures(byKind.get(`${locale} ${kind}`)!)}`);
  for (const zero of outcome.zero) console.log(`      found nothing: ${zero}`);
}
if (lowest.length) {
  console.log("\n  Requests with precision@5 under 0.6:");
  for (const { query, precision, top } of lowest) console.log(`    ${precision.toFixed(2)} ${query} → ${top}`);
}

await services.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
