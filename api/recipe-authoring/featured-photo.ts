import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipeSteps } from "../db/schema";
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

/** The pictures a recipe's steps show now, as its rows keep them. */
export async function currentStepPictures(db: Database, recipeId: number): Promise<string[]> {
  const rows = await db.select({ url: recipeSteps.imageUrl }).from(recipeSteps).where(eq(recipeSteps.recipeId, recipeId));
  return rows.flatMap((row) => (row.url ? [row.url] : []));
}

/**
 * Each step's picture as the body asks it, by the same rule as the main one: a picture a step of
 * the recipe shows already (a seeded one, or the original's in a remix) is kept as stored, an
 * owner's photo is kept by its site path (so a photo in use is never deleted), anything else is
 * refused; `refused` lists the steps by [section, step].
 */
export async function chooseStepPictures(
  db: Database,
  sections: Array<{ steps: Array<{ image_url?: string | null }> }>,
  { current, ownerIds, mediaBaseUrl }: { current: string[]; ownerIds: number[]; mediaBaseUrl: string },
): Promise<{ urls: Array<Array<string | null>>; refused: Array<[number, number]> }> {
  const refused: Array<[number, number]> = [];
  const urls = await Promise.all(
    sections.map((section, sectionIndex) =>
      Promise.all(
        section.steps.map(async (step, stepIndex) => {
          if (!step.image_url) return null;
          const kept = current.find((url) => step.image_url === url || step.image_url === `${mediaBaseUrl}${url}`);
          if (kept) return kept;
          const choice = await chooseRecipePicture(db, step.image_url, { current: null, ownerIds, mediaBaseUrl });
          if ("set" in choice && choice.set) return choice.set.url;
          refused.push([sectionIndex, stepIndex]);
          return null;
        }),
      ),
    ),
  );
  return { urls, refused };
}
