import sharp from "sharp";
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from "../contract/social-image";

/**
 * A stored image as a 1200×630 PNG card for social previews. A picture narrower than the card
 * (the 4:3 illustrations) is drawn at the card's full height and its side edges are carried out to
 * the width, so the table goes on under the dish; a wider one is cropped to the middle. No text:
 * the preview shows the title beside the picture, and a server may have no fonts.
 */
export async function renderSocialCard(bytes: Uint8Array, contentType: string): Promise<Buffer> {
  const { width = SOCIAL_IMAGE_WIDTH, height = SOCIAL_IMAGE_HEIGHT } = await sharp(bytes).metadata();
  // A drawing is rasterised straight at the card's height (its size is given at 72 dpi), not drawn small and enlarged.
  const source = sharp(bytes, contentType === "image/svg+xml" ? { density: (72 * SOCIAL_IMAGE_HEIGHT) / height } : {});
  const scaledWidth = Math.round((width * SOCIAL_IMAGE_HEIGHT) / height);
  let card = source.resize({ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, fit: "cover" });
  if (scaledWidth < SOCIAL_IMAGE_WIDTH) {
    const left = Math.floor((SOCIAL_IMAGE_WIDTH - scaledWidth) / 2);
    card = sharp(await source.resize({ width: scaledWidth, height: SOCIAL_IMAGE_HEIGHT, fit: "fill" }).toBuffer()).extend({
      left,
      right: SOCIAL_IMAGE_WIDTH - scaledWidth - left,
      extendWith: "copy",
    });
  }
  return card.flatten({ background: "#ffffff" }).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/**
 * Rendered cards kept in memory, least recently used dropped first past `maxBytes`; one rendering
 * per key at a time however many ask. Keys are content-addressed, so a kept card is never stale.
 */
export function createSocialCardCache(maxBytes = 16 * 1024 * 1024) {
  const kept = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  let total = 0;
  return {
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const pending = rendering.get(key);
      if (pending) return pending;
      const promise = render().finally(() => rendering.delete(key));
      rendering.set(key, promise);
      const card = await promise;
      if (card.length <= maxBytes && !kept.has(key)) {
        kept.set(key, card);
        total += card.length;
        for (const [oldKey, old] of kept) {
          if (total <= maxBytes) break;
          kept.delete(oldKey);
          total -= old.length;
        }
      }
      return card;
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return total;
    },
  };
}
