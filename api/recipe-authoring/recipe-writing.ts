import { and, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import { listIngredientCatalogue, listIngredientNutrients } from "../catalogue/catalogue-queries";
import type { LineLocale } from "../contract/ingredient-line";
import type { ParsedIngredientLine } from "../contract/recipe-imports";
import { RECIPE_RESTORE_DAYS } from "../contract/limits";
import type { AuthoredRecipeFields } from "../contract/recipe-authoring";
import { slugify } from "../contract/text";
import type { Database } from "../db/client";
import { categories, recipeCategories, recipeIngredients, recipes, recipeSlugRedirects, recipeSteps, recipeTags, tags } from "../db/schema";
import { asRecordId } from "../http/address-params";
import { writeOwingEvent } from "../outbox/outbox-events";
import { recipePublishedEvent } from "./recipe-outbox-events";
import type { RecipePicture } from "./featured-photo";
import { createIngredientMatcher } from "../recipes/ingredient-parsing/ingredient-matcher";
import { parseIngredientLine } from "../recipes/ingredient-parsing/parse-ingredient-line";
import { estimateNutrition } from "../catalogue/nutrition-estimate";
import { rowsOf } from "../db/rows-of";

/**
 * Writing recipes (decision 052): drafts made and changed by their authors, published, taken back,
 * deleted for a while and restored, and remixed. A draft is a recipe without a publication time;
 * a deleted one has `deleted_at` and keeps the rest, so restoring brings it back as it was.
 */

export type RecipeRow = typeof recipes.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

/** The recipe by id, current slug or a slug it had; deleted ones only when asked (restoring). */
export async function findRecipeForAuthoring(db: Database, key: string, { deleted = false } = {}): Promise<RecipeRow | undefined> {
  const id = asRecordId(key);
  const live = deleted ? undefined : isNull(recipes.deletedAt);
  if (id !== undefined)
    return (
      await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), live))
    )[0];
  const [bySlug] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.slug, key), live));
  if (bySlug) return bySlug;
  const [renamed] = await db
    .select({ recipe: recipes })
    .from(recipeSlugRedirects)
    .innerJoin(recipes, eq(recipes.id, recipeSlugRedirects.recipeId))
    .where(and(eq(recipeSlugRedirects.oldSlug, key), live));
  return renamed?.recipe;
}

/** Visible to everyone right now: what isPublished (api/recipes/published.ts) says of one row. */
export function isPublicNow(recipe: RecipeRow, now = new Date()): boolean {
  return recipe.deletedAt === null && recipe.publishedAt !== null && recipe.publishedAt <= now;
}

/** Went public at least once: renames then keep the old slug as a redirect. */
const wasEverPublished = (recipe: RecipeRow) => recipe.firstPublishedAt !== null || recipe.publishedAt !== null;

/** The slug a title gives: never only digits (those address recipes by id), never empty. */
function slugBase(title: string, language: LineLocale): string {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "");
  if (!base) return language === "en" ? "recipe" : "receta";
  return /^\d+$/.test(base) ? `${language === "en" ? "recipe" : "receta"}-${base}` : base;
}

/**
 * A slug no recipe uses and no renamed recipe answered to: the title's, then "-2", "-3"… A slug
 * this recipe itself had before (a rename back) is free for it.
 */
async function freeSlug(tx: Executor, title: string, language: LineLocale, recipeId?: number): Promise<string> {
  const base = slugBase(title, language);
  const [taken, redirected] = await Promise.all([
    tx
      .select({ slug: recipes.slug, id: recipes.id })
      .from(recipes)
      .where(or(eq(recipes.slug, base), like(recipes.slug, `${base}-%`))),
    tx
      .select({ slug: recipeSlugRedirects.oldSlug, id: recipeSlugRedirects.recipeId })
      .from(recipeSlugRedirects)
      .where(or(eq(recipeSlugRedirects.oldSlug, base), like(recipeSlugRedirects.oldSlug, `${base}-%`))),
  ]);
  const used = new Set([...taken, ...redirected].filter((row) => row.id !== recipeId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Category and tag slugs that name nothing, or the ids of those that do. */
async function resolveCatalogue(db: Database, categorySlugs: string[], tagSlugs: string[]) {
  const [categoryRows, tagRows] = await Promise.all([
    categorySlugs.length ? db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, categorySlugs)) : [],
    tagSlugs.length ? db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, tagSlugs)) : [],
  ]);
  const known = (rows: { slug: string }[]) => new Set(rows.map((row) => row.slug));
  return {
    categoryIds: categoryRows.map((row) => row.id),
    tagIds: tagRows.map((row) => row.id),
    unknownCategories: categorySlugs.filter((slug) => !known(categoryRows).has(slug)),
    unknownTags: tagSlugs.filter((slug) => !known(tagRows).has(slug)),
  };
}

/** What the form sent, ready to store: lines read by the parser against the catalogue (decision 051). */
export interface PreparedRecipe {
  fields: AuthoredRecipeFields;
  language: LineLocale;
  lines: (ParsedIngredientLine & { asWritten: string })[];
  categoryIds: number[];
  tagIds: number[];
  nutrition: NutritionToStore;
  /** The main photo to store (null: none); absent keeps the recipe's picture as it is. */
  picture?: RecipePicture;
}

type NutritionToStore = NonNullable<AuthoredRecipeFields["nutrition"]> & { estimated: boolean };

/**
 * The author's nutrition when they gave any value; otherwise the estimate from the lines matched
 * to the catalogue (decision 057), marked as such; nothing when no line could be counted.
 */
async function nutritionToStore(db: Database, fields: AuthoredRecipeFields, lines: PreparedRecipe["lines"]): Promise<NutritionToStore> {
  const given = fields.nutrition ?? {};
  if (Object.values(given).some((value) => value !== null && value !== undefined)) return { ...given, estimated: false };
  const ids = [...new Set(lines.flatMap((line) => (line.ingredient ? [line.ingredient.id] : [])))];
  const nutrientsById = await listIngredientNutrients(db, ids);
  const estimate = estimateNutrition(
    lines.map((line) => ({ quantity: line.quantity, unit: line.unit, note: line.note, nutrients: (line.ingredient && nutrientsById.get(line.ingredient.id)) ?? null })),
    fields.servings,
  );
  return estimate ? { ...estimate.nutrition, estimated: true } : { estimated: false };
}

/** Reads the form's lines and finds its categories and tags; the slugs that name nothing are returned instead. */
export async function prepareRecipe(
  db: Database,
  fields: AuthoredRecipeFields,
  language: LineLocale,
): Promise<{ prepared: PreparedRecipe; unknownCategories: string[]; unknownTags: string[] }> {
  const [catalogue, matcher] = await Promise.all([
    resolveCatalogue(db, fields.categories, fields.tags),
    fields.ingredients.length ? listIngredientCatalogue(db).then(createIngredientMatcher) : undefined,
  ]);
  const lines = matcher ? fields.ingredients.map(({ line }) => ({ ...parseIngredientLine(line, language, matcher), asWritten: line })) : [];
  const nutrition = await nutritionToStore(db, fields, lines);
  return {
    prepared: { fields, language, lines, categoryIds: catalogue.categoryIds, tagIds: catalogue.tagIds, nutrition },
    unknownCategories: catalogue.unknownCategories,
    unknownTags: catalogue.unknownTags,
  };
}

/** Notes, yield and tools in the recipe's language and their translation in the other; the credit as given (decision 078). */
function extrasColumns(fields: AuthoredRecipeFields, language: LineLocale) {
  const other = fields.translation ?? {};
  const both = <T>(own: T, translated: T) => (language === "es" ? [own, translated] : [translated, own]);
  const [notesEs, notesEn] = both(fields.notes, other.notes ?? "");
  const [yieldEs, yieldEn] = both(fields.recipe_yield, other.recipe_yield ?? "");
  const [equipmentEs, equipmentEn] = both(fields.equipment, other.equipment ?? []);
  return { notesEs, notesEn, yieldEs, yieldEn, equipmentEs, equipmentEn, sourceName: fields.source_name, sourceUrl: fields.source_url ?? null };
}

/** The recipe row's columns from the form: the texts in the recipe's language, the translation in the other. */
function recipeColumns({ fields, language, nutrition, picture }: PreparedRecipe) {
  const other = fields.translation ?? {};
  const [titleEs, titleEn] = language === "es" ? [fields.title, other.title ?? ""] : [other.title ?? "", fields.title];
  const [descriptionEs, descriptionEn] = language === "es" ? [fields.description, other.description ?? ""] : [other.description ?? "", fields.description];
  return {
    language,
    titleEs,
    titleEn,
    descriptionEs,
    descriptionEn,
    servings: fields.servings,
    prepMinutes: fields.prep_minutes,
    cookMinutes: fields.cook_minutes,
    activeMinutes: fields.active_minutes,
    totalMinutes: fields.total_minutes || fields.prep_minutes + fields.cook_minutes,
    difficulty: fields.difficulty,
    calories: nutrition.calories ?? null,
    proteinGrams: nutrition.protein ?? null,
    carbsGrams: nutrition.carbs ?? null,
    fatGrams: nutrition.fat ?? null,
    fiberGrams: nutrition.fiber ?? null,
    sugarGrams: nutrition.sugar ?? null,
    sodiumMilligrams: nutrition.sodium ?? null,
    nutritionEstimated: nutrition.estimated,
    videoUrl: fields.video_url ?? null,
    ...extrasColumns(fields, language),
    ...(picture === undefined ? {} : { featuredImageUrl: picture?.url ?? null, featuredImageWidth: picture?.width ?? null, featuredImageHeight: picture?.height ?? null }),
  };
}

/** Replaces the recipe's lines, steps, categories and tags (migration 0005's triggers keep its arrays). */
async function writeParts(tx: Tx, recipeId: number, prepared: PreparedRecipe) {
  const { fields, language, lines } = prepared;
  await Promise.all([
    tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId)),
    tx.delete(recipeSteps).where(eq(recipeSteps.recipeId, recipeId)),
    tx.delete(recipeCategories).where(eq(recipeCategories.recipeId, recipeId)),
    tx.delete(recipeTags).where(eq(recipeTags.recipeId, recipeId)),
  ]);
  if (lines.length > 0) {
    await tx.insert(recipeIngredients).values(
      lines.map((parsed, index) => ({
        recipeId,
        position: index + 1,
        ingredientId: parsed.ingredient?.id ?? null,
        quantity: parsed.quantity,
        unit: parsed.unit,
        noteEs: language === "es" ? parsed.note : null,
        noteEn: language === "en" ? parsed.note : null,
        asWritten: parsed.asWritten,
      })),
    );
  }
  const translated = fields.translation?.steps ?? [];
  const steps = fields.step_sections.flatMap((section) => section.steps.map((step) => ({ ...step, section: section.name?.trim() || null })));
  if (steps.length > 0) {
    await tx.insert(recipeSteps).values(
      steps.map((step, index) => {
        const other = translated[index] ?? "";
        return {
          recipeId,
          position: index + 1,
          descriptionEs: language === "es" ? step.text : other,
          descriptionEn: language === "en" ? step.text : other,
          imageUrl: step.image_url ?? null,
          sectionEs: language === "es" ? step.section : null,
          sectionEn: language === "en" ? step.section : null,
        };
      }),
    );
  }
  if (prepared.categoryIds.length) await tx.insert(recipeCategories).values(prepared.categoryIds.map((categoryId) => ({ recipeId, categoryId })));
  if (prepared.tagIds.length) await tx.insert(recipeTags).values(prepared.tagIds.map((tagId) => ({ recipeId, tagId })));
}

/**
 * A new draft of `authorId`'s, its slug made from its title. An edit that lost to a newer revision
 * is kept this way too, as a draft of the recipe's author with its lineage (decision 076).
 */
export async function createDraft(db: Database, authorId: number, prepared: PreparedRecipe, { remixedFromId = null }: { remixedFromId?: number | null } = {}): Promise<RecipeRow> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, prepared.fields.title, prepared.language);
    const [row] = await tx
      .insert(recipes)
      .values({ ...recipeColumns(prepared), slug, authorId, publishedAt: null, remixedFromId })
      .returning();
    await writeParts(tx, row!.id, prepared);
    return row!;
  });
}

/**
 * The whole recipe again, if it is still at `basedOn` (the revision the edit started from);
 * otherwise "conflict" and nothing is written (decision 076). A new title gives a new slug; once
 * the recipe has been public, the old slug stays as a redirect to it, so no address that was
 * shared breaks.
 */
export async function updateRecipe(db: Database, recipe: RecipeRow, prepared: PreparedRecipe, basedOn: number): Promise<RecipeRow | "conflict"> {
  return db.transaction(async (tx) => {
    // Locked, so two saves from the same revision are read one after the other: the second sees the first's revision.
    const [locked] = await tx.select().from(recipes).where(eq(recipes.id, recipe.id)).for("update");
    const current = locked ?? recipe;
    if (current.revision !== basedOn) return "conflict";
    const oldTitle = current.language === "en" ? current.titleEn : current.titleEs;
    let slug = current.slug;
    if (slugBase(prepared.fields.title, prepared.language) !== slugBase(oldTitle, current.language ?? prepared.language)) {
      slug = await freeSlug(tx, prepared.fields.title, prepared.language, current.id);
      if (slug !== current.slug) {
        await tx.delete(recipeSlugRedirects).where(eq(recipeSlugRedirects.oldSlug, slug));
        if (wasEverPublished(current)) await tx.insert(recipeSlugRedirects).values({ oldSlug: current.slug, recipeId: current.id }).onConflictDoNothing();
      }
    }
    await writeParts(tx, current.id, prepared);
    const [row] = await tx
      .update(recipes)
      .set({ ...recipeColumns(prepared), slug, revision: current.revision + 1, updatedAt: new Date() })
      .where(eq(recipes.id, current.id))
      .returning();
    return row!;
  });
}

/**
 * Publishes a draft (or a scheduled recipe) now, and owes its effects to the outbox in the same
 * statement (decision 035): the author's points, followers' notifications. The row's write moves
 * the content version (migrations 0007/0009), so search, the sitemap, feeds and every kept page
 * see it at once. False when it was public already (nothing owed again).
 */
export async function publishRecipe(db: Database, recipeId: number, author: { id: number; name: string; slug: string }): Promise<boolean> {
  const written = await writeOwingEvent<{ id: number }>(
    db,
    sql`update recipes set published_at = now(), first_published_at = coalesce(first_published_at, now()), updated_at = now()
      where id = ${recipeId} and deleted_at is null and (published_at is null or published_at > now())
      returning id, slug, title_es, title_en, author_id`,
    recipePublishedEvent,
    sql`jsonb_build_object('recipe', jsonb_build_object('id', id, 'slug', slug, 'titleEs', title_es, 'titleEn', title_en, 'authorId', author_id), 'author', ${JSON.stringify(author)}::jsonb)`,
  );
  return written.length > 0;
}

/** Back to draft: out of every public read; the slug stays its. */
export async function unpublishRecipe(db: Database, recipeId: number): Promise<void> {
  await db.update(recipes).set({ publishedAt: null, updatedAt: new Date() }).where(eq(recipes.id, recipeId));
}

/** Soft delete: hidden everywhere, restorable for RECIPE_RESTORE_DAYS days. */
export async function deleteRecipe(db: Database, recipeId: number): Promise<void> {
  await db
    .update(recipes)
    .set({ deletedAt: new Date() })
    .where(and(eq(recipes.id, recipeId), isNull(recipes.deletedAt)));
}

/** Undeletes it as it was (published or draft); false when it was deleted too long ago (or is not deleted). */
export async function restoreRecipe(db: Database, recipeId: number): Promise<boolean> {
  const restored = rowsOf<{ id: number }>(
    await db.execute(
      sql`update recipes set deleted_at = null, updated_at = now() where id = ${recipeId} and deleted_at > now() - make_interval(days => ${RECIPE_RESTORE_DAYS}) returning id`,
    ),
  );
  return restored.length > 0;
}

/**
 * A copy of a published recipe as a new draft of `authorId`'s that remembers its original: the
 * lines (as written), steps and sections, categories, tags, times, nutrition, picture, notes, yield,
 * tools and credit.
 */
export async function remixRecipe(db: Database, original: RecipeRow, authorId: number): Promise<RecipeRow> {
  return db.transaction(async (tx) => {
    const language = original.language ?? (original.titleEs ? "es" : "en");
    const slug = await freeSlug(tx, (language === "en" ? original.titleEn : original.titleEs) || original.titleEs || original.titleEn, language);
    const copied = {
      titleEs: original.titleEs,
      titleEn: original.titleEn,
      descriptionEs: original.descriptionEs,
      descriptionEn: original.descriptionEn,
      servings: original.servings,
      prepMinutes: original.prepMinutes,
      cookMinutes: original.cookMinutes,
      activeMinutes: original.activeMinutes,
      totalMinutes: original.totalMinutes,
      difficulty: original.difficulty,
      calories: original.calories,
      proteinGrams: original.proteinGrams,
      carbsGrams: original.carbsGrams,
      fatGrams: original.fatGrams,
      fiberGrams: original.fiberGrams,
      sugarGrams: original.sugarGrams,
      sodiumMilligrams: original.sodiumMilligrams,
      nutritionEstimated: original.nutritionEstimated,
      videoUrl: original.videoUrl,
      notesEs: original.notesEs,
      notesEn: original.notesEn,
      yieldEs: original.yieldEs,
      yieldEn: original.yieldEn,
      equipmentEs: original.equipmentEs,
      equipmentEn: original.equipmentEn,
      sourceName: original.sourceName,
      sourceUrl: original.sourceUrl,
      featuredImageUrl: original.featuredImageUrl,
      featuredImageWidth: original.featuredImageWidth,
      featuredImageHeight: original.featuredImageHeight,
    };
    const [row] = await tx
      .insert(recipes)
      .values({ ...copied, language, slug, authorId, publishedAt: null, remixedFromId: original.id })
      .returning();
    const id = row!.id;
    await tx.execute(sql`insert into recipe_ingredients (recipe_id, position, ingredient_id, quantity, unit, note_es, note_en, as_written)
      select ${id}, position, ingredient_id, quantity, unit, note_es, note_en, as_written from recipe_ingredients where recipe_id = ${original.id}`);
    await tx.execute(sql`insert into recipe_steps (recipe_id, position, description_es, description_en, image_url, section_es, section_en)
      select ${id}, position, description_es, description_en, image_url, section_es, section_en from recipe_steps where recipe_id = ${original.id}`);
    await tx.execute(sql`insert into recipe_categories (recipe_id, category_id) select ${id}, category_id from recipe_categories where recipe_id = ${original.id}`);
    await tx.execute(sql`insert into recipe_tags (recipe_id, tag_id) select ${id}, tag_id from recipe_tags where recipe_id = ${original.id}`);
    return row!;
  });
}
