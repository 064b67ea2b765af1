import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { articleSlug, createArticle as storeArticle, publishedRecipeIds, relatedSlugs } from "../articles/article-queries";
import { renderArticleBody } from "../articles/article-rendering";
import { articleBody } from "../contract/articles";
import { catalogueIds as challengeCatalogueIds, challengeSlug, createChallenge as storeChallenge } from "../challenges/challenge-queries";
import { challengeBody } from "../contract/challenges";
import { eventBody } from "../contract/events";
import { createEvent as storeEvent, eventSlug, publishedRecipeIds as publishedEventRecipes } from "../events/event-queries";
import { followEffects, reviewEffects } from "../community/community-outbox-events";
import { applyEffects } from "../outbox/outbox-effects";
import type { NotificationPublisher } from "../notifications/notifier";
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, type IllustrationInput, recipeIllustrationSvg } from "../recipes/illustrations/recipe-illustration";
import type { Database } from "../db/client";
import {
  articles,
  categories,
  challengeEntries,
  challengeVotes,
  eventRsvps,
  chefProfiles,
  follows,
  forumCategories,
  ingredients,
  media,
  pantryItems,
  recipeCategories,
  recipeIngredients,
  recipeListItems,
  recipeLists,
  recipes,
  recipeSteps,
  recipeTags,
  reviews,
  savedRecipes,
  tags,
  users,
} from "../db/schema";
import type { GrantedRole } from "../contract/permissions";
import { slugify } from "../contract/text";
import { grantRole } from "../permissions/role-grants";
import { recipeExtrasColumns } from "./data/recipe-extras";
import { ingredientNutrients } from "./data/ingredient-nutrients";
import type { SeedCategory, SeedTag } from "./data/taxonomy";
import type { Bilingual, SeedIngredient, SeedRecipe } from "./data/types";

/**
 * The one set of factories: the rows the demo seed is made of and the rows tests start from are
 * made by these functions (tests reach them through tests/support/factories.ts, which adds test
 * defaults). Each takes `db`, a database or a transaction, and stores what a member's own action
 * would: a follow or a review also brings its points, badges and notifications.
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or an open transaction. */
type Executor = Database | Transaction;

/** Tells nobody live: seeding and tests have no listeners unless they bring their own. */
const silent: NotificationPublisher = { publishMany: async () => undefined };

let sequence = 0;

export interface MemberFields extends Partial<typeof users.$inferInsert> {
  /** A public cooking profile (every AI chef has one; members may). */
  profile?: { bio: Bilingual; socialLinks?: typeof chefProfiles.$inferInsert.socialLinks; specialties?: Bilingual[] };
  /** Roles granted beyond "member", recorded as given by `grantedBy` (no one: the system). */
  roles?: readonly GrantedRole[];
  grantedBy?: number;
}

/** A member (or an AI chef, or the admin); unnamed fields get unique defaults: "Cocinera 3", cocinera-3@example.com. */
export async function createMember(db: Executor, fields: MemberFields = {}) {
  const [user] = await createMembers(db, [fields]);
  return user!;
}

/** Several members in one statement (and their profiles in another), in the order given. */
export async function createMembers(db: Executor, list: MemberFields[]) {
  const rows = await db
    .insert(users)
    .values(
      list.map(({ profile: _profile, roles: _roles, grantedBy: _grantedBy, ...fields }) => {
        const n = ++sequence;
        return { name: `Cocinera ${n}`, slug: `cocinera-${n}`, email: `cocinera-${n}@example.com`, ...fields };
      }),
    )
    .returning();
  const profiles = list.flatMap(({ profile }, index) =>
    profile ? [{ userId: rows[index]!.id, bioEs: profile.bio.es, bioEn: profile.bio.en, socialLinks: profile.socialLinks, specialties: profile.specialties }] : [],
  );
  if (profiles.length > 0) await db.insert(chefProfiles).values(profiles);
  for (const [index, { roles = [], grantedBy = null }] of list.entries()) {
    for (const role of roles) await grantRole(db, { userId: rows[index]!.id, role, actorId: grantedBy, at: rows[index]!.createdAt });
  }
  return rows;
}

/** The ids recipes point at: categories and tags by slug, ingredients by slug with their group. */
interface Catalogue {
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  ingredientBySlug: Map<string, { id: number; group: string }>;
}

/** A category tree: roots at level 0, each node's position its place among its siblings. Ids by slug. */
export async function createCategoryTree(db: Executor, tree: SeedCategory[]) {
  const ids = new Map<string, number>();
  const insertLevel = async (nodes: SeedCategory[], parentId: number | null, level: number) => {
    for (const [position, node] of nodes.entries()) {
      const [row] = await db
        .insert(categories)
        .values({ slug: node.slug, nameEs: node.name.es, nameEn: node.name.en, type: node.type, parentId, level, position })
        .returning({ id: categories.id });
      ids.set(node.slug, row!.id);
      if (node.children) await insertLevel(node.children, row!.id, level + 1);
    }
  };
  await insertLevel(tree, null, 0);
  return ids;
}

/** Tags; ids by slug. */
export async function createTags(db: Executor, list: SeedTag[]) {
  const rows = await db
    .insert(tags)
    .values(list.map((tag) => ({ slug: tag.slug, nameEs: tag.name.es, nameEn: tag.name.en })))
    .returning({ id: tags.id, slug: tags.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The catalogue's nutrient columns for a demo ingredient (decision 057); all null for one the table does not know. */
export function nutrientColumns(slug: string) {
  const [kcal, protein, carbs, fat, fiber, sugar, sodium, gramsPerPiece, gramsPerMillilitre] = ingredientNutrients[slug] ?? [];
  return {
    kcalPer100g: kcal ?? null,
    proteinGramsPer100g: protein ?? null,
    carbsGramsPer100g: carbs ?? null,
    fatGramsPer100g: fat ?? null,
    fiberGramsPer100g: fiber ?? null,
    sugarGramsPer100g: sugar ?? null,
    sodiumMilligramsPer100g: sodium ?? null,
    gramsPerPiece: gramsPerPiece ?? null,
    gramsPerMillilitre: gramsPerMillilitre ?? null,
  };
}

/** Ingredients; id and group by slug. */
export async function createIngredients(db: Executor, list: SeedIngredient[]): Promise<Catalogue["ingredientBySlug"]> {
  const rows = await db
    .insert(ingredients)
    .values(
      list.map((item) => ({
        slug: item.slug,
        nameEs: item.es,
        nameEn: item.en,
        group: item.group,
        synonymsEs: item.synonyms?.es ?? [],
        synonymsEn: item.synonyms?.en ?? [],
        ...nutrientColumns(item.slug),
      })),
    )
    .returning({ id: ingredients.id, slug: ingredients.slug, group: ingredients.group });
  return new Map(rows.map((row) => [row.slug, row]));
}

interface RecipeFields extends Catalogue {
  authorId: number;
  publishedAt: Date;
  isFeatured: boolean;
  /** Overrides the recipe's slug (the bulk seed makes variants of demo recipes). */
  slug?: string;
  title?: Bilingual;
}

/** What a seed recipe's generated illustration is drawn from (also read by scripts/illustrations-contact-sheet.ts). */
export function illustrationInput(
  recipe: SeedRecipe,
  { slug, title, groupOf }: { slug: string; title: Bilingual; groupOf: (ingredientSlug: string) => string | undefined },
): IllustrationInput {
  return {
    slug,
    title: title.es,
    titleEn: title.en,
    cuisine: recipe.cuisine,
    course: recipe.course,
    tags: recipe.tags,
    ingredients: recipe.ingredients.map(([ingredientSlug, quantity, unit]) => ({ slug: ingredientSlug, group: groupOf(ingredientSlug) ?? "other", quantity, unit })),
  };
}

/** Stores one recipe with its lines, steps, categories, tags and generated illustration; its id. */
export async function createRecipe(db: Executor, recipe: SeedRecipe, context: RecipeFields) {
  const [id] = await createRecipes(db, [{ recipe, ...context }]);
  return id!;
}

/** Recipes per round of statements: each table's rows for them go in one insert, well under PostgreSQL's 65,535 parameters. */
const RECIPES_PER_BATCH = 150;

/**
 * Several recipes, in the order given, as createRecipe stores one; their ids. A handful of
 * multi-row inserts per batch instead of six statements a recipe: seeding the demo content on the
 * embedded database took most of a first start that way.
 */
export async function createRecipes(db: Executor, list: (RecipeFields & { recipe: SeedRecipe })[]): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < list.length; from += RECIPES_PER_BATCH) ids.push(...(await createRecipeBatch(db, list.slice(from, from + RECIPES_PER_BATCH))));
  return ids;
}

async function createRecipeBatch(db: Executor, batch: (RecipeFields & { recipe: SeedRecipe })[]): Promise<number[]> {
  if (batch.length === 0) return [];
  const made = batch.map(({ recipe, ...context }) => {
    const slug = context.slug ?? recipe.slug;
    const title = context.title ?? recipe.title;
    const svg = recipeIllustrationSvg(illustrationInput(recipe, { slug, title, groupOf: (ingredientSlug) => context.ingredientBySlug.get(ingredientSlug)?.group }));
    const digest = createHash("sha256").update(svg).digest("hex").slice(0, 10);
    return { recipe, context, slug, title, svg, imageKey: `recipes/${slug}-${digest}.svg` };
  });
  await db
    .insert(media)
    .values(
      made.map(({ imageKey, svg }) => ({
        key: imageKey,
        contentType: "image/svg+xml",
        width: ILLUSTRATION_WIDTH,
        height: ILLUSTRATION_HEIGHT,
        bytes: new TextEncoder().encode(svg),
      })),
    )
    .onConflictDoNothing();

  const rows = await db
    .insert(recipes)
    .values(
      made.map(({ recipe, context, slug, title, imageKey }) => {
        const rest = recipe.restMinutes ?? 0;
        return {
          slug,
          authorId: context.authorId,
          titleEs: title.es,
          titleEn: title.en,
          descriptionEs: recipe.description.es,
          descriptionEn: recipe.description.en,
          servings: recipe.servings,
          prepMinutes: recipe.prepMinutes,
          cookMinutes: recipe.cookMinutes,
          activeMinutes: recipe.prepMinutes + Math.round(recipe.cookMinutes / 3),
          totalMinutes: recipe.prepMinutes + recipe.cookMinutes + rest,
          difficulty: recipe.difficulty,
          calories: recipe.nutrition.calories,
          proteinGrams: recipe.nutrition.protein,
          carbsGrams: recipe.nutrition.carbs,
          fatGrams: recipe.nutrition.fat,
          fiberGrams: recipe.nutrition.fiber,
          sugarGrams: recipe.nutrition.sugar,
          sodiumMilligrams: recipe.nutrition.sodium,
          videoUrl: recipe.videoUrl ?? null,
          ...recipeExtrasColumns(recipe.slug),
          featuredImageUrl: `/api/media/${imageKey}`,
          featuredImageWidth: ILLUSTRATION_WIDTH,
          featuredImageHeight: ILLUSTRATION_HEIGHT,
          isFeatured: context.isFeatured,
          publishedAt: context.publishedAt,
          createdAt: context.publishedAt,
          updatedAt: context.publishedAt,
        };
      }),
    )
    .returning({ id: recipes.id, slug: recipes.slug });
  // RETURNING promises no order; the slug is unique.
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const ids = made.map(({ slug }) => idBySlug.get(slug)!);

  const lines = made.flatMap(({ recipe, context }, index) =>
    recipe.ingredients.map(([ingredientSlug, quantity, unit, note], position) => ({
      recipeId: ids[index]!,
      position: position + 1,
      ingredientId: context.ingredientBySlug.get(ingredientSlug)?.id ?? null,
      quantity,
      unit,
      noteEs: note?.es ?? null,
      noteEn: note?.en ?? null,
    })),
  );
  if (lines.length > 0) await db.insert(recipeIngredients).values(lines);
  const steps = made.flatMap(({ recipe }, index) =>
    recipe.steps.map((step, position) => ({ recipeId: ids[index]!, position: position + 1, descriptionEs: step.es, descriptionEn: step.en })),
  );
  if (steps.length > 0) await db.insert(recipeSteps).values(steps);
  const categoryValues = made.flatMap(({ recipe, context }, index) =>
    [...new Set([recipe.cuisine, recipe.course, ...(recipe.categories ?? [])])].flatMap((categorySlug) => {
      const categoryId = context.categoryIds.get(categorySlug);
      return categoryId ? [{ recipeId: ids[index]!, categoryId }] : [];
    }),
  );
  if (categoryValues.length > 0) await db.insert(recipeCategories).values(categoryValues);
  const tagValues = made.flatMap(({ recipe, context }, index) =>
    [...new Set(recipe.tags)].flatMap((tagSlug) => {
      const tagId = context.tagIds.get(tagSlug);
      return tagId ? [{ recipeId: ids[index]!, tagId }] : [];
    }),
  );
  if (tagValues.length > 0) await db.insert(recipeTags).values(tagValues);
  return ids;
}

type Member = { id: number; name: string; slug: string };

/** `follower` follows `followedId`, with what follows a follow (points, badges, the followed member's notification). */
export async function createFollow(db: Database, follower: Member, followedId: number, { publisher = silent } = {}) {
  await db.insert(follows).values({ followerId: follower.id, followedId }).onConflictDoNothing();
  await applyEffects(db, publisher, [followEffects(follower, followedId)]);
}

interface ReviewFields {
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number };
  reviewer: Member;
  rating: number;
  body?: string;
  /** The language its text is in (none for stars alone). */
  language?: "es" | "en";
  /** When it was written (now when left out). */
  at?: Date;
}

/** A review, with its points, badges and the author's notification; undefined when the reviewer already reviewed that recipe. */
export async function createReview(db: Database, { recipe, reviewer, rating, body = "", language, at }: ReviewFields, { publisher = silent } = {}) {
  const [created] = await db
    .insert(reviews)
    .values({ recipeId: recipe.id, userId: reviewer.id, rating, body, language: body.trim() ? (language ?? null) : null, ...(at ? { createdAt: at, updatedAt: at } : {}) })
    .onConflictDoNothing()
    .returning();
  if (created) await applyEffects(db, publisher, [reviewEffects(created, reviewer, recipe)]);
  return created;
}

/** A member saves a recipe ("Guardar"), as the API does it (saving twice is one save); `at` dates it (now when left out). */
export async function createSavedRecipe(db: Executor, userId: number, recipeId: number, at?: Date) {
  await db
    .insert(savedRecipes)
    .values({ userId, recipeId, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing();
}

export interface RecipeListFields {
  userId: number;
  name: string;
  /** The name's slug unless given; a member's slugs are unique. */
  slug?: string;
  description?: string;
  isPublic?: boolean;
  /** The member's order of their lists (1 first). */
  position?: number;
  /** Its recipes, in order. */
  recipeIds?: number[];
}

/** A member's recipe list with its recipes, as the member would have made it (decision 045). */
export async function createRecipeList(db: Executor, { userId, name, slug, description = "", isPublic = false, position = 1, recipeIds = [] }: RecipeListFields) {
  const [list] = await db
    .insert(recipeLists)
    .values({ userId, name, slug: slug ?? slugify(name), description, isPublic, position })
    .returning();
  if (recipeIds.length > 0) await db.insert(recipeListItems).values(recipeIds.map((recipeId, index) => ({ listId: list!.id, recipeId, position: index + 1 })));
  return list!;
}

/** One ingredient a member holds, by catalogue slug, with an optional amount. */
export type SeedPantryItem = [slug: string, quantity?: number, unit?: string];

/** What a member has at home; slugs the catalogue lacks are skipped. */
export async function createPantryItems(db: Executor, userId: number, items: SeedPantryItem[], ingredientBySlug: Map<string, { id: number }>) {
  const rows = items.flatMap(([slug, quantity, unit]) => {
    const ingredient = ingredientBySlug.get(slug);
    return ingredient ? [{ userId, ingredientId: ingredient.id, quantity: quantity ?? null, unit: quantity === undefined ? null : (unit ?? "unit") }] : [];
  });
  if (rows.length > 0) await db.insert(pantryItems).values(rows).onConflictDoNothing();
  return rows.length;
}

export interface ForumCategoryFields {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  colour: string;
}

/** The forum's categories, in the order given (issue 33). */
export async function createForumCategories(db: Executor, list: ForumCategoryFields[]) {
  return db
    .insert(forumCategories)
    .values(
      list.map((category, index) => ({
        slug: category.slug,
        nameEs: category.name.es,
        nameEn: category.name.en,
        descriptionEs: category.description.es,
        descriptionEn: category.description.en,
        colour: category.colour,
        position: index + 1,
      })),
    )
    .returning({ id: forumCategories.id, slug: forumCategories.slug });
}

/**
 * An article as an editor's POST writes it (decision 103): both bodies rendered with their recipe
 * cards, related recipes resolved; `publishedAt` dates it (the demo's are spread over months).
 */
export async function createArticle(db: Database, authorId: number, fields: z.input<typeof articleBody>, { siteUrl, publishedAt }: { siteUrl: string; publishedAt?: Date }) {
  const input = articleBody.parse(fields);
  const slugs = relatedSlugs(input, new URL(siteUrl).origin);
  const [found, es, en] = await Promise.all([
    publishedRecipeIds(db, slugs),
    renderArticleBody(db, input.body_es, "es", siteUrl),
    renderArticleBody(db, input.body_en, "en", siteUrl),
  ]);
  const slug = articleSlug(input.title_es);
  const id = await storeArticle(db, authorId, slug, { input, es, en, related: slugs.flatMap((one) => found.ids.get(one) ?? []) });
  if (id === undefined) throw new Error(`An article's slug is taken: ${slug}`);
  if (publishedAt) await db.update(articles).set({ publishedAt, updatedAt: publishedAt }).where(eq(articles.id, id));
  return { id, slug };
}

/**
 * A challenge as a host's POST sets it (decision 109): texts checked, catalogue requirements
 * resolved, and the effects of its boundaries owed to the outbox for their moments (decision 110).
 */
export async function createChallenge(db: Database, hostId: number, fields: z.input<typeof challengeBody>) {
  const input = challengeBody.parse(fields);
  const required = await challengeCatalogueIds(db, input);
  if (required.missing) throw new Error(`A challenge's requirement is not in the catalogue: ${required.missing.slug}`);
  const slug = challengeSlug(input.title_es);
  const id = await storeChallenge(db, hostId, slug, input, required);
  if (id === undefined) throw new Error(`A challenge's slug is taken: ${slug}`);
  return { id, slug };
}

/** An entry as it stands, whatever the windows say (the demo's finished challenges had theirs in their time). */
export async function createChallengeEntry(db: Database, entry: { challengeId: number; userId: number; recipeId: number; cooksnapId?: number; at?: Date }) {
  const [row] = await db
    .insert(challengeEntries)
    .values({ challengeId: entry.challengeId, userId: entry.userId, recipeId: entry.recipeId, cooksnapId: entry.cooksnapId ?? null, createdAt: entry.at ?? new Date() })
    .returning({ id: challengeEntries.id });
  return row!;
}

/** Votes for an entry by these members, as cast in its voting window. */
export async function createChallengeVotes(db: Database, entryId: number, voterIds: number[]) {
  if (voterIds.length === 0) return;
  await db
    .insert(challengeVotes)
    .values(voterIds.map((userId) => ({ entryId, userId })))
    .onConflictDoNothing();
}

/**
 * An event as a host's POST writes it (decision 106): its recipes resolved by slug (published ones
 * only). The demo's past events are written the same way, with past times.
 */
export async function createEvent(db: Executor, hostId: number, fields: z.input<typeof eventBody>, { slug: fixedSlug }: { slug?: string } = {}) {
  const input = eventBody.parse(fields);
  const found = await publishedEventRecipes(db, input.recipes);
  const slug = fixedSlug ?? eventSlug(input.title_es, input.starts_local);
  const id = await storeEvent(db, hostId, slug, { input, recipeIds: input.recipes.flatMap((one) => found.get(one) ?? []) });
  if (id === undefined) throw new Error(`An event's slug is taken: ${slug}`);
  return { id, slug };
}

/**
 * Members signed up to an event in this order, a minute apart: going up to its capacity, then on
 * the waitlist, as one by one sign-ups would leave them. (`slug` on `createEvent`: the demo's fixed addresses, for links that last.)
 */
export async function createEventRsvps(db: Executor, eventId: number, capacity: number, userIds: number[], firstAt = new Date()) {
  if (userIds.length === 0) return;
  await db.insert(eventRsvps).values(
    userIds.map((userId, index) => ({
      eventId,
      userId,
      status: index < capacity ? ("going" as const) : ("waitlisted" as const),
      signedUpAt: new Date(firstAt.getTime() + index * 60_000),
    })),
  );
}
