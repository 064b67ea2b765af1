import { describe, expect, it } from "vitest";
import { progressBar } from "./progress";

function capture(isTTY: boolean) {
  const written: string[] = [];
  return { written, output: { isTTY, write: (text: string) => void written.push(text) } };
}

describe("a start-up progress bar", () => {
  it("writes a plain line at each quarter where the output is not a terminal", () => {
    const { written, output } = capture(false);
    const update = progressBar("[api] demo content", 8, output);
    for (let done = 1; done <= 8; done++) update(done);
    expect(written).toEqual([
      "[api] demo content [######..................] 2/8 (25%)\n",
      "[api] demo content [############............] 4/8 (50%)\n",
      "[api] demo content [##################......] 6/8 (75%)\n",
      "[api] demo content [########################] 8/8 (100%)\n",
    ]);
  });

  it("redraws one line in place on a terminal and ends it when done", () => {
    const { written, output } = capture(true);
    const update = progressBar("loading", 3, output);
    update(1);
    update(3);
    expect(written).toEqual(["\rloading [########................] 1/3 (33%)", "\rloading [########################] 3/3 (100%)\n"]);
  });
});
