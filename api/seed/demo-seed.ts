import { hash } from "@node-rs/argon2";
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { admin, aiChefs, DEMO_PASSWORD, members, staff } from "./data/people";
import { categoryTree, tags as seedTags } from "./data/taxonomy";
import type { PhotoStorage } from "../photos/photo-storage";
import { seedDemoContentFlags } from "./demo-content-flags";
import { seedDemoCooksnaps } from "./demo-cooksnaps";
import { demoCommunitySteps, seedDemoCommunity } from "./demo-community";
import { seedDemoSavedRecipes } from "./demo-saved-recipes";
import { seedDemoRecipeLists } from "./demo-recipe-lists";
import { seedDemoMealPlans } from "./demo-meal-plans";
import { seedDemoPantries } from "./demo-pantry";
import { seedDemoShoppingLists } from "./demo-shopping-lists";
import { seedDemoMemberRecipes } from "./demo-member-recipes";
import { seedDemoIngredientProposals } from "./demo-ingredient-proposals";
import { seedDemoTastes } from "./demo-tastes";
import { seedDemoForums } from "./demo-forums";
import { seedDemoRecipeQuestions } from "./demo-forum-questions";
import { seedDemoArticles } from "./demo-articles";
import { seedDemoChallenges } from "./demo-challenges";
import { seedDemoEvents } from "./demo-events";
import { createCategoryTree, createIngredients, createMember, createMembers, createRecipes, createTags } from "./factories";
import { seededRandom } from "./random";

/** Publication dates count back from this fixed day so the seed is the same on every machine. */
const SEED_EPOCH = Date.UTC(2026, 10, 1, 9, 0, 0);
const DAY = 86_400_000;
/** The AI chefs and the admin were there before the oldest recipe (304 recipes, one every 2.3 days). */
const FOUNDED_AT = new Date(SEED_EPOCH - 760 * DAY);
/** Members joined one after another over the last twenty months, the first 600 days before the epoch. */
/** The staff joined the admin in the site's first months, a quarter of a year apart. */
const staffJoinedAt = (index: number) => new Date(FOUNDED_AT.getTime() + (30 + index * 90) * DAY);
const memberJoinedAt = (index: number) => new Date(SEED_EPOCH - (600 - index * 27) * DAY - (index % 5) * 3_600_000);

export interface SeedSummary {
  seeded: boolean;
  recipes: number;
  ingredients: number;
  categories: number;
  tags: number;
  users: number;
  reviews: number;
}

/**
 * Fills an empty database with the demo content; does nothing when any user already exists. All of
 * it in one transaction: on the embedded database a commit per statement was most of the time.
 * `onProgress` hears how many of its steps are done, out of how many.
 */
export async function seedDemoContent(
  db: Database,
  {
    onProgress = (_done: number, _total: number): void => undefined,
    photoStorage,
  }: {
    onProgress?: (done: number, total: number) => void;
    /** Where the demo cooksnaps' photos go (DATA_DIR/photos); without it, no cooksnaps. */
    photoStorage?: PhotoStorage;
  } = {},
): Promise<SeedSummary> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return { seeded: false, recipes: 0, ingredients: 0, categories: 0, tags: 0, users: 0, reviews: 0 };

  // Loaded only when needed: the demo texts are large and a seeded database never reads them again.
  const { demoIngredients, demoRecipes } = await import("./demo-content");

  const total = demoRecipes.length + demoCommunitySteps(demoRecipes.length);
  let done = 0;
  const step = () => onProgress(++done, total);
  return db.transaction(async (tx) => {
    const passwordHash = await hash(DEMO_PASSWORD);
    const verifiedAt = FOUNDED_AT;

    const adminRow = await createMember(tx, {
      name: admin.name,
      slug: admin.username,
      email: admin.email,
      passwordHash,
      roles: ["admin"],
      emailVerifiedAt: verifiedAt,
      createdAt: FOUNDED_AT,
    });
    await createMembers(
      tx,
      staff.map((person, index) => ({
        name: person.name,
        slug: person.username,
        email: person.email,
        passwordHash,
        contentLanguagePreference: person.locale,
        emailVerifiedAt: staffJoinedAt(index),
        createdAt: staffJoinedAt(index),
        roles: [person.role],
        grantedBy: adminRow.id,
      })),
    );
    const chefRows = await createMembers(
      tx,
      aiChefs.map((chef) => ({
        name: chef.name,
        slug: chef.slug,
        email: `${chef.slug}@chefs.sazon.example`,
        isAiChef: true,
        emailVerifiedAt: verifiedAt,
        createdAt: FOUNDED_AT,
        profile: { bio: chef.bio, socialLinks: chef.socialLinks, specialties: chef.specialties },
      })),
    );
    const memberRows = await createMembers(
      tx,
      members.map((member, index) => ({
        name: member.name,
        slug: member.username,
        email: member.email,
        passwordHash,
        createdAt: memberJoinedAt(index),
        emailVerifiedAt: memberJoinedAt(index),
        contentLanguagePreference: member.locale,
        profile: { bio: member.bio },
      })),
    );

    const catalogue = {
      categoryIds: await createCategoryTree(tx, categoryTree),
      tagIds: await createTags(tx, seedTags),
      ingredientBySlug: await createIngredients(tx, demoIngredients),
    };

    const chefIds = new Map(chefRows.map((row) => [row.slug, row.id]));
    const random = seededRandom(20261101);
    const list = demoRecipes.map((recipe, index) => {
      const publishedAt = new Date(SEED_EPOCH - index * 2.3 * DAY - random.int(0, 86_399) * 1000);
      // One recipe in four is credited to a member who had joined by then, so lists mix AI chefs and home cooks.
      const joined = memberRows.filter((member) => member.createdAt < publishedAt);
      const authorId = index % 4 === 3 && joined.length > 0 ? joined[index % joined.length]!.id : (chefIds.get(recipe.chef) ?? chefRows[0]!.id);
      return { recipe, authorId, publishedAt, isFeatured: index % 11 === 0, ...catalogue };
    });
    const RECIPES_PER_STEP = 50;
    for (let from = 0; from < list.length; from += RECIPES_PER_STEP) {
      const part = list.slice(from, from + RECIPES_PER_STEP);
      await createRecipes(tx, part);
      for (const _ of part) step();
    }

    const community = await seedDemoCommunity(tx as unknown as Database, step);
    await seedDemoSavedRecipes(tx as unknown as Database);
    await seedDemoRecipeLists(tx as unknown as Database);
    await seedDemoMealPlans(tx as unknown as Database);
    await seedDemoPantries(
      tx,
      memberRows.map((row) => row.id),
      catalogue.ingredientBySlug,
    );
    await seedDemoShoppingLists(tx as unknown as Database);
    await seedDemoMemberRecipes(tx as unknown as Database);
    await seedDemoIngredientProposals(tx as unknown as Database);
    await seedDemoTastes(tx as unknown as Database);
    await seedDemoForums(tx as unknown as Database);
    await seedDemoRecipeQuestions(tx as unknown as Database);
    await seedDemoArticles(tx as unknown as Database);
    await seedDemoChallenges(tx as unknown as Database);
    await seedDemoEvents(tx as unknown as Database);
    if (photoStorage) await seedDemoCooksnaps(tx as unknown as Database, photoStorage);
    await seedDemoContentFlags(tx as unknown as Database);
    return {
      seeded: true,
      recipes: demoRecipes.length,
      ingredients: demoIngredients.length,
      categories: catalogue.categoryIds.size,
      tags: seedTags.length,
      users: 1 + staff.length + chefRows.length + memberRows.length,
      reviews: community.reviews,
    };
  });
}
