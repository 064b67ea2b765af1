/**
 * One full garbage collection once the site has been idle for a few seconds after its heap grew
 * (decision 025). Node gives V8 no idle time, so V8's memory reducer never runs: after a burst of
 * traffic, 70–150 MB of garbage stayed committed until the next burst. A collection takes about
 * 70 ms, so it only runs when nothing is in flight and the heap has grown since the last one.
 */
import v8 from "node:v8";
import vm from "node:vm";

interface IdleHeapCollectionOptions {
  /** How long nothing must have been in flight. */
  idleMs: number;
  /** How much the heap must have grown since the last collection, in bytes. */
  minimumGrowthBytes: number;
  collect: () => void;
  heapBytes?: () => number;
  now?: () => number;
}

export function idleHeapCollection(options: IdleHeapCollectionOptions) {
  const heapBytes = options.heapBytes ?? (() => v8.getHeapStatistics().total_heap_size);
  const now = options.now ?? (() => performance.now());
  let inFlight = 0;
  let lastActivity = now();
  let heapAfterCollection = heapBytes();

  return {
    /** Call when a request starts; call what it returns when its answer is done or abandoned. */
    requestStarted(): () => void {
      inFlight++;
      lastActivity = now();
      let finished = false;
      return () => {
        if (finished) return;
        finished = true;
        inFlight--;
        lastActivity = now();
      };
    },
    /** Collects when the site is idle and the heap has grown; says whether it did. */
    collectIfIdle(): boolean {
      if (inFlight > 0 || now() - lastActivity < options.idleMs) return false;
      if (heapBytes() - heapAfterCollection < options.minimumGrowthBytes) return false;
      options.collect();
      heapAfterCollection = heapBytes();
      return true;
    },
  };
}

/** V8's full collection; `--expose-gc` is set at run time so that `npm start` needs no flag. */
export function fullGarbageCollection(): () => void {
  if (typeof globalThis.gc === "function") return globalThis.gc;
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}
