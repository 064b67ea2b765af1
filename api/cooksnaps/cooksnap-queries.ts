import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Cooksnap, CooksnapInput } from "../contract/cooksnaps";
import type { Database } from "../db/client";
import { cooksnaps, follows, photos, recipes, users } from "../db/schema";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { writeOwingEvent } from "../outbox/outbox-events";
import { cooksnapEvent } from "./cooksnap-outbox-events";
import { presentPhoto } from "../photos/photo-queries";
import { isPublished } from "../recipes/published";

const cooksnapColumns = {
  cooksnap: cooksnaps,
  exactAt: sql<string>`${cooksnaps.createdAt}::text`,
  photo: photos,
  author: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
  recipe: { id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn },
};

type CooksnapRow = {
  cooksnap: typeof cooksnaps.$inferSelect;
  exactAt: string;
  photo: typeof photos.$inferSelect;
  author: { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };
  recipe: { id: number; slug: string; titleEs: string; titleEn: string };
};

const selectCooksnaps = (db: Database) =>
  db
    .select(cooksnapColumns)
    .from(cooksnaps)
    .innerJoin(users, eq(users.id, cooksnaps.userId))
    .innerJoin(recipes, eq(recipes.id, cooksnaps.recipeId))
    .innerJoin(photos, eq(photos.id, cooksnaps.photoId));

export function presentCooksnap({ cooksnap, photo, author, recipe }: CooksnapRow, locale: ApiLocale, mediaBaseUrl: string): Cooksnap {
  return {
    id: cooksnap.id,
    comment: cooksnap.comment,
    photo: presentPhoto(photo, mediaBaseUrl),
    user: { id: author.id, name: author.name, slug: author.slug, is_ai_chef: author.isAiChef, avatar_url: author.avatarUrl },
    recipe: { id: recipe.id, slug: recipe.slug, title: pickText(locale, recipe.titleEs, recipe.titleEn) },
    cooked_on: cooksnap.cookedOn,
    created_at: cooksnap.createdAt.toISOString(),
    status: cooksnap.status,
  };
}

export async function findCooksnap(db: Database, id: number): Promise<CooksnapRow | undefined> {
  const [row] = await selectCooksnaps(db).where(eq(cooksnaps.id, id));
  return row;
}

/**
 * Creates the member's cooksnap of a recipe and owes the author's notification to the outbox in the
 * same statement; undefined when they already posted one of it today (Madrid's day: the unique
 * index decides, so two at once cannot both pass).
 */
export async function createCooksnap(
  db: Database,
  cook: { id: number; name: string; slug: string },
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
  input: CooksnapInput,
) {
  const [created] = await writeOwingEvent<{ id: number }>(
    db,
    db
      .insert(cooksnaps)
      .values({ recipeId: recipe.id, userId: cook.id, photoId: input.photo_id, comment: input.comment })
      .onConflictDoNothing()
      .returning({ id: cooksnaps.id })
      .getSQL(),
    cooksnapEvent,
    sql`jsonb_build_object('cooksnap', jsonb_build_object('id', written.id), 'cook', ${JSON.stringify(cook)}::jsonb, 'recipe', ${JSON.stringify({ id: recipe.id, slug: recipe.slug, titleEs: recipe.titleEs, titleEn: recipe.titleEn, authorId: recipe.authorId })}::jsonb)`,
  );
  return created ? findCooksnap(db, created.id) : undefined;
}

export async function deleteCooksnap(db: Database, id: number) {
  await db.delete(cooksnaps).where(eq(cooksnaps.id, id));
}

const cooksnapCursor = z.tuple([cursorTime, cursorRecordId]);

/**
 * Whose cooksnaps a list holds: a recipe's, a member's, or those of the members someone follows.
 * Published ones only, but for a member's own list read by them (decision 097).
 */
type CooksnapsOf = { recipeId: number } | { userId: number; ownList?: boolean } | { followedBy: number };

function cooksnapsOf(where: CooksnapsOf) {
  if ("userId" in where) return and(eq(cooksnaps.userId, where.userId), where.ownList ? undefined : eq(cooksnaps.status, "published"));
  if ("recipeId" in where) return and(eq(cooksnaps.recipeId, where.recipeId), eq(cooksnaps.status, "published"));
  // As the feed's reviews: a cook who keeps their activity private (/settings/privacy) shares no cooksnaps there.
  return and(
    eq(cooksnaps.status, "published"),
    inArray(cooksnaps.userId, sql`(select ${follows.followedId} from ${follows} where ${follows.followerId} = ${where.followedBy})`),
    sql`(${users.isAiChef} or coalesce((${users.privacySettings} ->> 'show_activity')::boolean, true))`,
  );
}

/**
 * Cooksnaps of a published recipe, by a member, or by the members someone follows (their home,
 * decision 081), all of published recipes, newest first, by cursor; one statement.
 */
export async function listCooksnaps(db: Database, where: CooksnapsOf, perPage: number, locale: ApiLocale, mediaBaseUrl: string, cursor?: string) {
  const after = decodeCursor(cursor, cooksnapCursor);
  const rows = await selectCooksnaps(db)
    .where(and(cooksnapsOf(where), isPublished, after ? sql`(${cooksnaps.createdAt}, ${cooksnaps.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined))
    .orderBy(desc(cooksnaps.createdAt), desc(cooksnaps.id))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentCooksnap(row, locale, mediaBaseUrl)),
    meta: { per_page: perPage, next_cursor: rows.length > perPage && last ? encodeCursor([last.exactAt, last.cooksnap.id]) : null },
  };
}
