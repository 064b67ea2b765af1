/**
 * Preloaded into the site (`node --import`) by `bench/profile-pages.ts`: counts what page requests
 * cost inside the process, and sends the running totals over the IPC channel when asked
 * ("request-counters"). Nothing here is part of the production code: without this preload nothing
 * is wrapped or counted.
 *
 * - API calls: every Request built for an /api/ path. The typed client (app/platform/api-client/client.server.ts)
 *   builds one per call and attempt, in-process or over HTTP, and page requests never start with /api/.
 * - SQL statements: every Parse or simple Query message PGlite executes (drizzle's queries, and the
 *   BEGIN/COMMIT of transactions).
 * - zod parses: every top-level parse, safeParse, parseAsync and safeParseAsync, told apart by which
 *   half called it; nested schemas run inside their parent's parse and are not counted again.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

export interface RequestCounts {
  apiCalls: Record<string, number>;
  sqlStatements: number;
  /** The same statements by their text (whitespace and long column lists collapsed, first 140 characters). */
  sqlByText: Record<string, number>;
  zodParses: { web: number; api: number; other: number };
  /** False when a library changed under us and that count could not be installed. */
  counting: { sql: boolean; zod: boolean };
}

const root = path.resolve(import.meta.dirname, "..");
const counts: RequestCounts = { apiCalls: {}, sqlStatements: 0, sqlByText: {}, zodParses: { web: 0, api: 0, other: 0 }, counting: { sql: false, zod: false } };

// API calls: the global Request, wrapped so instances and `instanceof` stay the real thing.
globalThis.Request = new Proxy(globalThis.Request, {
  construct(target, args, newTarget) {
    const request = Reflect.construct(target, args, newTarget) as Request;
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/")) {
      const key = `${request.method} ${pathname}`;
      counts.apiCalls[key] = (counts.apiCalls[key] ?? 0) + 1;
    }
    return request;
  },
});

// SQL: PGlite sends every statement through execProtocolStream as one wire-protocol message.
const PARSE = 0x50; // 'P': an extended-protocol statement (query with parameters)
const QUERY = 0x51; // 'Q': a simple-protocol statement (exec)
const utf8 = new TextDecoder();

/** The SQL text of a Parse message (type, length, statement name, text) or a Query message (type, length, text). */
function statementText(message: Uint8Array): string {
  let start = 5;
  if (message[0] === PARSE) start = message.indexOf(0, start) + 1;
  const end = message.indexOf(0, start);
  return utf8
    .decode(message.subarray(start, end < 0 ? undefined : end))
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^select [^()]{40,}? from "/, 'select … from "')
    .slice(0, 140);
}

const pglite = PGlite.prototype as unknown as { execProtocolStream?: (message: Uint8Array, ...rest: unknown[]) => unknown };
const execProtocolStream = pglite.execProtocolStream;
if (typeof execProtocolStream === "function") {
  pglite.execProtocolStream = function countStatement(this: unknown, message: Uint8Array, ...rest: unknown[]) {
    if (message[0] === PARSE || message[0] === QUERY) {
      counts.sqlStatements++;
      const text = statementText(message);
      counts.sqlByText[text] = (counts.sqlByText[text] ?? 0) + 1;
    }
    return execProtocolStream.call(this, message, ...rest);
  };
  counts.counting.sql = true;
}

// zod: its global post-processor hook sees every schema once built (zod 4 reads
// globalThis.__zod_globalConfig when it loads, which is after this preload); the parse methods live
// on each schema class's prototype, wrapped the first time a schema of that class is built.
const parseMethods = ["parse", "safeParse", "parseAsync", "safeParseAsync"] as const;
const wrappedPrototypes = new WeakSet<object>();
const webBundle = `${path.sep}build${path.sep}server${path.sep}`;
const apiHalf = [`${root}${path.sep}api${path.sep}`, `node_modules${path.sep}hono${path.sep}`, `node_modules${path.sep}@hono${path.sep}`];

function callerHalf(): keyof RequestCounts["zodParses"] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  for (const line of stack.split("\n").slice(3)) {
    if (line.includes(webBundle) || line.includes(`${root}${path.sep}app${path.sep}`)) return "web";
    if (apiHalf.some((part) => line.includes(part))) return "api";
  }
  return "other";
}

/** A prototype member as zod 4 installs it: a getter that binds the method to the schema on first read. */
function boundOnRead(name: string, method: (...args: unknown[]) => unknown): PropertyDescriptor {
  const own = (schema: object, value: unknown) => Object.defineProperty(schema, name, { configurable: true, writable: true, enumerable: false, value });
  return {
    configurable: true,
    get(this: object | null | undefined) {
      if (this == null) return method;
      const bound = method.bind(this);
      own(this, bound);
      return bound;
    },
    set(this: object, value: unknown) {
      own(this, value);
    },
  };
}

function wrapParseMethods(schema: object) {
  let owner: object | null = Object.getPrototypeOf(schema);
  while (owner && !Object.prototype.hasOwnProperty.call(owner, "safeParse")) owner = Object.getPrototypeOf(owner);
  if (!owner || wrappedPrototypes.has(owner)) return;
  wrappedPrototypes.add(owner);
  for (const name of parseMethods) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, name);
    // The getter answers the unbound method when read without a receiver.
    const original: unknown = descriptor?.get ? descriptor.get.call(undefined) : descriptor?.value;
    if (typeof original !== "function") continue;
    Object.defineProperty(
      owner,
      name,
      boundOnRead(name, function countParse(this: unknown, ...args: unknown[]) {
        counts.zodParses[callerHalf()]++;
        return original.apply(this, args);
      }),
    );
  }
  counts.counting.zod = true;
}

const zodConfig = ((globalThis as { __zod_globalConfig?: { postProcessor?: (schema: object) => void } }).__zod_globalConfig ??= {});
const previousPostProcessor = zodConfig.postProcessor;
zodConfig.postProcessor = (schema) => {
  previousPostProcessor?.(schema);
  wrapParseMethods(schema);
};

process.on("message", (message) => {
  if (message === "request-counters") process.send?.({ requestCounters: counts });
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
