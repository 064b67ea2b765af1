import { createHash } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { count } from "drizzle-orm";
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, recipeIllustrationSvg } from "../../recipes/illustration";
import type { Database } from "../client";
import {
  categories, chefProfiles, ingredients, media, recipeCategories, recipeIngredients, recipes, recipeSteps, recipeTags, tags, users,
} from "../schema";
import { admin, aiChefs, members } from "./data/people";
import { categoryTree, type SeedCategory, tags as seedTags } from "./data/taxonomy";
import type { SeedRecipe } from "./data/types";
import { seedDemoCommunity } from "./demo-community";
import { seededRandom } from "./random";

/** Every demo account (admin and members) signs in with this password; the README lists it. */
export const DEMO_PASSWORD = "sazon-demo-2026";

/** Publication dates count back from this fixed day so the seed is the same on every machine. */
const SEED_EPOCH = Date.UTC(2026, 10, 1, 9, 0, 0);

export interface SeedSummary {
  seeded: boolean;
  recipes: number;
  ingredients: number;
  categories: number;
  tags: number;
  users: number;
  reviews: number;
}

/** Fills an empty database with the demo content; does nothing when any user already exists. */
export async function seedDemoContent(db: Database): Promise<SeedSummary> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return { seeded: false, recipes: 0, ingredients: 0, categories: 0, tags: 0, users: 0, reviews: 0 };

  // Loaded only when needed: the demo texts are large and a seeded database never reads them again.
  const { demoIngredients, demoRecipes } = await import("./demo-content");

  const summary = await db.transaction(async (tx) => {
    const passwordHash = await hash(DEMO_PASSWORD);
    const verifiedAt = new Date(SEED_EPOCH - 400 * 86_400_000);

    const [adminRow] = await tx
      .insert(users)
      .values({ name: admin.name, slug: admin.username, email: admin.email, passwordHash, role: "admin", emailVerifiedAt: verifiedAt })
      .returning({ id: users.id });

    const chefRows = await tx
      .insert(users)
      .values(aiChefs.map((chef) => ({ name: chef.name, slug: chef.slug, email: `${chef.slug}@chefs.sazon.example`, isAiChef: true, emailVerifiedAt: verifiedAt })))
      .returning({ id: users.id, slug: users.slug });
    await tx.insert(chefProfiles).values(
      aiChefs.map((chef, index) => ({
        userId: chefRows[index]!.id,
        bioEs: chef.bio.es,
        bioEn: chef.bio.en,
        socialLinks: chef.socialLinks,
        specialties: chef.specialties,
      })),
    );

    const memberRows = await tx
      .insert(users)
      .values(
        members.map((member) => ({
          name: member.name,
          slug: member.username,
          email: member.email,
          passwordHash,
          emailVerifiedAt: verifiedAt,
          contentLanguagePreference: member.locale,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(chefProfiles).values(members.map((member, index) => ({ userId: memberRows[index]!.id, bioEs: member.bio.es, bioEn: member.bio.en })));

    const categoryIds = await insertCategoryTree(tx, categoryTree);
    const tagRows = await tx
      .insert(tags)
      .values(seedTags.map((tag) => ({ slug: tag.slug, nameEs: tag.name.es, nameEn: tag.name.en })))
      .returning({ id: tags.id, slug: tags.slug });
    const tagIds = new Map(tagRows.map((row) => [row.slug, row.id]));

    const ingredientRows = await tx
      .insert(ingredients)
      .values(
        demoIngredients.map((item) => ({
          slug: item.slug,
          nameEs: item.es,
          nameEn: item.en,
          group: item.group,
          synonymsEs: item.synonyms?.es ?? [],
          synonymsEn: item.synonyms?.en ?? [],
        })),
      )
      .returning({ id: ingredients.id, slug: ingredients.slug, group: ingredients.group });
    const ingredientBySlug = new Map(ingredientRows.map((row) => [row.slug, row]));

    const chefIds = new Map(chefRows.map((row) => [row.slug, row.id]));
    const random = seededRandom(20261101);
    for (const [index, recipe] of demoRecipes.entries()) {
      // One recipe in four is credited to a member, so lists mix AI chefs and home cooks.
      const authorId = index % 4 === 3 ? memberRows[index % memberRows.length]!.id : chefIds.get(recipe.chef) ?? chefRows[0]!.id;
      const publishedAt = new Date(SEED_EPOCH - index * 2.3 * 86_400_000 - random.int(0, 86_399) * 1000);
      await insertRecipe(tx, recipe, {
        authorId,
        publishedAt,
        isFeatured: index % 11 === 0,
        categoryIds,
        tagIds,
        ingredientBySlug,
      });
    }

    return {
      seeded: true,
      recipes: demoRecipes.length,
      ingredients: demoIngredients.length,
      categories: categoryIds.size,
      tags: tagRows.length,
      users: (adminRow ? 1 : 0) + chefRows.length + memberRows.length,
    };
  });
  const community = await seedDemoCommunity(db);
  return { ...summary, reviews: community.reviews };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function insertCategoryTree(tx: Transaction, tree: SeedCategory[]) {
  const ids = new Map<string, number>();
  const insertLevel = async (nodes: SeedCategory[], parentId: number | null, level: number) => {
    for (const [position, node] of nodes.entries()) {
      const [row] = await tx
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

export interface RecipeInsertContext {
  authorId: number;
  publishedAt: Date;
  isFeatured: boolean;
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  ingredientBySlug: Map<string, { id: number; group: string }>;
  /** Overrides the slug (the bulk seed makes variants of demo recipes). */
  slug?: string;
  title?: { es: string; en: string };
}

/** Stores one recipe with its lines, steps, categories, tags and generated illustration. */
export async function insertRecipe(tx: Transaction | Database, recipe: SeedRecipe, context: RecipeInsertContext) {
  const slug = context.slug ?? recipe.slug;
  const title = context.title ?? recipe.title;
  const groups = recipe.ingredients.map(([ingredientSlug]) => context.ingredientBySlug.get(ingredientSlug)?.group ?? "other");
  const svg = recipeIllustrationSvg({ slug, cuisine: recipe.cuisine, course: recipe.course, ingredientGroups: groups, title: title.es });
  const digest = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const imageKey = `recipes/${slug}-${digest}.svg`;
  await tx
    .insert(media)
    .values({ key: imageKey, contentType: "image/svg+xml", width: ILLUSTRATION_WIDTH, height: ILLUSTRATION_HEIGHT, bytes: new TextEncoder().encode(svg) })
    .onConflictDoNothing();

  const rest = recipe.restMinutes ?? 0;
  const [row] = await tx
    .insert(recipes)
    .values({
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
      featuredImageUrl: `/api/media/${imageKey}`,
      featuredImageWidth: ILLUSTRATION_WIDTH,
      featuredImageHeight: ILLUSTRATION_HEIGHT,
      isFeatured: context.isFeatured,
      publishedAt: context.publishedAt,
      createdAt: context.publishedAt,
      updatedAt: context.publishedAt,
    })
    .returning({ id: recipes.id });
  const recipeId = row!.id;

  await tx.insert(recipeIngredients).values(
    recipe.ingredients.map(([ingredientSlug, quantity, unit, note], position) => ({
      recipeId,
      position: position + 1,
      ingredientId: context.ingredientBySlug.get(ingredientSlug)?.id ?? null,
      quantity,
      unit,
      noteEs: note?.es ?? null,
      noteEn: note?.en ?? null,
    })),
  );
  await tx.insert(recipeSteps).values(
    recipe.steps.map((step, position) => ({ recipeId, position: position + 1, descriptionEs: step.es, descriptionEn: step.en })),
  );
  const categorySlugs = [...new Set([recipe.cuisine, recipe.course, ...(recipe.categories ?? [])])];
  const categoryValues = categorySlugs.flatMap((categorySlug) => {
    const categoryId = context.categoryIds.get(categorySlug);
    return categoryId ? [{ recipeId, categoryId }] : [];
  });
  if (categoryValues.length > 0) await tx.insert(recipeCategories).values(categoryValues);
  const tagValues = [...new Set(recipe.tags)].flatMap((tagSlug) => {
    const tagId = context.tagIds.get(tagSlug);
    return tagId ? [{ recipeId, tagId }] : [];
  });
  if (tagValues.length > 0) await tx.insert(recipeTags).values(tagValues);
  return recipeId;
}
