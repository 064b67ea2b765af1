import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { describeIngredientLine, type LineLocale } from "../contract/ingredient-line";
import { RECIPE_RESTORE_DAYS } from "../contract/limits";
import type { AuthoredRecipe, AuthoredRecipeCard, authoredRecipeStatuses } from "../contract/recipe-authoring";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { createIngredientMatcher } from "../recipes/ingredient-parsing/ingredient-matcher";
import { parseIngredientLine } from "../recipes/ingredient-parsing/parse-ingredient-line";
import { presentNutrition } from "../recipes/recipe-presenter";
import { loadRecipeParts, summaryColumns } from "../recipes/recipe-queries";
import type { RecipeRow } from "./recipe-writing";

type Status = (typeof authoredRecipeStatuses)[number];

const DAY_MS = 86_400_000;
const mediaUrl = (path: string, mediaBaseUrl: string) => (path.startsWith("/") ? `${mediaBaseUrl}${path}` : path);
/** A line the catalogue did not match when saved is read again with no catalogue: its words are the name the parser saw. */
const noCatalogue = createIngredientMatcher([]);
const unmatchedName = (asWritten: string, language: LineLocale) => parseIngredientLine(asWritten, language, noCatalogue).name || null;

/** The language a recipe is written in: the author's choice, or for seeded recipes Spanish when it has a Spanish title. */
const languageOf = (recipe: RecipeRow): LineLocale => recipe.language ?? (recipe.titleEs ? "es" : "en");

function statusOf(recipe: RecipeRow, now = new Date()): Status {
  if (recipe.deletedAt) return "deleted";
  if (!recipe.publishedAt) return "draft";
  return recipe.publishedAt > now ? "scheduled" : "published";
}

function presentDates(recipe: RecipeRow) {
  return {
    published_at: recipe.publishedAt?.toISOString() ?? null,
    deleted_at: recipe.deletedAt?.toISOString() ?? null,
    restorable_until: recipe.deletedAt ? new Date(recipe.deletedAt.getTime() + RECIPE_RESTORE_DAYS * DAY_MS).toISOString() : null,
    created_at: recipe.createdAt.toISOString(),
    updated_at: recipe.updatedAt.toISOString(),
  };
}

export function presentCard(recipe: RecipeRow, mediaBaseUrl: string): AuthoredRecipeCard {
  const language = languageOf(recipe);
  return {
    id: recipe.id,
    slug: recipe.slug,
    status: statusOf(recipe),
    language,
    title: language === "es" ? recipe.titleEs : recipe.titleEn,
    description: language === "es" ? recipe.descriptionEs : recipe.descriptionEn,
    featured_image_url: recipe.featuredImageUrl ? mediaUrl(recipe.featuredImageUrl, mediaBaseUrl) : null,
    ...presentDates(recipe),
  };
}

const authorOf = (author: { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null }) => ({
  id: author.id,
  name: author.name,
  slug: author.slug,
  is_ai_chef: author.isAiChef,
  avatar_url: author.avatarUrl,
});

export async function findAuthor(db: Database, userId: number) {
  const [author] = await db.select(summaryColumns.author).from(users).where(eq(users.id, userId));
  return author!;
}

/** The recipe as its author edits it: both languages, lines as written, steps grouped by section. */
export async function presentAuthoredRecipe(db: Database, recipe: RecipeRow, mediaBaseUrl: string): Promise<AuthoredRecipe> {
  const language = languageOf(recipe);
  const [parts, [author], origin] = await Promise.all([
    loadRecipeParts(db, recipe.id),
    db.select(summaryColumns.author).from(users).where(eq(users.id, recipe.authorId)),
    recipe.remixedFromId === null
      ? undefined
      : db
          .select(summaryColumns)
          .from(recipes)
          .innerJoin(users, eq(users.id, recipes.authorId))
          .where(eq(recipes.id, recipe.remixedFromId))
          .then((rows) => rows[0]),
  ]);
  const own = <T>(es: T, en: T) => (language === "es" ? es : en);
  const other = <T>(es: T, en: T) => (language === "es" ? en : es);
  const sections: AuthoredRecipe["step_sections"] = [];
  for (const step of parts.steps) {
    const name = own(step.sectionEs, step.sectionEn) ?? other(step.sectionEs, step.sectionEn) ?? null;
    const last = sections.at(-1);
    const entry = {
      text: own(step.descriptionEs, step.descriptionEn) || other(step.descriptionEs, step.descriptionEn),
      image_url: step.imageUrl ? mediaUrl(step.imageUrl, mediaBaseUrl) : null,
    };
    if (last && last.name === name) last.steps.push(entry);
    else sections.push({ name, steps: [entry] });
  }
  return {
    id: recipe.id,
    slug: recipe.slug,
    status: statusOf(recipe),
    language,
    title: own(recipe.titleEs, recipe.titleEn),
    description: own(recipe.descriptionEs, recipe.descriptionEn),
    translation: {
      title: other(recipe.titleEs, recipe.titleEn),
      description: other(recipe.descriptionEs, recipe.descriptionEn),
      steps: parts.steps.map((step) => other(step.descriptionEs, step.descriptionEn)),
      notes: other(recipe.notesEs, recipe.notesEn),
      recipe_yield: other(recipe.yieldEs, recipe.yieldEn),
      equipment: other(recipe.equipmentEs, recipe.equipmentEn),
    },
    ingredients: parts.lines.map(({ line, ingredient }) => {
      const name = ingredient ? own(ingredient.nameEs, ingredient.nameEn) : "";
      const note = own(line.noteEs, line.noteEn) ?? other(line.noteEs, line.noteEn);
      return {
        line: line.asWritten ?? describeIngredientLine({ quantity: line.quantity, unit: line.unit, name, note }, language),
        quantity: line.quantity,
        unit: line.unit,
        note,
        ingredient: ingredient ? { id: ingredient.id, slug: ingredient.slug, name } : null,
        unmatched_name: !ingredient && line.asWritten ? unmatchedName(line.asWritten, language) : null,
      };
    }),
    step_sections: sections,
    servings: recipe.servings,
    prep_minutes: recipe.prepMinutes,
    cook_minutes: recipe.cookMinutes,
    active_minutes: recipe.activeMinutes,
    total_minutes: recipe.totalMinutes,
    difficulty: recipe.difficulty,
    categories: parts.categories.map((category) => category.slug),
    tags: parts.tags.map((tag) => tag.slug),
    video_url: recipe.videoUrl,
    nutrition: presentNutrition(recipe),
    featured_image_url: recipe.featuredImageUrl ? mediaUrl(recipe.featuredImageUrl, mediaBaseUrl) : null,
    notes: own(recipe.notesEs, recipe.notesEn),
    recipe_yield: own(recipe.yieldEs, recipe.yieldEn),
    equipment: own(recipe.equipmentEs, recipe.equipmentEn),
    source_name: recipe.sourceName,
    source_url: recipe.sourceUrl,
    user: authorOf(author!),
    revision: recipe.revision,
    remixed_from: origin
      ? {
          id: origin.recipe.id,
          title: own(origin.recipe.titleEs, origin.recipe.titleEn) || other(origin.recipe.titleEs, origin.recipe.titleEn),
          slug: origin.recipe.slug,
          user: authorOf(origin.author),
          is_published: statusOf(origin.recipe) === "published",
        }
      : null,
    first_published_at: recipe.firstPublishedAt?.toISOString() ?? null,
    ...presentDates(recipe),
  };
}

/** (updated at as PostgreSQL wrote it, id) of the last row. */
const myRecipesCursor = z.tuple([cursorTime, cursorRecordId]);

function statusCondition(status: Status | undefined): SQL | undefined {
  switch (status) {
    case "deleted":
      return isNotNull(recipes.deletedAt);
    case "draft":
      return and(isNull(recipes.deletedAt), isNull(recipes.publishedAt));
    case "scheduled":
      return and(isNull(recipes.deletedAt), gt(recipes.publishedAt, sql`now()`));
    case "published":
      return and(isNull(recipes.deletedAt), lte(recipes.publishedAt, sql`now()`));
    default:
      return undefined;
  }
}

/**
 * "My recipes": the member's drafts, published and scheduled recipes and those deleted less than
 * RECIPE_RESTORE_DAYS days ago, last changed first, by cursor.
 */
export async function listMyRecipes(db: Database, userId: number, { perPage, cursor, status }: { perPage: number; cursor?: string; status?: Status }) {
  const after = decodeCursor(cursor, myRecipesCursor);
  const exactUpdatedAt = sql<string>`${recipes.updatedAt}::text`;
  const rows = await db
    .select({ recipe: recipes, exactUpdatedAt })
    .from(recipes)
    .where(
      and(
        eq(recipes.authorId, userId),
        or(isNull(recipes.deletedAt), gt(recipes.deletedAt, sql`now() - make_interval(days => ${RECIPE_RESTORE_DAYS})`)),
        statusCondition(status),
        after ? sql`(${recipes.updatedAt}, ${recipes.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
      ),
    )
    .orderBy(desc(recipes.updatedAt), desc(recipes.id))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    rows: page.map((row) => row.recipe),
    nextCursor: rows.length > perPage && last ? encodeCursor([last.exactUpdatedAt, last.recipe.id]) : null,
  };
}
