/**
 * `node --import tsx bench/photo-processing.ts [--rounds 5] [--file photo.jpg] [--parallel 1]`: what
 * processing one uploaded photo costs (api/photos/photo-processing.ts, decision 053). Without --file
 * it makes a 12-megapixel JPEG (4000×3000, gradients, circles and camera-like noise, EXIF orientation 6).
 * Prints, per round: wall-clock and CPU milliseconds (all threads, and the event loop's own share), the event loop's worst delay while it ran (how
 * long a page request on this thread would have waited) and the stored bytes. `--parallel N`
 * processes N photos at once, as N members uploading together.
 */
import fs from "node:fs";
import { monitorEventLoopDelay, performance as hooks } from "node:perf_hooks";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { processPhoto } from "../api/photos/photo-processing";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" }, file: { type: "string" }, parallel: { type: "string", default: "1" } } });

async function twelveMegapixels(): Promise<Uint8Array> {
  const [width, height] = [4000, 3000];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#f5c26b"/><stop offset="0.6" stop-color="#c2410c"/><stop offset="1" stop-color="#3f2a1d"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1300" r="700" fill="#f1f5f9"/><circle cx="1400" cy="1300" r="520" fill="#eab308"/><circle cx="2700" cy="1800" r="480" fill="#65a30d"/></svg>`;
  const drawn = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 8 } } })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(drawn.length);
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.max(0, Math.min(255, drawn[index]! + noise[index]! - 128));
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const input = values.file ? new Uint8Array(fs.readFileSync(values.file)) : await twelveMegapixels();
const meta = await sharp(input).metadata();
console.log(
  `input: ${meta.format} ${meta.width}×${meta.height} (${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP), ${(input.byteLength / 1024 / 1024).toFixed(1)} MB; sharp ${sharp.versions.sharp}, libvips threads ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}`,
);
const parallel = Number(values.parallel);
for (let round = 1; round <= Number(values.rounds); round++) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = process.cpuUsage();
  const utilisation = hooks.eventLoopUtilization();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: parallel }, () => processPhoto(input)));
  const wall = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  const loop = hooks.eventLoopUtilization(utilisation);
  delay.disable();
  const result = results[0]!;
  if ("problem" in result) throw new Error(result.problem);
  const stored = result.sizes.reduce((sum, size) => sum + size.files.avif.byteLength + size.files.webp.byteLength, 0);
  console.log(
    `round ${round}: ${Math.round(wall)} ms wall for ${parallel}, ${Math.round((spent.user + spent.system) / 1000)} ms CPU (${Math.round(loop.active)} ms of it on the event loop); event loop delay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms; ` +
      `${result.width}×${result.height}, widths ${result.sizes.map((size) => size.width).join("/")}, ${Math.round(stored / 1024)} KB stored, placeholder ${result.placeholder.length} chars`,
  );
}
