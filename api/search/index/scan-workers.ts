import os from "node:os";
import { Worker } from "node:worker_threads";
import { type FacetCounters, scanFacets } from "./facet-counts";
import { type PageRequest, scanPage } from "./index-scan";
import type { ScannedColumns } from "./recipe-columns";
import type { ResolvedFilters } from "../query/resolve-filters";
import { type ColumnsRef, type Part, type ScanCall, type ScanMessage, type ScanReply, type ScanResult, scannedColumnNames } from "./scan-protocol";
import { isShared, sharedCopy } from "./shared-arrays";
import type { TextMatch } from "./text-index";

/**
 * The index scans (index-scan.ts) on worker threads, so the request thread is free for HTTP, SQL
 * and answers while another search scans, and two scans run on two cores (decisions/037). The
 * columns live in SharedArrayBuffers: a worker is sent each column once (see scan-protocol.ts),
 * then only the numbers of the columns of the version a search reads. An in-place update
 * (decisions/035) makes new copies of the changed columns only, so a worker receives those.
 *
 * SEARCH_SCAN_WORKERS sets how many (default: one per core, at most 4, from 3 cores up); 0 scans
 * on the request thread as before. On 2 cores the workers gained nothing and made a fresh process's
 * first searches slower (decision 037's quiet-machine figures), so there the default is 0.
 */
const cores = os.availableParallelism();
/** Read at each scan, not once at load: a test file sets it for itself in a process that runs other files too (decision 093). */
function workerCount() {
  const configured = process.env.SEARCH_SCAN_WORKERS;
  return configured === undefined || configured === "" ? (cores > 2 ? Math.min(4, cores) : 0) : Math.max(0, Math.floor(Number(configured) || 0));
}

/** Past this many parts a worker holds, those no message named lately are let go. */
const PARTS_KEPT = 64;
const RECENT_MESSAGES = 32;

const partIds = new WeakMap<object, number>();
let nextPartId = 1;
function partIdOf(part: object) {
  let id = partIds.get(part);
  if (id === undefined) partIds.set(part, (id = nextPartId++));
  return id;
}

/** A text match in shared memory (one copy per match, which the index keeps per text and version). */
const sharedTexts = new WeakMap<TextMatch, TextMatch>();
function sharedText(text: TextMatch): TextMatch {
  if (isShared(text.ranks) && isShared(text.positions)) return text;
  let shared = sharedTexts.get(text);
  if (!shared) sharedTexts.set(text, (shared = { ranks: sharedCopy(text.ranks), positions: sharedCopy(text.positions) }));
  return shared;
}

class ScanWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (result: ScanResult) => void; reject: (error: Error) => void }>();
  /** Parts this worker holds, with the last message that named them. */
  private readonly known = new Map<number, number>();
  private seq = 0;
  dead = false;

  constructor() {
    this.worker = new Worker(new URL("./scan-worker-boot.mjs", import.meta.url));
    // Idle workers do not keep the process alive; one with work does (see run).
    this.worker.unref();
    this.worker.on("message", (reply: ScanReply) => {
      const waiting = this.pending.get(reply.seq);
      if (!waiting) return;
      this.pending.delete(reply.seq);
      if (this.pending.size === 0) this.worker.unref();
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.dead = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`search scan worker exited with ${code}`)));
  }

  get busy() {
    return this.pending.size;
  }

  run(columns: ScannedColumns, text: TextMatch | null, call: ScanCall): Promise<ScanResult> {
    const seq = ++this.seq;
    const parts: [number, Part][] = [];
    const name = (part: Part) => {
      const id = partIdOf(part);
      if (!this.known.has(id)) parts.push([id, part]);
      this.known.set(id, seq);
      return id;
    };
    const ref = { size: columns.size } as ColumnsRef;
    for (const column of scannedColumnNames) ref[column] = name(columns[column]);
    const textRef = text ? name(sharedText(text)) : null;
    // Messages are read in order: a part dropped here was last named well before, and is sent again if named later.
    const drop: number[] = [];
    if (this.known.size > PARTS_KEPT)
      for (const [id, last] of this.known)
        if (last <= seq - RECENT_MESSAGES) {
          drop.push(id);
          this.known.delete(id);
        }
    const message: ScanMessage = { seq, parts, drop, columns: ref, text: textRef, call };
    return new Promise<ScanResult>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(seq, { resolve, reject });
      this.worker.postMessage(message);
    });
  }
}

const pool: ScanWorker[] = [];
let turn = 0;

/** The least busy worker (in turn among equals), started on first use; null when scans stay on this thread. */
function pickWorker(): ScanWorker | null {
  const count = workerCount();
  if (count === 0) return null;
  for (let at = 0; at < count; at++) if (!pool[at] || pool[at]!.dead) pool[at] = new ScanWorker();
  turn = (turn + 1) % count;
  let best = pool[turn]!;
  for (const worker of pool.slice(0, count)) if (worker.busy < best.busy) best = worker;
  return best;
}

/** index-scan's scanPage, on a worker. */
export async function scanPageOffThread(columns: ScannedColumns, filters: ResolvedFilters, text: TextMatch | null, request: PageRequest) {
  const worker = pickWorker();
  if (!worker) return scanPage(columns, filters, text, request);
  return (await worker.run(columns, text, { kind: "page", filters, request })) as { ids: number[]; total: number };
}

/** index-scan's scanFacets, on a worker. */
export async function scanFacetsOffThread(
  columns: ScannedColumns,
  filters: ResolvedFilters,
  text: TextMatch | null,
  largestIds: { category: number; ingredient: number; tag: number },
  now: number,
): Promise<FacetCounters> {
  const worker = pickWorker();
  if (!worker) return scanFacets(columns, filters, text, largestIds, now);
  return (await worker.run(columns, text, { kind: "facets", filters, largestIds, now })) as FacetCounters;
}

/** How many scan workers searches use (0: the request thread scans). */
export const scanWorkerCount = workerCount;
