import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AVATAR_SIZES } from "../contract/account";
import { AVATAR_MAX_BYTES } from "../contract/limits";

/** The kinds of picture accepted, told by their bytes (never by the file's name or the type the browser claims). */
const acceptedTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
/** A decompression bomb stops here: 40 megapixels is more than any phone camera's photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export type AvatarProblem = "avatar_type" | "avatar_too_large";

/**
 * An uploaded picture as the avatar's sizes: checked by content, turned upright by its EXIF
 * orientation, cropped square to the middle and written as WebP. sharp keeps no metadata unless
 * asked, so EXIF (GPS, camera, dates), XMP, IPTC and ICC profiles are gone from every size.
 */
export async function avatarSizes(bytes: Uint8Array): Promise<{ sizes: Map<number, Uint8Array> } | { problem: AvatarProblem }> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { problem: "avatar_too_large" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedTypes.has(type.mime)) return { problem: "avatar_type" };
  try {
    // One decode, then each size from it; `rotate()` with no angle applies the EXIF orientation.
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 }).rotate();
    const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
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
