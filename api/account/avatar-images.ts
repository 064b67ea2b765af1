import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AVATAR_SIZES } from "../contract/account";
import { AVATAR_MAX_BYTES } from "../contract/limits";
import { headerPixels } from "../photos/picture-uploads";

/** The kinds of picture accepted, told by their bytes (never by the file's name or the type the browser claims). */
const acceptedTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
/**
 * A picture's pixels an avatar may have, read from its header before anything is decoded: a phone's
 * photo as it saves it (12 or 24 megapixels) passes; the attack run's 39-megapixel PNGs of 38 KB
 * each do not (eight of them took the server from 447 to 901 MB).
 */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;

export type AvatarProblem = "avatar_type" | "avatar_too_large" | "avatar_too_many_pixels";

/**
 * An uploaded picture as the avatar's sizes: checked by content, turned upright by its EXIF
 * orientation, cropped square to the middle and written as WebP. sharp keeps no metadata unless
 * asked, so EXIF (GPS, camera, dates), XMP, IPTC and ICC profiles are gone from every size.
 */
export async function avatarSizes(bytes: Uint8Array): Promise<{ sizes: Map<number, Uint8Array> } | { problem: AvatarProblem }> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { problem: "avatar_too_large" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedTypes.has(type.mime)) return { problem: "avatar_type" };
  if (((await headerPixels(bytes)) ?? 0) > AVATAR_MAX_INPUT_PIXELS) return { problem: "avatar_too_many_pixels" };
  try {
    // One decode, straight to the largest size (a JPEG shrinks as it loads), then each size from it;
    // `rotate()` with no angle applies the EXIF orientation.
    const largest = AVATAR_SIZES.at(-1)!;
    const upright = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: "error", pages: 1, sequentialRead: true }).rotate();
    const { data, info } = await upright.resize(largest, largest, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
    const source = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sizes = new Map<number, Uint8Array>();
    for (const size of AVATAR_SIZES) {
      const out = await source().resize(size, size, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
      sizes.set(size, new Uint8Array(out));
    }
    return { sizes };
  } catch {
    // The bytes began like an image and did not decode as one (truncated, corrupt, too many pixels).
    return { problem: "avatar_type" };
  }
}
