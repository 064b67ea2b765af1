import sharp from "sharp";
import { createMiddleware } from "hono/factory";
import { requireVerifiedMember } from "../access/auth-middleware";
import type { ApiBindings } from "../http/bindings";
import { throttle } from "../security/throttle";

/**
 * What every member's picture upload shares, photos and avatars alike (decisions 053, 077): one
 * rate limit and one turn at the processor, so avatars are no side door around the photos' limits.
 */

/** Each picture costs up to a second of both cores: a recipe's worth (its picture and a dozen steps) in ten minutes. */
const PICTURE_UPLOADS_PER_TEN_MINUTES = 30;

/**
 * Who may upload, decided before a byte of the body is read: a visitor's or an unverified member's
 * upload is refused at its headers, and so is a member past the rate limit.
 */
export const verifiedPictureUploader = createMiddleware<ApiBindings>(async (c, next) => {
  const user = requireVerifiedMember(c);
  await throttle(c, "picture-upload", String(user.id), PICTURE_UPLOADS_PER_TEN_MINUTES, 600);
  await next();
});

/**
 * The picture's size as its header states it, read without decoding a pixel; undefined when there
 * is no header to read. A bomb (a 38 KB PNG of 39 megapixels) is refused on this before it costs
 * hundreds of megabytes.
 */
export async function headerPixels(bytes: Uint8Array): Promise<number | undefined> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? width * height : undefined;
  } catch {
    return undefined;
  }
}

let turns: Promise<unknown> = Promise.resolve();

/**
 * `work`, one picture at a time in this process: one already keeps both of a small machine's cores
 * busy (AVIF and WebP encode side by side), and three at once took every libuv thread, which file
 * reads and writes also wait for (decision 053). Others wait their turn.
 */
export function inPictureTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = turns.then(work);
  turns = turn.catch(() => undefined);
  return turn;
}
