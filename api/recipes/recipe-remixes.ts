import { and, count, desc, eq } from "drizzle-orm";
import { RECIPE_REMIXES_SHOWN } from "../contract/limits";
import { foldText } from "../contract/text";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { isPublished } from "./published";
import { findRecipeSummary, loadRecipeParts, type RecipeParts, type RecipeSummaryRow, summaryColumns } from "./recipe-queries";

/** A recipe's remix lineage (decision 052): its published remixes, and the published original it came from. */
export interface RemixLineage {
  remixesCount: number;
  remixes: RecipeSummaryRow[];
  origin: { row: RecipeSummaryRow; parts: RecipeParts } | undefined;
}

export async function loadRemixLineage(db: Database, recipe: RecipeSummaryRow["recipe"]): Promise<RemixLineage> {
  const remixedFromHere = and(eq(recipes.remixedFromId, recipe.id), isPublished);
  const [remixes, [counted], originRow] = await Promise.all([
    db
      .select(summaryColumns)
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.authorId))
      .where(remixedFromHere)
      .orderBy(desc(recipes.publishedAt), desc(recipes.id))
      .limit(RECIPE_REMIXES_SHOWN),
    db.select({ n: count() }).from(recipes).where(remixedFromHere),
    recipe.remixedFromId === null ? undefined : findRecipeSummary(db, String(recipe.remixedFromId)),
  ]);
  const origin = originRow && { row: originRow, parts: await loadRecipeParts(db, originRow.recipe.id) };
  return { remixesCount: Number(counted?.n ?? 0), remixes, origin };
}

export function presentRemixRef({ recipe, author }: RecipeSummaryRow, locale: ApiLocale) {
  return {
    id: recipe.id,
    title: pickText(locale, recipe.titleEs, recipe.titleEn),
    slug: recipe.slug,
    user: { id: author.id, name: author.name, slug: author.slug, is_ai_chef: author.isAiChef, avatar_url: author.avatarUrl },
  };
}

type Line = RecipeParts["lines"][number];

/** A line's identity across a remix: its catalogue ingredient, else the words written. */
const lineKey = ({ line, ingredient }: Line) => (ingredient ? `i:${ingredient.id}` : `w:${foldText(line.asWritten ?? line.noteEs ?? line.noteEn ?? "").trim()}`);
const lineName = ({ line, ingredient }: Line, locale: ApiLocale) => (ingredient ? pickText(locale, ingredient.nameEs, ingredient.nameEn) : (line.asWritten ?? ""));
const stepKey = (step: RecipeParts["steps"][number]) => foldText(`${step.descriptionEs}\n${step.descriptionEn}`).replace(/\s+/g, " ").trim();

/** What a remix changed from its original: ingredients added and removed (by name), steps added and removed (by text). */
export function remixChanges(original: RecipeParts, remix: RecipeParts, locale: ApiLocale) {
  const before = new Set(original.lines.map(lineKey));
  const after = new Set(remix.lines.map(lineKey));
  const stepsBefore = new Set(original.steps.map(stepKey));
  const stepsAfter = new Set(remix.steps.map(stepKey));
  return {
    ingredients_added: [...new Set(remix.lines.filter((line) => !before.has(lineKey(line))).map((line) => lineName(line, locale)))],
    ingredients_removed: [...new Set(original.lines.filter((line) => !after.has(lineKey(line))).map((line) => lineName(line, locale)))],
    steps_added: remix.steps.filter((step) => !stepsBefore.has(stepKey(step))).length,
    steps_removed: original.steps.filter((step) => !stepsAfter.has(stepKey(step))).length,
  };
}
