import { asc, count, inArray } from "drizzle-orm";
import { afterRecipePublished } from "../../community/community-events";
import type { NotificationPublisher } from "../../notifications/notifier";
import type { Database } from "../client";
import { recipes, reviews, users } from "../schema";
import { aiChefs, members } from "./data/people";
import { createFollow, createReview } from "./factories";
import { seededRandom } from "./random";

/** Seeding tells nobody live: nothing listens yet. */
const silent: NotificationPublisher = { publish: async () => undefined };

const reviewTexts = {
  es: ["Salió buenísima a la primera.", "La repetiré seguro, a casa le encantó.", "Le puse un poco menos de sal y perfecta.", "Muy bien explicada, paso a paso.", ""],
  en: ["Turned out great on the first try.", "Will make it again, everyone loved it.", "I used a little less salt: perfect.", "Clear steps, easy to follow.", ""],
};

/**
 * The community around the demo recipes, made through the same code as members' own actions:
 * members follow AI chefs and each other and review recipes, so profiles, ratings, the feed,
 * points, badges and notifications all have something to show.
 */
export async function seedDemoCommunity(db: Database) {
  const random = seededRandom(20261122);
  const memberRows = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.slug,
        members.map((member) => member.username),
      ),
    )
    .orderBy(asc(users.id));
  const chefRows = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.slug,
        aiChefs.map((chef) => chef.slug),
      ),
    )
    .orderBy(asc(users.id));
  const recipeRows = await db
    .select({ id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn, authorId: recipes.authorId, publishedAt: recipes.publishedAt })
    .from(recipes)
    .orderBy(asc(recipes.id));

  for (const recipe of recipeRows) if (recipe.publishedAt) await afterRecipePublished(db, silent, { id: recipe.id, authorId: recipe.authorId, publishedAt: recipe.publishedAt });

  for (const [index, follower] of memberRows.entries()) {
    const followed = [chefRows[index % chefRows.length]!, chefRows[(index + 2) % chefRows.length]!, memberRows[(index + 1) % memberRows.length]!];
    for (const target of followed) {
      if (target.id === follower.id) continue;
      await createFollow(db, follower, target.id);
    }
  }

  const reviewedAtBase = Date.UTC(2026, 10, 1, 20, 0, 0);
  for (const [index, reviewer] of memberRows.entries()) {
    const locale = members[index]?.locale ?? "es";
    for (let count = 0; count < 12; count++) {
      const recipe = random.pick(recipeRows);
      if (recipe.authorId === reviewer.id) continue;
      const rating = random.int(3, 5);
      const body = random.pick(reviewTexts[locale]);
      const at = new Date(reviewedAtBase - random.int(0, 60 * 86_400) * 1000);
      await createReview(db, { recipe, reviewer, rating, body, at });
    }
  }
  const [written] = await db.select({ n: count() }).from(reviews);
  return { reviews: Number(written?.n ?? 0) };
}
