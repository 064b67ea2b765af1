import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../../tests/support/memory-storage";
import { enqueueTick, flushTicks, pendingTicks, type QueuedTick, readQueue } from "./offline-ticks";

describe("the offline tick queue", () => {
  it("keeps ticks in order, the last state of a line only, and shows them as pending per list", () => {
    const storage = memoryStorage();
    enqueueTick(storage, { listId: 1, line: 10, checked: true, at: 1 });
    enqueueTick(storage, { listId: 1, line: 11, checked: true, at: 2 });
    enqueueTick(storage, { listId: 2, line: 20, checked: true, at: 3 });
    // Unticked again while still offline: one entry, now last.
    enqueueTick(storage, { listId: 1, line: 10, checked: false, at: 4 });
    expect(readQueue(storage).map((tick) => [tick.line, tick.checked])).toEqual([
      [11, true],
      [20, true],
      [10, false],
    ]);
    expect([...pendingTicks(storage, 1)]).toEqual([
      [11, true],
      [10, false],
    ]);
    expect(pendingTicks(storage, 3).size).toBe(0);
  });

  it("sends in order when back online, stops at the first that cannot go, and drops the ones refused for good", async () => {
    const storage = memoryStorage();
    for (const [line, at] of [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ])
      enqueueTick(storage, { listId: 7, line: line!, checked: true, at: at! });
    const sent: number[] = [];
    const answers: Record<number, "sent" | "refused" | "offline"> = { 1: "sent", 2: "refused", 3: "offline", 4: "sent" };
    expect(await flushTicks(storage, async (tick: QueuedTick) => (sent.push(tick.line), answers[tick.line]!))).toBe(2);
    expect(sent).toEqual([1, 2, 3]);
    expect(readQueue(storage).map((tick) => tick.line)).toEqual([3, 4]);
    // A network error counts as offline too; then the connection is back.
    expect(await flushTicks(storage, () => Promise.reject(new TypeError("Failed to fetch")))).toBe(0);
    expect(await flushTicks(storage, async () => "sent")).toBe(2);
    expect(readQueue(storage)).toEqual([]);
    expect(storage.values.size).toBe(0);
  });

  it("reads a damaged store as empty", () => {
    const storage = memoryStorage();
    storage.setItem("sazon:shopping-list:offline-ticks", "{not json");
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(
      "sazon:shopping-list:offline-ticks",
      JSON.stringify([
        { listId: 1, line: "x" },
        { listId: 1, line: 2, checked: true, at: 5 },
      ]),
    );
    expect(readQueue(storage)).toEqual([{ listId: 1, line: 2, checked: true, at: 5 }]);
  });
});
