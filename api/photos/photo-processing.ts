import { fileTypeFromBuffer } from "file-type";
import sharp, { type OutputInfo, type Sharp, type SharpOptions } from "sharp";
import { PHOTO_MAX_LONG_SIDE, type PhotoFormat, photoWidthsFor } from "../contract/photos";
import { PHOTO_MAX_BYTES } from "../contract/limits";
import { headerPixels, inPictureTurn } from "./picture-uploads";

/** The kinds of picture accepted, told by their bytes (never by the file's name or the type the browser claims). */
const acceptedTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
/** What iPhones save by default: the prebuilt sharp cannot decode HEVC, so the member is told to export a JPEG. */
const heicTypes = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
/** A decompression bomb stops here: 50 megapixels is more than a phone's largest photo (48). */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/** The placeholder's width: a 16 px WebP is a few hundred bytes as a data: URI. */
const PLACEHOLDER_WIDTH = 16;

const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // effort 0 and 4:2:0 rather than sharp's 4 and 4:4:4: at 1600 px a quarter of a second instead of 2 to 12 s, for
  // files 3-8 % larger than effort 2 (aom encodes on one thread here; decision 053, bench/photo-processing.ts).
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

export type PhotoProblem = "photo_type" | "photo_heic" | "photo_too_large" | "photo_too_many_pixels" | "photo_unreadable";

export interface ProcessedPhoto {
  /** Largest stored size, upright. */
  width: number;
  height: number;
  /** Each stored width's files, narrowest first. */
  sizes: { width: number; height: number; files: Record<PhotoFormat, Uint8Array> }[];
  /** data:image/webp;base64,… */
  placeholder: string;
}

/**
 * An uploaded picture as the photo's stored sizes: checked by content; turned upright by its EXIF
 * orientation (`rotate()`); at most PHOTO_MAX_LONG_SIDE on its long side; then AVIF and WebP at each
 * of `photoWidthsFor` its width, never enlarged, and a tiny blurred WebP placeholder. sharp keeps no
 * metadata unless asked, so EXIF (GPS, camera, dates), XMP, IPTC and the ICC profile (converted to
 * sRGB) are gone from every file. The pixels are worked on by libvips on libuv's thread pool, not
 * on the thread that answers requests.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto | { problem: PhotoProblem }> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { problem: "photo_too_large" };
  const type = await fileTypeFromBuffer(bytes);
  if (type && heicTypes.has(type.mime)) return { problem: "photo_heic" };
  if (!type || !acceptedTypes.has(type.mime)) return { problem: "photo_type" };
  const options: SharpOptions = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error", pages: 1 };
  let master: { data: Buffer; info: OutputInfo };
  try {
    // The header alone first: a bomb is refused before anything is decoded.
    if (((await headerPixels(bytes)) ?? 0) > PHOTO_MAX_INPUT_PIXELS) return { problem: "photo_too_many_pixels" };
    // One decode, upright and within the long-side cap, kept as 8-bit sRGB pixels; every size is made from it.
    master = await sharp(bytes, options)
      .rotate()
      .resize({ width: PHOTO_MAX_LONG_SIDE, height: PHOTO_MAX_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The bytes began like a picture and did not decode as one (truncated, corrupt).
    return { problem: "photo_unreadable" };
  }
  const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels };
  const fromMaster = () => sharp(master.data, { raw });
  const sizes: ProcessedPhoto["sizes"] = [];
  for (const width of photoWidthsFor(raw.width)) {
    const resized = await fromMaster().resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
    const [avif, webp] = await Promise.all([encoders.avif(pixels()).toBuffer(), encoders.webp(pixels()).toBuffer()]);
    sizes.push({ width, height: resized.info.height, files: { avif: new Uint8Array(avif), webp: new Uint8Array(webp) } });
  }
  const tiny = await fromMaster().resize({ width: PLACEHOLDER_WIDTH }).blur(0.8).webp({ quality: 40 }).toBuffer();
  const largest = sizes.at(-1)!;
  return { width: largest.width, height: largest.height, sizes, placeholder: `data:image/webp;base64,${tiny.toString("base64")}` };
}

/** `processPhoto` in the pictures' one-at-a-time turn (api/photos/picture-uploads.ts). */
export function processPhotoInTurn(bytes: Uint8Array): ReturnType<typeof processPhoto> {
  return inPictureTurn(() => processPhoto(bytes));
}
