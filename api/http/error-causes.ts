/**
 * What an unexpected error says about its cause, read through drizzle's and the drivers' wrappers
 * (`cause` chains): a service the API depends on is away (answered 503), or the database refused a
 * value that validation let through (answered 422). Anything else is a bug (500).
 */

/** Node's codes for a connection that could not be made or was lost. */
const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "ECONNABORTED"]);
/**
 * PostgreSQL's: connection exceptions (08…), the server shutting down or the connection terminated
 * (57P01-57P05), too many connections, a statement cancelled by its timeout, the database missing.
 */
const unavailableSqlStates = /^(?:08\w{3}|57P0[1-5]|53300|57014|3D000)$/;
/** node-postgres and ioredis say it in words, without a code. */
const lostConnectionMessages =
  /connection terminated|not queryable|timeout exceeded when trying to connect|connection is closed|not currently accepting connections|reached the max retries per request/i;

function causes(error: unknown): Array<{ code?: unknown; message?: unknown; name?: unknown }> {
  const chain: Array<{ code?: unknown; message?: unknown; name?: unknown }> = [];
  let current = error;
  while (current && typeof current === "object" && chain.length < 6) {
    chain.push(current as { code?: unknown; message?: unknown; name?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export function isServiceOutage(error: unknown): boolean {
  return causes(error).some(
    ({ code, message, name }) =>
      (typeof code === "string" && (connectionCodes.has(code) || unavailableSqlStates.test(code))) ||
      name === "MaxRetriesPerRequestError" ||
      (typeof message === "string" && lostConnectionMessages.test(message)),
  );
}

/** PostgreSQL's class 22, data exceptions: a number out of range, a malformed date, NUL in text… */
export function isRefusedValue(error: unknown): boolean {
  return causes(error).some(({ code }) => typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code));
}
