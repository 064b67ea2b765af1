/**
 * Preloaded into the API by `npm run bench:search -- --explain N` (node --import): appends every SQL
 * statement sent through node-postgres, with its parameters, as one JSON line to BENCH_SQL_LOG, so
 * the bench can run EXPLAIN ANALYZE on exactly what a request executed.
 */
import fs from "node:fs";
import pg from "pg";

const logFile = process.env.BENCH_SQL_LOG;

if (logFile) {
  const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function captureQuery(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    const parameters = Array.isArray(values) ? values : (config as { values?: unknown } | null)?.values;
    if (typeof text === "string") fs.appendFileSync(logFile, `${JSON.stringify({ text, values: Array.isArray(parameters) ? parameters : [] })}\n`);
    return originalQuery.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
