import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { Review, ReviewInput } from "../contract/community";
import type { Database } from "../db/client";
import { recipes, reviews, users } from "../db/schema";
import { preparedPerDatabase } from "../db/prepared-per-database";
import { writeOwingEvent } from "../outbox/outbox-events";
import { reviewEvent } from "./community-outbox-events";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";

const reviewColumns = {
  review: reviews,
  exactAt: sql<string>`${reviews.createdAt}::text`,
  author: { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl },
  recipe: { id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn },
};

type ReviewRow = {
  review: typeof reviews.$inferSelect;
  exactAt: string;
  author: { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };
  recipe: { id: number; slug: string; titleEs: string; titleEn: string };
};

const selectReviews = (db: Database) => db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).innerJoin(recipes, eq(recipes.id, reviews.recipeId));

export function presentReview({ review, author, recipe }: ReviewRow, locale: ApiLocale): Review {
  return {
    id: review.id,
    rating: review.rating,
    body: review.body,
    language: review.language ?? null,
    user: { id: author.id, name: author.name, slug: author.slug, is_ai_chef: author.isAiChef, avatar_url: author.avatarUrl },
    recipe: { id: recipe.id, slug: recipe.slug, title: pickText(locale, recipe.titleEs, recipe.titleEn) },
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    status: review.status,
  };
}

const reviewById = preparedPerDatabase((db) =>
  selectReviews(db)
    .where(eq(reviews.id, sql.placeholder("id")))
    .prepare("review_by_id"),
);

export async function findReview(db: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await reviewById(db).execute({ id });
  return row;
}

export async function findMemberReview(db: Database, recipeId: number, userId: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(and(eq(reviews.recipeId, recipeId), eq(reviews.userId, userId)));
  return row;
}

/** A timestamp a raw statement returned: drizzle's drivers hand them over as PostgreSQL's text, which Date reads. */
const timestampOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * Creates the member's review of a recipe, and owes its points, badges and the author's
 * notification to the outbox in the same statement; undefined when they already have one (one per
 * recipe). The answer is made from what the statement returns and what the caller already holds:
 * no second read.
 */
export async function createReview(
  db: Database,
  reviewer: ReviewRow["author"],
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
  input: ReviewInput,
  language: ApiLocale,
): Promise<ReviewRow | undefined> {
  const [created] = await writeOwingEvent<Record<"id" | "recipe_id" | "user_id" | "rating" | "body" | "language" | "created_at" | "updated_at" | "exact_at", unknown>>(
    db,
    db
      .insert(reviews)
      .values({ recipeId: recipe.id, userId: reviewer.id, rating: input.rating, body: input.body, language: writtenIn(input.body, language) })
      .onConflictDoNothing()
      .returning({ ...getTableColumns(reviews), exactAt: sql<string>`${reviews.createdAt}::text`.as("exact_at") })
      .getSQL(),
    reviewEvent,
    sql`jsonb_build_object('review', jsonb_build_object('id', written.id, 'rating', written.rating, 'body', written.body), 'reviewer', ${JSON.stringify({ id: reviewer.id, name: reviewer.name, slug: reviewer.slug })}::jsonb, 'recipe', ${JSON.stringify({ id: recipe.id, slug: recipe.slug, titleEs: recipe.titleEs, titleEn: recipe.titleEn, authorId: recipe.authorId })}::jsonb)`,
  );
  if (!created) return undefined;
  return {
    review: {
      id: Number(created.id),
      recipeId: Number(created.recipe_id),
      userId: Number(created.user_id),
      rating: Number(created.rating),
      body: String(created.body),
      language: created.language === "es" || created.language === "en" ? created.language : null,
      status: "published",
      createdAt: timestampOf(created.created_at),
      updatedAt: timestampOf(created.updated_at),
    },
    exactAt: String(created.exact_at),
    author: reviewer,
    recipe: { id: recipe.id, slug: recipe.slug, titleEs: recipe.titleEs, titleEn: recipe.titleEn },
  };
}

/**
 * Changes a review the caller has just read; the answer is the row as the update returns it, with
 * that read's reviewer and recipe (no second read). Undefined when it was deleted in between.
 */
export async function updateReview(db: Database, existing: ReviewRow, input: Partial<ReviewInput>, language: ApiLocale): Promise<ReviewRow | undefined> {
  const [review] = await db
    .update(reviews)
    .set({ ...input, ...(input.body === undefined ? {} : { language: writtenIn(input.body, language) }), updatedAt: new Date() })
    .where(eq(reviews.id, existing.review.id))
    .returning();
  return review && { ...existing, review };
}

export async function deleteReview(db: Database, id: number) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** The language a review's text is in: the page's it was written on; none for stars alone. */
const writtenIn = (body: string | undefined, language: ApiLocale) => (body?.trim() ? language : null);

/** Whether a review is in the reader's language (1) or not (0): the first key of the order and of the cursor. */
const inLanguage = (locale: ApiLocale) => sql<number>`(case when ${reviews.language} = ${locale} then 1 else 0 end)`;

const reviewCursor = z.tuple([z.union([z.literal(0), z.literal(1)]), cursorTime, cursorRecordId]);

/**
 * Reviews of a recipe, or by a member, those in the reader's language first (issue 30), each part
 * newest first, by cursor. Published ones only, but for a member's own list read by them (decision 097).
 */
export async function listReviews(db: Database, where: { recipeId: number } | { userId: number; ownList?: boolean }, perPage: number, locale: ApiLocale, cursor?: string) {
  const after = decodeCursor(cursor, reviewCursor);
  const rows = await selectReviews(db)
    .where(
      and(
        "recipeId" in where ? eq(reviews.recipeId, where.recipeId) : eq(reviews.userId, where.userId),
        "userId" in where && where.ownList ? undefined : eq(reviews.status, "published"),
        after ? sql`(${inLanguage(locale)}, ${reviews.createdAt}, ${reviews.id}) < (${after[0]}, ${after[1]}::timestamptz, ${after[2]})` : undefined,
      ),
    )
    .orderBy(desc(inLanguage(locale)), desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentReview(row, locale)),
    meta: {
      per_page: perPage,
      next_cursor: rows.length > perPage && last ? encodeCursor([last.review.language === locale ? 1 : 0, last.exactAt, last.review.id]) : null,
    },
  };
}
