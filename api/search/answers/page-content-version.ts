import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { knownSinceLastWrite } from "../../db/sole-writer";
import { nextChallengeBoundaryFor, nextPublicationFor } from "../../content-cache/content-cache";

export interface PageContentVersion {
  /** Moves on every write to what a public page shows, from any process sharing the database. */
  version: string;
  /** `version` and the member pages' counter: moves also on every write to notifications, active days, sessions and a member's kitchen. */
  memberVersion: string;
  /** Epoch ms: when the next scheduled recipe comes out or a challenge's window opens or closes (decision 110), which change pages with no write. */
  validUntil: number;
}

/**
 * The version rendered pages are kept under (decision 034): the search index's content version
 * (recipes, their reviews and catalogue, members, categories, tags, ingredients; migrations 0007,
 * 0009, 0010) and the community version (follows, points, badges, AI chefs' bios; migration 0013),
 * and for a member's own pages the member pages' version too (notifications, active days, sessions;
 * migration 0015, decision 036; saved recipes, lists, plans, shopping lists, pantry: 0023), read in one statement — on PGlite only after a write
 * (api/db/sole-writer.ts).
 */
export async function readPageContentVersion(db: Database): Promise<PageContentVersion> {
  const { search, community, members } = await knownSinceLastWrite(db, "page_content_version", async () => {
    const result = await db.execute(
      sql`select (select version from search_index_version where id = 1) as search, (select version from community_version where id = 1) as community, (select version from member_pages_version where id = 1) as members`,
    );
    type Counter = string | number | bigint;
    const [row] = (result as unknown as { rows: { search: Counter; community: Counter; members: Counter }[] }).rows;
    return { search: String(row?.search ?? "0"), community: String(row?.community ?? "0"), members: String(row?.members ?? "0") };
  });
  const version = `${search}.${community}`;
  // Publication times move only with recipe writes: keyed by the search part, as the API's kept answers key them.
  // Challenges' windows move only with a challenge's write, which moves the community part (migration 0048).
  const [publication, boundary] = await Promise.all([nextPublicationFor(db, search), nextChallengeBoundaryFor(db, community)]);
  return { version, memberVersion: `${version}.${members}`, validUntil: Math.min(publication, boundary) };
}
