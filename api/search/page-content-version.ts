import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { knownSinceLastWrite } from "../db/sole-writer";
import { nextPublicationFor } from "./content-cache";

export interface PageContentVersion {
  /** Moves on every write to what a public page shows, from any process sharing the database. */
  version: string;
  /** Epoch ms: when the next scheduled recipe comes out, which changes pages with no write. */
  validUntil: number;
}

/**
 * The version rendered pages are kept under (decision 034): the search index's content version
 * (recipes, their reviews and catalogue, members, categories, tags, ingredients; migrations 0007,
 * 0009, 0010) and the community version (follows, points, badges, AI chefs' bios; migration 0011),
 * read in one statement — on PGlite only after a write (api/db/sole-writer.ts).
 */
export async function readPageContentVersion(db: Database): Promise<PageContentVersion> {
  const { search, community } = await knownSinceLastWrite(db, "page_content_version", async () => {
    const result = await db.execute(
      sql`select (select version from search_index_version where id = 1) as search, (select version from community_version where id = 1) as community`,
    );
    const [row] = (result as unknown as { rows: { search: string | number | bigint; community: string | number | bigint }[] }).rows;
    return { search: String(row?.search ?? "0"), community: String(row?.community ?? "0") };
  });
  // Publication times move only with recipe writes: keyed by the search part, as the API's kept answers key them.
  return { version: `${search}.${community}`, validUntil: await nextPublicationFor(db, search) };
}
