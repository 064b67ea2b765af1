import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { media } from "../db/schema";

/** A stored image by its key ("recipes/paella-1a2b3c.svg"), bytes and content type; undefined when there is none. */
export async function findMedia(db: Database, key: string) {
  const [item] = await db.select().from(media).where(eq(media.key, key)).limit(1);
  return item;
}

/** The stored image named `folder/name` whatever its format ("recipes/paella-1a2b3c" finds the .svg); undefined when there is none. */
export async function findMediaByName(db: Database, folder: string, name: string) {
  const keys = ["svg", "webp", "avif", "jpg", "png"].map((extension) => `${folder}/${name}.${extension}`);
  const [item] = await db.select().from(media).where(inArray(media.key, keys)).orderBy(media.id).limit(1);
  return item;
}
