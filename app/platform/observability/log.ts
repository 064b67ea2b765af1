/**
 * The web half's one way to a log, and the only file of app/ that writes to the console
 * (eslint.config.js). It runs on both sides: on the server the lines go to the process log, in the
 * browser to its developer console. app/ may not import api/observability (the boundary rule), so
 * each half has its own.
 */

/** Something worth knowing that is not a problem (a feature left off by configuration). */
export function logInfo(line: string): void {
  console.info(line);
}

/** Something ignored or worked around, with what it was about. */
export function logWarning(message: string, ...details: unknown[]): void {
  console.warn(message, ...details);
}

/** A failure: a message and what caused it, or the error alone (an Error prints with its stack). */
export function logError(messageOrError: unknown, ...causes: unknown[]): void {
  console.error(messageOrError, ...causes);
}
