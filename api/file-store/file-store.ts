import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live, behind the few calls the site makes (decision 042): the disk under
 * DATA_DIR now; an S3-compatible bucket could implement the same four calls later (a key is an
 * object name, `list` a prefix listing).
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key, or undefined when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** The keys that start with `prefix`. */
  list(prefix: string): Promise<string[]>;
  delete(keys: readonly string[]): Promise<void>;
}

/** "avatars/12-3f9a0c-256.webp": a folder and a file of lowercase letters, digits and hyphens, so no key leaves the store. */
const safeKey = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;
const safePrefix = /^[a-z0-9-]+\/[a-z0-9-]*$/;

function assertSafe(key: string, pattern = safeKey) {
  if (!pattern.test(key)) throw new Error(`unsafe file store key: ${JSON.stringify(key)}`);
}

/** Files under `root` (DATA_DIR/uploads), one per key; written to a temporary name and renamed, so a reader never sees half a file. */
export function createDiskFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    async put(key, bytes) {
      assertSafe(key);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      assertSafe(key);
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async list(prefix) {
      assertSafe(prefix, safePrefix);
      const [folder, start] = prefix.split("/") as [string, string];
      try {
        const names = await fs.readdir(path.join(root, folder));
        return names.filter((name) => name.startsWith(start) && safeKey.test(`${folder}/${name}`)).map((name) => `${folder}/${name}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) assertSafe(key);
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
  };
}
