import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isRefusedValue, isServiceOutage } from "./error-causes";

/** The errors the drivers really throw, wrapped as drizzle wraps them. */
function databaseError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return new Error("Failed query: select 1", { cause: error });
}

describe("what an error says about its cause", () => {
  it("knows a database that is away from a bug", async () => {
    // A port nobody listens on: the connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const client = new pg.Client({ host: "127.0.0.1", port: closed, connectionTimeoutMillis: 2_000 });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isServiceOutage(refused)).toBe(true);
    expect(isServiceOutage(databaseError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isServiceOutage(databaseError("55000", 'database "x" is not currently accepting connections'))).toBe(true);
    expect(isServiceOutage(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
    expect(isServiceOutage(Object.assign(new Error("Reached the max retries per request limit (which is 2)."), { name: "MaxRetriesPerRequestError" }))).toBe(true);
    expect(isServiceOutage(databaseError("42P01", 'relation "x" does not exist'))).toBe(false);
    expect(isServiceOutage(new TypeError("undefined is not a function"))).toBe(false);
  });

  it("knows a value the database refused", () => {
    expect(isRefusedValue(databaseError("22003", 'value "2147483648" is out of range for type integer'))).toBe(true);
    expect(isRefusedValue(databaseError("22021", 'invalid byte sequence for encoding "UTF8": 0x00'))).toBe(true);
    expect(isRefusedValue(databaseError("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isRefusedValue(new Error("boom"))).toBe(false);
  });
});
