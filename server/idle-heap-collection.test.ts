import { describe, expect, it } from "vitest";
import { fullGarbageCollection, idleHeapCollection } from "./idle-heap-collection";

const megabytes = (count: number) => count * 1024 * 1024;

function siteWithClock() {
  const clock = { now: 0, heap: megabytes(100), collections: 0 };
  const collection = idleHeapCollection({
    idleMs: 5_000,
    minimumGrowthBytes: megabytes(32),
    now: () => clock.now,
    heapBytes: () => clock.heap,
    collect: () => {
      clock.collections++;
      clock.heap = megabytes(100);
    },
  });
  return { clock, collection };
}

describe("idle heap collection", () => {
  it("collects once after a burst that grew the heap, when nothing has been in flight for the idle time", () => {
    const { clock, collection } = siteWithClock();
    const finished = collection.requestStarted();
    clock.heap = megabytes(250);
    clock.now = 10_000;
    expect(collection.collectIfIdle()).toBe(false);
    finished();
    clock.now = 14_000;
    expect(collection.collectIfIdle()).toBe(false);
    clock.now = 15_000;
    expect(collection.collectIfIdle()).toBe(true);
    expect(collection.collectIfIdle()).toBe(false);
    expect(clock.collections).toBe(1);
  });

  it("leaves a heap that has not grown enough, and a request finished twice counts once", () => {
    const { clock, collection } = siteWithClock();
    const finished = collection.requestStarted();
    finished();
    finished();
    clock.heap = megabytes(120);
    clock.now = 60_000;
    expect(collection.collectIfIdle()).toBe(false);
    collection.requestStarted();
    clock.heap = megabytes(300);
    clock.now = 120_000;
    expect(collection.collectIfIdle()).toBe(false);
    expect(clock.collections).toBe(0);
  });

  it("reaches V8's full collection without the --expose-gc flag", () => {
    const collect = fullGarbageCollection();
    let garbage: { index: number }[] | undefined = Array.from({ length: 300_000 }, (_, index) => ({ index }));
    const withGarbage = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(300_000);
    garbage = undefined;
    collect();
    expect(process.memoryUsage().heapUsed).toBeLessThan(withGarbage - megabytes(5));
  });
});
