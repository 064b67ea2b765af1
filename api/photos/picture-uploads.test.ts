import { describe, expect, it } from "vitest";
import { inPictureTurn } from "./picture-uploads";

describe("the pictures' turn", () => {
  it("runs one picture's work at a time, in the order they came, and a failure does not stop the next", async () => {
    const log: string[] = [];
    const work =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([inPictureTurn(work("avatar", 40)), inPictureTurn(work("photo", 5, true)), inPictureTurn(work("avatar 2", 5))]);
    expect(log).toEqual(["avatar starts", "avatar ends", "photo starts", "photo ends", "avatar 2 starts", "avatar 2 ends"]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
