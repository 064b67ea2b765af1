import { sql } from "drizzle-orm";
import type { Database } from "#api/db/client";
import type { SeedRecipe } from "#api/seed/data/types";
import { awardPointsMany } from "#api/gamification/gamification";
import { issueAccessToken as issueToken } from "#api/access/access-tokens";
import { createCategoryTree, createIngredients, createMember, createRecipe as storeRecipe, createTags, type MemberFields } from "#api/seed/factories";

/**
 * The factories the demo seed is built with (api/seed/factories.ts), with test defaults: a small
 * catalogue, a paella, a fixed publication day. Follows and reviews are made exactly as the seed
 * makes them, points, badges and notifications included.
 */
export { createArticle, createCategoryTree, createEvent, createFollow, createForumCategories, createRecipeList, createReview, createSavedRecipe } from "#api/seed/factories";

/** A bearer token for a member, as signing in issues it; and every token of a member revoked, as a password reset does. */
export { issueAccessToken, revokeAllAccessTokens } from "#api/access/access-tokens";

/**
 * A member with unique defaults ("Cocinera 3", cocinera-3@example.com), without a password unless
 * given, and verified (most tests act as a member who may post): `emailVerifiedAt: null` for one
 * who has not confirmed their address yet.
 */
export function createUser(db: Database, overrides: MemberFields = {}) {
  return createMember(db, { emailVerifiedAt: VERIFIED_AT, ...overrides });
}

const VERIFIED_AT = new Date("2026-01-01T00:00:00Z");

/**
 * A member the forums trust (decision 094): the points of a published recipe, so their posts are
 * published at once, with the limits of trust level 2. `createUser` makes a new member, whose first
 * posts are held.
 */
export async function createForumRegular(db: Database, overrides: MemberFields = {}) {
  const user = await createUser(db, overrides);
  await awardPointsMany(db, [{ userId: user.id, rule: "recipe_published", subject: "forum-regular" }]);
  return user;
}

/** A forum regular with a bearer token, to call the API as them. */
export async function createSignedInForumRegular(db: Database, overrides: MemberFields = {}) {
  const user = await createForumRegular(db, overrides);
  return { ...user, token: await issueToken(db, user.id, "test") };
}

/** A small but complete catalogue: a cuisine tree, a course, two tags and four ingredients. */
export async function createCatalogue(db: Database) {
  const cuisines = await createCategoryTree(db, [
    {
      slug: "cocinas-del-mundo",
      name: { es: "Cocinas del mundo", en: "World cuisines" },
      type: "cuisine",
      children: [
        {
          slug: "espanola",
          name: { es: "Española", en: "Spanish" },
          type: "cuisine",
          children: [{ slug: "valenciana", name: { es: "Valenciana", en: "Valencian" }, type: "cuisine" }],
        },
      ],
    },
  ]);
  // A tree of its own, so it is first among its siblings too.
  const courses = await createCategoryTree(db, [{ slug: "arroces", name: { es: "Arroces", en: "Rice dishes" }, type: "course" }]);
  const tagIds = await createTags(db, [
    { slug: "tradicional", name: { es: "Tradicional", en: "Traditional" } },
    { slug: "sin-gluten", name: { es: "Sin gluten", en: "Gluten-free" } },
  ]);
  const ingredientBySlug = await createIngredients(db, [
    { slug: "arroz-bomba", es: "arroz bomba", en: "bomba rice", group: "grain" },
    { slug: "ajo", es: "ajo", en: "garlic", group: "vegetable" },
    { slug: "tomate", es: "tomate", en: "tomato", group: "vegetable" },
    { slug: "azafran", es: "azafrán", en: "saffron", group: "spice" },
  ]);
  return { categoryIds: new Map([...cuisines, ...courses]), tagIds, ingredientBySlug };
}

export function paellaRecipe(overrides: Partial<SeedRecipe> = {}): SeedRecipe {
  return {
    slug: "paella-valenciana",
    title: { es: "Paella valenciana", en: "Valencian paella" },
    description: { es: "El arroz de los domingos.", en: "The Sunday rice dish." },
    cuisine: "valenciana",
    course: "arroces",
    tags: ["tradicional", "sin-gluten"],
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 40,
    restMinutes: 5,
    difficulty: "medium",
    nutrition: { calories: 610, protein: 32, carbs: 78, fat: 18, fiber: 4, sugar: 5, sodium: 720 },
    ingredients: [
      ["arroz-bomba", 400, "g"],
      ["ajo", 2, "clove", { es: "picados", en: "minced" }],
      ["tomate", 2, "unit", { es: "rallados", en: "grated" }],
      ["azafran", 1, "pinch"],
    ],
    steps: [
      { es: "Sofríe el ajo y el tomate.", en: "Fry the garlic and tomato." },
      { es: "Añade el arroz y el caldo con el azafrán.", en: "Add the rice and the stock with the saffron." },
    ],
    chef: "carmen-montero",
    ...overrides,
  };
}

/** A recipe by `authorId` (the paella unless given), published on 1 October 2026 and not featured unless told. */
export async function createRecipe(
  db: Database,
  catalogue: Awaited<ReturnType<typeof createCatalogue>>,
  authorId: number,
  recipe: SeedRecipe = paellaRecipe(),
  options: { isFeatured?: boolean; publishedAt?: Date } = {},
) {
  return storeRecipe(db, recipe, {
    authorId,
    publishedAt: options.publishedAt ?? new Date("2026-10-01T10:00:00Z"),
    isFeatured: options.isFeatured ?? false,
    ...catalogue,
  });
}

/**
 * The challenges' test clock (decision 110): moves a challenge through time instead of the clock
 * moving, so that `phase` starts now — its three windows and the boundary effects its outbox still
 * owes shift together by the same interval. Only tests can: it is a write no endpoint makes.
 */
export async function moveChallengeTo(db: Database, challengeId: number, phase: "open" | "voting" | "finished") {
  const boundary = { open: "opens_at", voting: "voting_at", finished: "closes_at" }[phase];
  await db.execute(sql`
    with shift as (select ${sql.identifier(boundary)} - now() + interval '1 millisecond' as by from challenges where id = ${challengeId}),
    moved as (
      update challenges set opens_at = opens_at - shift.by, voting_at = voting_at - shift.by, closes_at = closes_at - shift.by
      from shift where id = ${challengeId}
    )
    update outbox_events set available_at = available_at - shift.by
    from shift where processed_at is null and kind like 'challenge.%' and (payload->'challenge'->>'id')::int = ${challengeId}`);
}
