import { sql } from "drizzle-orm";
import { z } from "zod";
import type { FeedItem } from "../contract/community";
import type { Database } from "../db/client";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import type { ApiLocale } from "../i18n/messages";
import { isPublished } from "../recipes/published";
import { findRecipeSummariesByIds } from "../recipes/recipe-queries";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { findReview, presentReview } from "./reviews";

/** (time as PostgreSQL wrote it, kind, id) of the last item. */
const feedCursor = z.tuple([cursorTime, z.enum(["recipe", "review"]), cursorRecordId]);

/**
 * The recipes published and the reviews written by the members someone follows, newest first,
 * by cursor. Both kinds are merged in one ordered query, then the page's rows are read in full.
 */
export async function readFeed(db: Database, userId: number, perPage: number, locale: ApiLocale, mediaBaseUrl: string, cursor?: string) {
  const after = decodeCursor(cursor, feedCursor);
  const result = await db.execute(sql`
    select kind, id, at::text as exact_at from (
      select 'recipe' as kind, recipes.id, recipes.published_at as at
      from follows f join recipes on recipes.author_id = f.followed_id
      where f.follower_id = ${userId} and ${isPublished}
      union all
      select 'review' as kind, v.id, v.created_at as at
      from follows f join reviews v on v.user_id = f.followed_id join users u on u.id = v.user_id
      -- A member who keeps their activity private (/settings/privacy) shares recipes, not reviews.
      where f.follower_id = ${userId} and v.status = 'published' and (u.is_ai_chef or coalesce((u.privacy_settings ->> 'show_activity')::boolean, true))
    ) items
    ${after ? sql`where (at, kind, id) < (${after[0]}::timestamptz, ${after[1]}, ${after[2]})` : sql``}
    order by at desc, kind desc, id desc
    limit ${perPage + 1}`);
  const keys = (result as unknown as { rows: Array<{ kind: "recipe" | "review"; id: number; exact_at: string }> }).rows;
  const page = keys.slice(0, perPage);
  const recipeIds = page.filter((key) => key.kind === "recipe").map((key) => key.id);
  const recipeRows = await findRecipeSummariesByIds(db, recipeIds);
  const recipeById = new Map(recipeRows.map((row) => [row.recipe.id, row]));
  const reviewRows = await Promise.all(page.filter((key) => key.kind === "review").map((key) => findReview(db, key.id)));
  const reviewById = new Map(reviewRows.flatMap((row) => (row ? [[row.review.id, row] as const] : [])));
  const data: FeedItem[] = page.flatMap((key): FeedItem[] => {
    if (key.kind === "recipe") {
      const row = recipeById.get(key.id);
      return row ? [{ kind: "recipe", at: row.recipe.publishedAt!.toISOString(), recipe: presentRecipeSummary(row, locale, mediaBaseUrl) }] : [];
    }
    const row = reviewById.get(key.id);
    return row ? [{ kind: "review", at: row.review.createdAt.toISOString(), review: presentReview(row, locale) }] : [];
  });
  const last = page.at(-1);
  return { data, meta: { per_page: perPage, next_cursor: keys.length > perPage && last ? encodeCursor([last.exact_at, last.kind, last.id]) : null } };
}
