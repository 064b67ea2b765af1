import { describe, expect, it } from "vitest";
import { createPageStore } from "./page-cache";

const page = (version: string, bytes: number, validUntil = Number.POSITIVE_INFINITY) => ({
  stamp: 0,
  version,
  validUntil,
  status: 200,
  headers: [],
  parts: [Buffer.from("x".repeat(bytes))],
  bytes,
});

const under = (version: string) => (kept: { version: string }) => kept.version === version;

describe("the page store", () => {
  it("answers a page only while it stands (its version, or none of its tags changed) and before its time is up", () => {
    const store = createPageStore(1_000);
    store.set("/", page("7.1", 10, 5_000));
    expect(store.get("/", under("7.1"), 4_999)?.version).toBe("7.1");
    expect(store.get("/", under("7.2"), 4_999)).toBeUndefined();
    // A page of a past version is dropped, not kept for later.
    expect(store.get("/", under("7.1"), 4_999)).toBeUndefined();
    store.set("/", page("7.1", 10, 5_000));
    expect(store.get("/", under("7.1"), 5_000)).toBeUndefined();
    expect(store.size()).toEqual({ pages: 0, bytes: 0 });
  });

  it("keeps at most its bytes, the least recently served going first", () => {
    const store = createPageStore(300);
    store.set("/a", page("1", 100));
    store.set("/b", page("1", 100));
    store.set("/c", page("1", 100));
    expect(store.get("/a", under("1"), 0)).toBeDefined();
    store.set("/d", page("1", 100));
    expect(store.size()).toEqual({ pages: 3, bytes: 300 });
    expect(store.get("/b", under("1"), 0)).toBeUndefined();
    for (const kept of ["/a", "/c", "/d"]) expect(store.get(kept, under("1"), 0), kept).toBeDefined();
    // A page bigger than the whole store is not kept, and pushes nothing out.
    store.set("/huge", page("1", 301));
    expect(store.size()).toEqual({ pages: 3, bytes: 300 });
    // Keeping a page again replaces it, counting its bytes once.
    store.set("/a", page("1", 50));
    expect(store.size()).toEqual({ pages: 3, bytes: 250 });
  });
});
