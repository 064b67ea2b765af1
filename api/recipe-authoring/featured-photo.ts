import type { Database } from "../db/client";
import { findOwnPhoto, photoIdOfUrl, recipePictureOf } from "../photos/photo-queries";

/** A recipe's picture as its row keeps it; null when it has none. */
export type RecipePicture = { url: string; width: number; height: number } | null;

/**
 * What the body's `featured_image_url` does to a recipe's picture: `keep` it (absent, or the
 * picture it already shows: a seeded illustration, or the original's photo in a remix), `set` it to
 * one of the owners' photos (the author's; an admin's own when an admin edits), or `refused`.
 */
export async function chooseRecipePicture(
  db: Database,
  requested: string | null | undefined,
  { current, ownerIds, mediaBaseUrl }: { current: string | null; ownerIds: number[]; mediaBaseUrl: string },
): Promise<{ keep: true } | { set: RecipePicture } | { refused: true }> {
  if (requested === undefined) return { keep: true };
  if (requested === null || requested === "") return { set: null };
  if (current !== null && (requested === current || requested === `${mediaBaseUrl}${current}`)) return { keep: true };
  const photoId = photoIdOfUrl(requested, mediaBaseUrl);
  if (photoId === undefined) return { refused: true };
  for (const ownerId of new Set(ownerIds)) {
    const photo = await findOwnPhoto(db, photoId, ownerId);
    if (photo) return { set: recipePictureOf(photo) };
  }
  return { refused: true };
}
