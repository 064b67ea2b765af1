import { hash } from "@node-rs/argon2";
import { count } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";
import { admin, aiChefs, DEMO_PASSWORD, members } from "./data/people";
import { categoryTree, tags as seedTags } from "./data/taxonomy";
import { seedDemoCommunity } from "./demo-community";
import { createCategoryTree, createIngredients, createMember, createMembers, createRecipe, createTags } from "./factories";
import { seededRandom } from "./random";

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

    await createMember(tx, { name: admin.name, slug: admin.username, email: admin.email, passwordHash, role: "admin", emailVerifiedAt: verifiedAt });
    const chefRows = await createMembers(
      tx,
      aiChefs.map((chef) => ({
        name: chef.name,
        slug: chef.slug,
        email: `${chef.slug}@chefs.sazon.example`,
        isAiChef: true,
        emailVerifiedAt: verifiedAt,
        profile: { bio: chef.bio, socialLinks: chef.socialLinks, specialties: chef.specialties },
      })),
    );
    const memberRows = await createMembers(
      tx,
      members.map((member) => ({
        name: member.name,
        slug: member.username,
        email: member.email,
        passwordHash,
        emailVerifiedAt: verifiedAt,
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
    for (const [index, recipe] of demoRecipes.entries()) {
      // One recipe in four is credited to a member, so lists mix AI chefs and home cooks.
      const authorId = index % 4 === 3 ? memberRows[index % memberRows.length]!.id : (chefIds.get(recipe.chef) ?? chefRows[0]!.id);
      const publishedAt = new Date(SEED_EPOCH - index * 2.3 * 86_400_000 - random.int(0, 86_399) * 1000);
      await createRecipe(tx, recipe, { authorId, publishedAt, isFeatured: index % 11 === 0, ...catalogue });
    }

    return {
      seeded: true,
      recipes: demoRecipes.length,
      ingredients: demoIngredients.length,
      categories: catalogue.categoryIds.size,
      tags: seedTags.length,
      users: 1 + chefRows.length + memberRows.length,
    };
  });
  const community = await seedDemoCommunity(db);
  return { ...summary, reviews: community.reviews };
}
