import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createSocialCardCache, renderSocialCard } from "./social-card";

describe("social cards", () => {
  it("makes a 1200×630 PNG of a picture of any shape", async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#2e86c1"/></svg>');
    for (const [bytes, type] of [
      [wide, "image/jpeg"],
      [svg, "image/svg+xml"],
    ] as const) {
      const card = await renderSocialCard(bytes, type);
      const { format, width, height } = await sharp(card).metadata();
      expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    }
  });

  it("renders a card once however many ask at the same time, and keeps no more than its byte budget", async () => {
    const cache = createSocialCardCache(25);
    let renders = 0;
    const render = (size: number) => async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Buffer.alloc(size);
    };
    await Promise.all([cache.get("a", render(10)), cache.get("a", render(10)), cache.get("a", render(10))]);
    expect(renders).toBe(1);
    await cache.get("b", render(10));
    await cache.get("a", render(10)); // a used again: b is now the least recently used
    await cache.get("c", render(10));
    expect(cache.bytes).toBeLessThanOrEqual(25);
    expect(cache.size).toBe(2);
    renders = 0;
    await cache.get("a", render(10));
    expect(renders).toBe(0);
    await cache.get("b", render(10));
    expect(renders).toBe(1);
  });
});
