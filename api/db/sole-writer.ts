import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database has one writer, this process (the data folder's lock refuses a second),
 * and PGlite runs statements one at a time in the order they were given. So a value read from it
 * (the content version) is still what a new read would answer as long as no write has been given
 * since that read was given: the read is skipped. Any statement but a SELECT counts as a write, and
 * so does a whole transaction; no SELECT of ours writes (the functions that write are triggers').
 * A PostgreSQL server has other writers: there every read is made.
 */
interface WriteWatch {
  /** Moves when a write is given and when it settles. */
  generation: number;
  inFlight: number;
  known: Map<string, { generation: number; value: unknown }>;
}

const watches = new WeakMap<object, WriteWatch>();
const READ = /^\s*select\b/i;

/** Watches the statements given to this PGlite; `database` is what callers of knownSinceLastWrite pass. */
export function watchSoleWriter(client: PGlite, database: object): void {
  const watch: WriteWatch = { generation: 0, inFlight: 0, known: new Map() };
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>, isWrite: (first: A[0]) => boolean) =>
    async (...args: A): Promise<R> => {
      if (!isWrite(args[0])) return run(...args);
      watch.generation++;
      watch.inFlight++;
      try {
        return await run(...args);
      } finally {
        watch.inFlight--;
        watch.generation++;
      }
    };
  client.query = counted(client.query.bind(client), (query) => typeof query !== "string" || !READ.test(query)) as PGlite["query"];
  client.exec = counted(client.exec.bind(client), () => true);
  client.transaction = counted(client.transaction.bind(client), () => true) as PGlite["transaction"];
  watches.set(database, watch);
}

/** `read()`'s answer, read again only when a write may have changed it since (always, off PGlite). */
export async function knownSinceLastWrite<T>(database: object, key: string, read: () => Promise<T>): Promise<T> {
  const watch = watches.get(database);
  if (!watch) return read();
  const known = watch.known.get(key);
  if (known && known.generation === watch.generation && watch.inFlight === 0) return known.value as T;
  const generation = watch.generation;
  const quiet = watch.inFlight === 0;
  const value = await read();
  if (quiet && watch.inFlight === 0 && watch.generation === generation) watch.known.set(key, { generation, value });
  return value;
}
