import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { media } from "../db/schema";

/** A stored image by its key ("recipes/paella-1a2b3c.svg"), bytes and content type; undefined when there is none. */
export async function findMedia(db: Database, key: string) {
  const [item] = await db.select().from(media).where(eq(media.key, key)).limit(1);
  return item;
}
