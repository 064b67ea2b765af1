import { z } from "zod";

/**
 * Member photos (docs/decisions/053): what `POST /api/photos` answers, and the sizes both halves
 * know. Every photo is stored as AVIF and WebP at the widths below that are not wider than the
 * picture (never enlarged), plus the picture's own width when it is narrower than the largest.
 */

/** The widths a photo is stored at, narrowest first. */
const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
/** The longest side kept from an upload, before the widths are made: more is never shown, and costs memory. */
export const PHOTO_MAX_LONG_SIDE = 2400;
export const photoFormats = ["avif", "webp"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** A photo's id in an address: 20 lowercase hexadecimal characters, random (an id tells nothing of how many there are). */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{20}$/;
/** One stored file of a photo, "640.avif". */
export const PHOTO_FILE_PATTERN = /^([1-9][0-9]{0,4})\.(avif|webp)$/;

/** The widths stored for a picture `width` pixels wide (after the long-side cap): the standard ones below it, and its own when it is narrower than the largest. */
export function photoWidthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((step) => step < width);
  const largest = Math.min(width, PHOTO_WIDTHS.at(-1)!);
  return [...below.filter((step) => step < largest), largest];
}

export const photo = z.object({
  id: z.string().regex(PHOTO_ID_PATTERN),
  /** The largest WebP: what an `<img src>` shows where `<picture>` and `srcset` are not understood. */
  url: z.string(),
  /** "…/320.avif 320w, …/640.avif 640w, …", for `<source type="image/avif" srcset>`. */
  srcset_avif: z.string(),
  srcset_webp: z.string(),
  /** The largest stored size's pixels (width and height attributes: nothing shifts while it loads). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A tiny blurred WebP as a data: URI, shown behind the photo until it arrives. */
  placeholder: z.string().startsWith("data:image/"),
});
export type Photo = z.infer<typeof photo>;
