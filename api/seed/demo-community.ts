import { asc, inArray } from "drizzle-orm";
import { applyEffects } from "../outbox/outbox-effects";
import { publicationRewards } from "../recipe-authoring/recipe-outbox-events";
import type { NotificationPublisher } from "../notifications/notifier";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { aiChefs, members } from "./data/people";
import { reviewBand, reviewSentences } from "./data/review-sentences";
import { createFollow, createReview } from "./factories";
import { seededRandom } from "./random";

/** Seeding tells nobody live: nothing listens yet. */
const silent: NotificationPublisher = { publishMany: async () => undefined };

const REVIEWS_PER_MEMBER = 12;
const FOLLOWS_PER_MEMBER = 3;
const DAY = 86_400_000;
/** Reviews are written up to this day, so the seed is the same on every machine. */
const REVIEWS_UNTIL = Date.UTC(2026, 10, 20, 21, 0, 0);

/** How many steps seedDemoCommunity reports, for a progress bar over the whole seed. */
export function demoCommunitySteps(recipeCount: number) {
  return recipeCount + members.length * (FOLLOWS_PER_MEMBER + REVIEWS_PER_MEMBER);
}

type Random = ReturnType<typeof seededRandom>;

/** Mostly happy cooks, as on any recipe site, and now and then a disappointed one. */
function pickRating(random: Random): number {
  const roll = random.next();
  return roll < 0.45 ? 5 : roll < 0.8 ? 4 : roll < 0.95 ? 3 : 2;
}

/**
 * A review in the member's language, from the sentences of its rating's band: an opening and a
 * detail, often a closing; one in ten is stars only. Never the same text twice on the site: a
 * combination already written is drawn again, and after that the review is stars only.
 */
function writeReview(random: Random, locale: "es" | "en", rating: number, written: Set<string>): string {
  if (random.next() < 0.1) return "";
  const band = reviewSentences[locale][reviewBand(rating)];
  for (let attempt = 0; attempt < 40; attempt++) {
    const parts = [random.pick(band.openings), random.pick(band.details)];
    if (random.next() < 0.6) parts.push(random.pick(band.closings));
    const text = parts.join(" ");
    if (!written.has(text)) {
      written.add(text);
      return text;
    }
  }
  return "";
}

/**
 * The community around the demo recipes, made through the same code as members' own actions:
 * members follow AI chefs and each other and review recipes, so profiles, ratings, the feed,
 * points, badges and notifications all have something to show. A review is dated after its
 * member joined and after its recipe was published. `onStep` hears each step done.
 */
export async function seedDemoCommunity(db: Database, onStep: () => void = () => undefined) {
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

  for (const recipe of recipeRows) {
    // Points, day and badges only: the demo's followers are not told about recipes that were always there.
    if (recipe.publishedAt) await applyEffects(db, silent, [publicationRewards(recipe.id, recipe.authorId, recipe.publishedAt)]);
    onStep();
  }

  for (const [index, follower] of memberRows.entries()) {
    const followed = [chefRows[index % chefRows.length]!, chefRows[(index + 2) % chefRows.length]!, memberRows[(index + 1) % memberRows.length]!];
    for (const target of followed) {
      if (target.id !== follower.id) await createFollow(db, follower, target.id);
      onStep();
    }
  }

  const written = new Set<string>();
  let reviews = 0;
  for (const reviewer of memberRows) {
    const locale = members.find((member) => member.username === reviewer.slug)?.locale ?? "es";
    for (let count = 0; count < REVIEWS_PER_MEMBER; count++) {
      onStep();
      const recipe = random.pick(recipeRows);
      if (recipe.authorId === reviewer.id || !recipe.publishedAt) continue;
      const from = Math.max(reviewer.createdAt.getTime(), recipe.publishedAt.getTime()) + DAY;
      if (from >= REVIEWS_UNTIL) continue;
      const rating = pickRating(random);
      const body = writeReview(random, locale, rating, written);
      const at = new Date(from + Math.floor(random.next() * (REVIEWS_UNTIL - from)));
      if (await createReview(db, { recipe, reviewer, rating, body, language: locale, at })) reviews++;
    }
  }
  return { reviews };
}
