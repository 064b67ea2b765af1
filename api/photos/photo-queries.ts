import { and, eq, like } from "drizzle-orm";
import { apiPath, apiPaths } from "../contract/paths";
import { PHOTO_ID_PATTERN, type PhotoFormat, photoFormats, photoWidthsFor } from "../contract/photos";
import type { Database } from "../db/client";
import { cooksnaps, photos, recipes, recipeSteps } from "../db/schema";
import { photoKey } from "./photo-storage";

export type PhotoRow = typeof photos.$inferSelect;

export async function insertPhoto(db: Database, row: typeof photos.$inferInsert): Promise<PhotoRow> {
  const [inserted] = await db.insert(photos).values(row).returning();
  return inserted!;
}

/** A member's own photo, or undefined when it is not there or not theirs (both answer 404: others learn nothing). */
export async function findOwnPhoto(db: Database, photoId: string, ownerId: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** The address every stored file of a photo starts with, as recipes keep it ("/api/media/photos/{id}/"). */
const photoFolderUrl = (photoId: string) => apiPath(apiPaths.photoFile, { photo: photoId, file: "" });

/** Whether a recipe shows the photo, as its picture or a step's. */
export async function photoInUse(db: Database, photoId: string): Promise<boolean> {
  const prefix = `${photoFolderUrl(photoId)}%`;
  const [picture] = await db.select({ id: recipes.id }).from(recipes).where(like(recipes.featuredImageUrl, prefix)).limit(1);
  if (picture) return true;
  const [step] = await db.select({ id: recipeSteps.id }).from(recipeSteps).where(like(recipeSteps.imageUrl, prefix)).limit(1);
  return step !== undefined;
}

/** Whether a cooksnap shows the photo (decision 055). */
export async function photoInCooksnap(db: Database, photoId: string): Promise<boolean> {
  const [row] = await db.select({ id: cooksnaps.id }).from(cooksnaps).where(eq(cooksnaps.photoId, photoId)).limit(1);
  return row !== undefined;
}

export async function deletePhotoRow(db: Database, photoId: string) {
  await db.delete(photos).where(eq(photos.id, photoId));
}

/** Every stored file's key of a photo row. */
export const photoKeysOf = (row: Pick<PhotoRow, "id" | "widths">) => row.widths.flatMap((width) => photoFormats.map((format) => photoKey(row.id, width, format)));

/** Every stored file's key of a member's photos: gone with their account (decision 042). */
export async function photoKeysOfOwner(db: Database, ownerId: number): Promise<string[]> {
  const rows = await db.select({ id: photos.id, widths: photos.widths }).from(photos).where(eq(photos.ownerId, ownerId));
  return rows.flatMap(photoKeysOf);
}

/** A stored photo file's address. */
export const fileUrl = (photoId: string, width: number, format: PhotoFormat, mediaBaseUrl: string) =>
  `${mediaBaseUrl}${apiPath(apiPaths.photoFile, { photo: photoId, file: `${width}.${format}` })}`;

const srcsetOf = (photoId: string, widths: readonly number[], format: PhotoFormat, mediaBaseUrl: string) =>
  widths.map((width) => `${fileUrl(photoId, width, format, mediaBaseUrl)} ${width}w`).join(", ");

/** The contract's answer (api/contract/photos.ts) for a row. */
export function presentPhoto(row: PhotoRow, mediaBaseUrl: string) {
  const srcset = (format: PhotoFormat) => srcsetOf(row.id, row.widths, format, mediaBaseUrl);
  return {
    id: row.id,
    url: fileUrl(row.id, row.width, "webp", mediaBaseUrl),
    srcset_avif: srcset("avif"),
    srcset_webp: srcset("webp"),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
  };
}

/** A recipe's picture made of a member photo, as the recipes table keeps it: the largest WebP's site path and its size. */
export const recipePictureOf = (row: Pick<PhotoRow, "id" | "width" | "height">) => ({
  url: apiPath(apiPaths.photoFile, { photo: row.id, file: `${row.width}.webp` }),
  width: row.width,
  height: row.height,
});

const PHOTO_FILE_URL = /^\/api\/media\/photos\/([^/]+)\/[^/]+$/;

/** The member photo an address shows ("/api/media/photos/{id}/1024.webp", with or without the media host), or undefined. */
export function photoIdOfUrl(url: string, mediaBaseUrl: string): string | undefined {
  const path = mediaBaseUrl && url.startsWith(mediaBaseUrl) ? url.slice(mediaBaseUrl.length) : url;
  const id = PHOTO_FILE_URL.exec(path)?.[1];
  return id && PHOTO_ID_PATTERN.test(id) ? id : undefined;
}

/**
 * The AVIF and WebP srcsets of a recipe picture that is a member photo, read from its stored address
 * and width alone: a photo's widths follow from its largest one (`photoWidthsFor`), so summaries
 * need no join with the photos table. Undefined for the demo's single-file pictures.
 */
export function memberPhotoSrcsets(url: string, width: number, mediaBaseUrl: string) {
  const id = photoIdOfUrl(url, mediaBaseUrl);
  if (!id) return undefined;
  const widths = photoWidthsFor(width);
  return { srcset_avif: srcsetOf(id, widths, "avif", mediaBaseUrl), srcset_webp: srcsetOf(id, widths, "webp", mediaBaseUrl) };
}
