/**
 * What a long start-up step tells the operator while it runs: a bar redrawn in place on a terminal,
 * or, where the output is a file or a pipe (a service log, `npm start > log`), a plain line at each
 * quarter, so the log shows progress without a line per item.
 */
export interface ProgressOutput {
  /** Writes text as is (no newline added). */
  write: (text: string) => void;
  /** A terminal: the bar is redrawn in place; otherwise plain lines. */
  isTTY: boolean;
}

const BAR_WIDTH = 24;

function bar(done: number, total: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return `[${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}]`;
}

/** A progress bar for `total` items; call the answer with how many are done (the last call with `total`). */
export function progressBar(label: string, total: number, output: ProgressOutput): (done: number) => void {
  let lastQuarter = 0;
  return (done) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    const line = `${label} ${bar(done, total)} ${done}/${total} (${percent}%)`;
    if (output.isTTY) {
      output.write(`\r${line}${done >= total ? "\n" : ""}`);
      return;
    }
    const quarter = total === 0 ? 4 : Math.floor((done / total) * 4);
    if (quarter > lastQuarter) {
      lastQuarter = quarter;
      output.write(`${line}\n`);
    }
  };
}
