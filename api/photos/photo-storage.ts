import { createDiskFileStore } from "../file-store/file-store";
import type { PhotoFormat } from "../contract/photos";

/**
 * Where photo files live, by key (decision 053): `{photo id}/{width}.{avif|webp}`. Three calls, what
 * an S3-compatible bucket offers too (PutObject, GetObject, DeleteObjects), so a bucket store can
 * stand in for the disk one without the photos code changing.
 */
export interface PhotoStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key, or undefined when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Removes the keys; a key with nothing under it is no error. */
  delete(keys: readonly string[]): Promise<void>;
}

/**
 * On disk under `root` (DATA_DIR/photos): one file per key, written to a temporary name and renamed,
 * so a reader never sees half a file; keys are checked so none leaves the folder (the avatars' store, decision 042).
 */
export function createDiskPhotoStorage(root: string): PhotoStorage {
  return createDiskFileStore(root);
}

export const photoKey = (photoId: string, width: number, format: PhotoFormat) => `${photoId}/${width}.${format}`;
