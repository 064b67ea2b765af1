import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { OpenedDatabase } from "../client";
import { categories, chefProfiles, ingredients, recipeIngredients, recipes, recipeSteps, tags, users } from "../schema";
import { categoryTree, tags as seedTags } from "./data/taxonomy";
import { demoIngredients, demoRecipes } from "./demo-content";
import { seedDemoContent } from "./demo-seed";

describe("demo content", () => {
  it("is well-formed: unique slugs, known categories, tags and ingredients, both languages", () => {
    const categorySlugs = new Set<string>();
    const walk = (nodes: typeof categoryTree) => nodes.forEach((node) => (categorySlugs.add(node.slug), node.children && walk(node.children)));
    walk(categoryTree);
    const tagSlugs = new Set(seedTags.map((tag) => tag.slug));
    const ingredientSlugs = new Set(demoIngredients.map((item) => item.slug));
    const recipeSlugs = new Set<string>();
    for (const recipe of demoRecipes) {
      expect(recipeSlugs.has(recipe.slug), `duplicate ${recipe.slug}`).toBe(false);
      recipeSlugs.add(recipe.slug);
      expect(recipe.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const slug of [recipe.cuisine, recipe.course, ...(recipe.categories ?? [])]) expect(categorySlugs.has(slug), `${recipe.slug}: ${slug}`).toBe(true);
      for (const slug of recipe.tags) expect(tagSlugs.has(slug), `${recipe.slug}: tag ${slug}`).toBe(true);
      for (const [slug] of recipe.ingredients) expect(ingredientSlugs.has(slug), `${recipe.slug}: ingredient ${slug}`).toBe(true);
      for (const text of [recipe.title, recipe.description, ...recipe.steps]) {
        expect(text.es.trim().length, recipe.slug).toBeGreaterThan(0);
        expect(text.en.trim().length, recipe.slug).toBeGreaterThan(0);
      }
      expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
    }
    expect(demoRecipes.length).toBeGreaterThanOrEqual(300);
    expect(demoIngredients.length).toBeGreaterThanOrEqual(100);
    expect(seedTags.length).toBeGreaterThanOrEqual(50);
  });
});

describe("demo seed", () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => database?.close());

  it("fills an empty database once, with everything the issue asks for", async () => {
    const summary = await seedDemoContent(database.db);
    expect(summary.seeded).toBe(true);
    const db = database.db;
    const [[recipeCount], [aiChefs], [members], [admins], [tagCount], [ingredientCount], [cuisineCount], [profiles]] = await Promise.all([
      db.select({ n: count() }).from(recipes),
      db.select({ n: count() }).from(users).where(eq(users.isAiChef, true)),
      db.select({ n: count() }).from(users).where(eq(users.role, "user")),
      db.select({ n: count() }).from(users).where(eq(users.role, "admin")),
      db.select({ n: count() }).from(tags),
      db.select({ n: count() }).from(ingredients),
      db.select({ n: count() }).from(categories).where(eq(categories.type, "cuisine")),
      db.select({ n: count() }).from(chefProfiles),
    ]);
    expect(recipeCount!.n).toBeGreaterThanOrEqual(300);
    expect(aiChefs!.n).toBe(6);
    expect(members!.n).toBe(26); // 20 members and 6 AI chefs hold the user role
    expect(admins!.n).toBe(1);
    expect(tagCount!.n).toBeGreaterThanOrEqual(50);
    expect(ingredientCount!.n).toBeGreaterThanOrEqual(100);
    expect(cuisineCount!.n).toBeGreaterThan(20);
    expect(profiles!.n).toBe(26);
    const [orphanLines] = await db.select({ n: count() }).from(recipeIngredients).where(isNull(recipeIngredients.ingredientId));
    expect(orphanLines!.n).toBe(0);
    const [stepCount] = await db.select({ n: count() }).from(recipeSteps);
    expect(stepCount!.n).toBeGreaterThan(900);
    // Singular counts ("1 valoración") are shown and checked on real pages (tests/e2e/words-and-numbers.spec.ts).
    const [rated] = await db.select({ n: count() }).from(recipes).where(eq(recipes.reviewsCount, 1));
    expect(rated!.n).toBeGreaterThan(0);

    const again = await seedDemoContent(db);
    expect(again.seeded).toBe(false);
    const [afterSecond] = await db.select({ n: count() }).from(recipes);
    expect(afterSecond!.n).toBe(recipeCount!.n);
  }, 120_000);
});
