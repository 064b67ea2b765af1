/**
 * The API half's one way to the process log, and the only file of api/ that writes to the console
 * (eslint.config.js). Code that reports something takes a `log` function from its caller and uses
 * these as the default, so tests and start-up scripts can catch or redirect the lines.
 */

/** A line of the process log, on standard output: what started, where it listens, a mail sent to the log. */
export function logLine(line: string): void {
  console.log(line);
}

/** Something an operator should look at that the process survives (a connection lost, a fallback taken), on standard error. */
export function logWarning(line: string): void {
  console.warn(line);
}

/** A failure, with what caused it (an Error prints with its stack), on standard error. */
export function logError(message: string, ...causes: unknown[]): void {
  console.error(message, ...causes);
}

/** Where start-up progress bars go: standard output, redrawn in place when it is a terminal. */
export const progressOutput = {
  write: (text: string) => void process.stdout.write(text),
  get isTTY() {
    return Boolean(process.stdout.isTTY);
  },
};
