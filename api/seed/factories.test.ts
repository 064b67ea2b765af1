import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue, createFollow, createRecipe, createReview, createUser, paellaRecipe } from "../../tests/support/factories";
import { createTestDatabase } from "../../tests/support/test-database";
import type { OpenedDatabase } from "../db/client";
import { follows, notifications, pointAwards, recipeCategories, recipes, recipeTags, reviews } from "../db/schema";

/** The factories the demo seed and the tests share: what they store, consequences included. */
describe("factories", () => {
  let database: OpenedDatabase;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    catalogue = await createCatalogue(database.db);
  }, 120_000);
  afterAll(async () => database?.close());

  it("make members with unique defaults, and recipes with their categories and tags", async () => {
    const db = database.db;
    const [one, two] = [await createUser(db), await createUser(db, { name: "Remedios" })];
    expect(one.slug).not.toBe(two.slug);
    expect(one.email).toMatch(/^cocinera-\d+@example\.com$/);
    expect(two.name).toBe("Remedios");

    const recipeId = await createRecipe(db, catalogue, one.id, paellaRecipe({ slug: "paella-de-fabrica" }));
    const [row] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
    expect(row).toMatchObject({ slug: "paella-de-fabrica", authorId: one.id, totalMinutes: 65, isFeatured: false });
    expect(await db.select().from(recipeCategories).where(eq(recipeCategories.recipeId, recipeId))).toHaveLength(2);
    expect(await db.select().from(recipeTags).where(eq(recipeTags.recipeId, recipeId))).toHaveLength(2);
  });

  it("make follows and reviews as members' own actions would: points and notifications, once", async () => {
    const db = database.db;
    const [author, fan] = [await createUser(db), await createUser(db)];
    const recipeId = await createRecipe(db, catalogue, author.id, paellaRecipe({ slug: "arroz-del-fan" }));

    await createFollow(db, fan, author.id);
    await createFollow(db, fan, author.id);
    const theFollow = and(eq(follows.followerId, fan.id), eq(follows.followedId, author.id));
    expect(await db.select().from(follows).where(theFollow)).toHaveLength(1);
    const followerPoints = and(eq(pointAwards.userId, author.id), eq(pointAwards.rule, "follower_gained"));
    expect(await db.select().from(pointAwards).where(followerPoints)).toHaveLength(1);

    const [recipe] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
    const review = await createReview(db, { recipe: recipe!, reviewer: fan, rating: 4, body: "Muy rica." });
    expect(review).toMatchObject({ recipeId, userId: fan.id, rating: 4, body: "Muy rica." });
    expect(await createReview(db, { recipe: recipe!, reviewer: fan, rating: 2 })).toBeUndefined();
    expect(await db.select().from(reviews).where(eq(reviews.recipeId, recipeId))).toHaveLength(1);
    const [rated] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
    expect(rated).toMatchObject({ reviewsCount: 1, averageRating: 4 });

    const told = await db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, author.id));
    expect(told.map((notification) => notification.type).sort()).toEqual(["new_follower", "recipe_review"]);
  });
});
