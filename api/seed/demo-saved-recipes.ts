import { asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, reviews, users } from "../db/schema";
import { members } from "./data/people";
import { createSavedRecipe } from "./factories";
import { seededRandom } from "./random";

const DAY = 86_400_000;
/** Saves are made up to this day, like the reviews, so the seed is the same on every machine. */
const SAVED_UNTIL = Date.UTC(2026, 10, 20, 21, 0, 0);
const SAVES_PER_MEMBER = { min: 6, max: 11 };

/**
 * Every demo member has saved recipes, so /user/saved-recipes and the account menu's count show
 * something on a fresh start: the ones they rated 5 (cooks save what they loved) and others drawn
 * at random, each saved after the member joined and the recipe came out, never their own.
 */
export async function seedDemoSavedRecipes(db: Database) {
  const random = seededRandom(20261124);
  const memberRows = await db
    .select({ id: users.id, slug: users.slug, createdAt: users.createdAt })
    .from(users)
    .where(
      inArray(
        users.slug,
        members.map((member) => member.username),
      ),
    )
    .orderBy(asc(users.id));
  const recipeRows = await db
    .select({ id: recipes.id, authorId: recipes.authorId, publishedAt: recipes.publishedAt })
    .from(recipes)
    .where(isNotNull(recipes.publishedAt))
    .orderBy(asc(recipes.id));
  const loved = await db.select({ userId: reviews.userId, recipeId: reviews.recipeId }).from(reviews).where(eq(reviews.rating, 5));

  let saved = 0;
  for (const member of memberRows) {
    const picks = new Set(loved.filter((review) => review.userId === member.id).map((review) => review.recipeId));
    const wanted = random.int(SAVES_PER_MEMBER.min, SAVES_PER_MEMBER.max);
    for (let attempt = 0; picks.size < wanted && attempt < 100; attempt++) picks.add(random.pick(recipeRows).id);
    for (const recipeId of picks) {
      const recipe = recipeRows.find((row) => row.id === recipeId);
      if (!recipe?.publishedAt || recipe.authorId === member.id) continue;
      const from = Math.max(member.createdAt.getTime(), recipe.publishedAt.getTime()) + DAY / 2;
      if (from >= SAVED_UNTIL) continue;
      await createSavedRecipe(db, member.id, recipe.id, new Date(from + Math.floor(random.next() * (SAVED_UNTIL - from))));
      saved++;
    }
  }
  return { saved };
}
