import { alias } from "drizzle-orm/pg-core";
import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { OpenedDatabase } from "../client";
import { categories, chefProfiles, ingredients, recipeIngredients, recipes, recipeSteps, reviews, tags, users } from "../schema";
import { members as seedMembers } from "./data/people";
import { reviewBand, reviewSentences } from "./data/review-sentences";
import { categoryTree, tags as seedTags } from "./data/taxonomy";
import { agreementProblem } from "./ingredient-agreement";
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

  it('writes Spanish ingredient notes that agree with what they describe ("500 g de gamba, pelada")', () => {
    const names = new Map(demoIngredients.map((item) => [item.slug, item.es]));
    const problems = demoRecipes.flatMap((recipe) =>
      recipe.ingredients.flatMap(([slug, quantity, unit, note]) => {
        const problem = note && agreementProblem({ name: names.get(slug)!, quantity, unit, note: note.es });
        return problem ? [`${recipe.slug}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("keeps each rating band's sentences its own, in both languages", () => {
    for (const locale of ["es", "en"] as const) {
      const owner = new Map<string, number>();
      for (const [band, pool] of Object.entries(reviewSentences[locale])) {
        for (const sentence of [...pool.openings, ...pool.details, ...pool.closings]) {
          expect(owner.get(sentence), `${locale} "${sentence}" in two bands`).toBeUndefined();
          owner.set(sentence, Number(band));
          expect(sentence, "one sentence, ending in a full stop").toMatch(/^[^.]+\.$/);
        }
      }
    }
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

    await expectBelievableReviews(db);

    const again = await seedDemoContent(db);
    expect(again.seeded).toBe(false);
    const [afterSecond] = await db.select({ n: count() }).from(recipes);
    expect(afterSecond!.n).toBe(recipeCount!.n);
  }, 120_000);
});

/**
 * Reviews that read as people wrote them: no text twice on the site, words that match the stars
 * (each sentence from its rating band's pool, in the member's language), and dates that follow
 * the member's joining and the recipe's publication, as the recipe follows its author's joining.
 */
async function expectBelievableReviews(db: OpenedDatabase["db"]) {
  const authors = alias(users, "authors");
  const rows = await db
    .select({
      body: reviews.body,
      rating: reviews.rating,
      at: reviews.createdAt,
      member: users.slug,
      joined: users.createdAt,
      published: recipes.publishedAt,
      authorJoined: authors.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
    .innerJoin(authors, eq(authors.id, recipes.authorId));
  expect(rows.length).toBeGreaterThan(150);
  const texts = rows.map((row) => row.body).filter(Boolean);
  expect(texts.length).toBeGreaterThan(rows.length * 0.7);
  expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  const ratings = new Set(rows.map((row) => row.rating));
  expect(ratings.size, "more than one kind of rating").toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    const locale = seedMembers.find((member) => member.username === row.member)!.locale;
    const band = reviewSentences[locale][reviewBand(row.rating)];
    const pool = new Set([...band.openings, ...band.details, ...band.closings]);
    for (const sentence of row.body.match(/[^.]+\./g) ?? []) expect(pool.has(sentence.trim()), `${row.rating}★ "${row.body}"`).toBe(true);
    expect(row.at.getTime(), `${row.member} reviewed before joining`).toBeGreaterThanOrEqual(row.joined.getTime());
    expect(row.at.getTime(), `${row.member} reviewed a recipe not yet published`).toBeGreaterThan(row.published!.getTime());
    expect(row.published!.getTime(), "a recipe published before its author joined").toBeGreaterThanOrEqual(row.authorJoined.getTime());
  }
}
