/**
 * Writes the icons browsers and phones ask for by fixed address (`/favicon.ico`, the Apple touch
 * icons) from the SVG logo, public/favicon.svg. Run after changing the logo: `npm run icons`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = await fs.readFile(path.join(publicDir, "favicon.svg"));

const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
};

/** An .ico holding PNG images (read by every browser since 2007): a header, one entry per size, then the images. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const sizes = [16, 32, 48];
await fs.writeFile(path.join(publicDir, "favicon.ico"), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))));
// iOS draws a transparent touch icon on black: it gets the site's light surface (white).
const touch = await png(180, "#ffffff");
await fs.writeFile(path.join(publicDir, "apple-touch-icon.png"), touch);
await fs.writeFile(path.join(publicDir, "apple-touch-icon-precomposed.png"), touch);
console.log("public/favicon.ico, public/apple-touch-icon.png and public/apple-touch-icon-precomposed.png written");
