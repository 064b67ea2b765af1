import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../db/client";
import { createTestDatabase } from "../../tests/support/test-database";
import { createCachedSearchViewCounter, listPopularSearches, recordSearch } from "./popular-searches";

describe("views of search pages served from the page cache", () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("count for a search counted before once written, and leave a search never counted to its next rendered view", async () => {
    const { db } = database;
    await recordSearch(db, "es", "Tarta de queso");
    // An hour without flushing: only close() or flush() writes.
    const counter = createCachedSearchViewCounter(db, 3_600_000);
    counter.count("es", "tarta de  QUESO ");
    counter.count("es", "tarta de queso");
    counter.count("es", "gazpacho nunca buscado");
    counter.count("en", "tarta de queso");
    expect(await listPopularSearches(db, "es", 10)).toEqual([{ query: "tarta de queso", count: 1 }]);
    await counter.flush();
    expect(await listPopularSearches(db, "es", 10)).toEqual([{ query: "tarta de queso", count: 3 }]);
    expect(await listPopularSearches(db, "en", 10)).toEqual([]);
    counter.count("es", "tarta de queso");
    await counter.close();
    expect(await listPopularSearches(db, "es", 10)).toEqual([{ query: "tarta de queso", count: 4 }]);
  });
});
