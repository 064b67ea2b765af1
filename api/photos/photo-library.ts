import { randomBytes } from "node:crypto";
import { photoFormats } from "../contract/photos";
import type { Database } from "../db/client";
import type { ProcessedPhoto } from "./photo-processing";
import { deletePhotoRow, insertPhoto, photoKeysOf, type PhotoRow } from "./photo-queries";
import { photoKey, type PhotoStorage } from "./photo-storage";

/** Stores a processed photo's files, then its row (a row never names files that are not there); files of a failed insert are removed. */
export async function storePhoto(db: Database, storage: PhotoStorage, ownerId: number, processed: ProcessedPhoto): Promise<PhotoRow> {
  const id = randomBytes(10).toString("hex");
  const keys: string[] = [];
  try {
    for (const size of processed.sizes) {
      for (const format of photoFormats) {
        const key = photoKey(id, size.width, format);
        keys.push(key);
        await storage.put(key, size.files[format]);
      }
    }
    return await insertPhoto(db, {
      id,
      ownerId,
      widths: processed.sizes.map((size) => size.width),
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
    });
  } catch (error) {
    await storage.delete(keys).catch(() => undefined);
    throw error;
  }
}

/** Removes a photo's row, then its files (should removing a file fail, nothing lists it any more). */
export async function removePhoto(db: Database, storage: PhotoStorage, row: PhotoRow) {
  await deletePhotoRow(db, row.id);
  await storage.delete(photoKeysOf(row));
}
