/** Most processes `WEB_CONCURRENCY` may ask for: past a few per core they only compete for it. */
const MAX_PROCESSES = 64;

type Concurrency = { ok: true; processes: number } | { ok: false; refusal: string };

/**
 * How many processes `npm start` runs (docs/decisions/034). One unless WEB_CONCURRENCY says more;
 * more than one needs what they can share: PostgreSQL (the embedded database has one writer, the
 * process holding its data folder) and Redis (rate limits, live events, the page cache) — unless
 * the API runs elsewhere (API_BASE_URL), when these processes hold neither.
 */
export function webConcurrency(env: Record<string, string | undefined>): Concurrency {
  const setting = env.WEB_CONCURRENCY?.trim();
  if (!setting) return { ok: true, processes: 1 };
  const processes = Number(setting);
  if (!/^\d+$/.test(setting) || processes < 1 || processes > MAX_PROCESSES) {
    return { ok: false, refusal: `WEB_CONCURRENCY must be a whole number of processes from 1 to ${MAX_PROCESSES} (got "${setting}").` };
  }
  if (processes === 1 || env.API_BASE_URL?.trim()) return { ok: true, processes };
  if (!env.DATABASE_URL?.trim()) {
    return {
      ok: false,
      refusal: `WEB_CONCURRENCY=${processes} needs PostgreSQL: the embedded database (PGlite) has one writer, the process holding its data folder. Set DATABASE_URL (and REDIS_URL), or leave WEB_CONCURRENCY unset to run one process.`,
    };
  }
  if (!env.REDIS_URL?.trim()) {
    return {
      ok: false,
      refusal: `WEB_CONCURRENCY=${processes} needs REDIS_URL: without Redis each process would keep its own rate limits, reach only its own live-notification sockets and render its own pages. Set REDIS_URL, or leave WEB_CONCURRENCY unset to run one process.`,
    };
  }
  return { ok: true, processes };
}
