/**
 * Ticks made while offline, kept in the browser (localStorage) and sent in order when the
 * connection returns (decision 048). Pure over a Storage, so it is tested without a browser.
 */

export interface QueuedTick {
  listId: number;
  line: number;
  checked: boolean;
  /** When it was made (ms): the order they are sent in. */
  at: number;
}

const KEY = "sazon:shopping-list:offline-ticks";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isTick(value: unknown): value is QueuedTick {
  const tick = value as QueuedTick;
  return (
    typeof tick === "object" && tick !== null && Number.isInteger(tick.listId) && Number.isInteger(tick.line) && typeof tick.checked === "boolean" && typeof tick.at === "number"
  );
}

/** Every queued tick, oldest first; a damaged store reads as empty. */
export function readQueue(storage: StorageLike): QueuedTick[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isTick) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: StorageLike, queue: QueuedTick[]) {
  if (queue.length === 0) storage.removeItem(KEY);
  else storage.setItem(KEY, JSON.stringify(queue));
}

/** Queues a tick; a later tick of the same line replaces the earlier one (only the last state matters), and goes last. */
export function enqueueTick(storage: StorageLike, tick: QueuedTick) {
  const queue = readQueue(storage).filter((queued) => !(queued.listId === tick.listId && queued.line === tick.line));
  writeQueue(storage, [...queue, tick]);
}

/** The state each line of a list will have once its queued tick is sent. */
export function pendingTicks(storage: StorageLike, listId: number): Map<number, boolean> {
  return new Map(
    readQueue(storage)
      .filter((tick) => tick.listId === listId)
      .map((tick) => [tick.line, tick.checked]),
  );
}

/** What sending a tick came to: done (or refused for good: the line is gone), or not sent (still offline). */
export type SendOutcome = "sent" | "refused" | "offline";

/**
 * Sends the queue in order. A tick the server took or refused for good leaves the queue; the first
 * one that could not be sent stops the run and stays, with everything after it, for next time.
 * Returns how many left the queue.
 */
export async function flushTicks(storage: StorageLike, send: (tick: QueuedTick) => Promise<SendOutcome>): Promise<number> {
  let done = 0;
  for (const tick of readQueue(storage)) {
    let outcome: SendOutcome;
    try {
      outcome = await send(tick);
    } catch {
      outcome = "offline";
    }
    if (outcome === "offline") break;
    writeQueue(
      storage,
      readQueue(storage).filter((queued) => !(queued.listId === tick.listId && queued.line === tick.line && queued.at === tick.at)),
    );
    done += 1;
  }
  return done;
}
