import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipWithNonce } from "./gzip-with-nonce";

const text = (parts: string[]) => parts.map((part) => Buffer.from(part, "utf8"));

describe("a kept page compressed once, answered with its own nonce", () => {
  it("gunzips (checking the CRC-32 and the length) to the parts joined around the nonce", () => {
    const page = ['<!DOCTYPE html><html lang="es"><head><script nonce="', '">ñandú «Sazón» 🍅', '"></script>', ""];
    const deflated = deflateParts(text(page));
    for (const nonce of ["AbC123_-xyz", "otro-nonce-más-largo-0123456789"]) {
      expect(zlib.gunzipSync(gzipWithNonce(deflated, nonce)).toString("utf8")).toBe(page.join(nonce));
    }
  });

  it("keeps long, repetitive pages small and whole, and a page with no nonce at all", () => {
    const row = '<li class="card"><a href="/receta/pollo-al-ajillo">Pollo al ajillo</a></li>\n';
    const page = [row.repeat(2000), row.repeat(1500), row.repeat(10)];
    const gzipped = gzipWithNonce(deflateParts(text(page)), "n0nce");
    expect(zlib.gunzipSync(gzipped).toString("utf8")).toBe(page.join("n0nce"));
    expect(gzipped.length).toBeLessThan(page.join("").length / 20);
    expect(zlib.gunzipSync(gzipWithNonce(deflateParts(text(["solo"])), "n")).toString("utf8")).toBe("solo");
  });
});
