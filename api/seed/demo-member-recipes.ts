import { eq, inArray } from "drizzle-orm";
import { type AuthoredRecipeInput, authoredRecipeBody } from "../contract/recipe-authoring";
import { createDraft, prepareRecipe } from "../recipe-authoring/recipe-writing";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";

const DAY = 86_400_000;
/** Published before this day, like the other demo activity, so the seed is the same on every machine. */
const WRITTEN_UNTIL = Date.UTC(2026, 10, 22, 18, 0, 0);

interface DemoMemberRecipe {
  member: string;
  language: "es" | "en";
  /** The seeded recipe this one is a remix of (decision 052); none for a recipe of the member's own. */
  remixOf?: string;
  /** Days before WRITTEN_UNTIL it was published; a draft when absent. */
  publishedDaysAgo?: number;
  recipe: AuthoredRecipeInput;
}

/**
 * Recipes written through the authoring path (decisions 052, 056), each in its author's language
 * only, so a fresh start shows a remix with its lineage both ways, the other language's "only in"
 * notice, and a draft on a member's "Mis recetas".
 */
const demoMemberRecipes: DemoMemberRecipe[] = [
  {
    member: "javi-ortega",
    language: "es",
    remixOf: "tortilla-de-patatas",
    publishedDaysAgo: 3,
    recipe: {
      title: "Tortilla de patatas con chorizo y pimiento",
      description: "La de siempre, pero con el chorizo de mi pueblo y pimiento rojo en lugar de cebolla. En casa ya no quieren otra.",
      servings: 4,
      prep_minutes: 15,
      cook_minutes: 35,
      difficulty: "intermedio",
      categories: ["sin-gluten", "sin-lactosa"],
      tags: ["huevo", "tapas", "tradicional"],
      ingredients: [
        { line: "800 g de patatas" },
        { line: "1 pimiento rojo en tiras" },
        { line: "100 g de chorizo en daditos" },
        { line: "400 ml de aceite de oliva virgen extra" },
        { line: "6 huevos" },
        { line: "sal al gusto" },
      ],
      step_sections: [
        {
          name: null,
          steps: [
            { text: "Pela las patatas y córtalas en láminas finas. Corta el pimiento en tiras y sala ambos." },
            { text: "Pocha la patata y el pimiento en el aceite a fuego medio-bajo 20 minutos, hasta que estén tiernos." },
            { text: "Dora el chorizo 2 minutos en una sartén sin aceite y escúrrelo sobre papel." },
          ],
        },
        {
          name: "Para cuajarla",
          steps: [
            { text: "Bate los huevos con sal, mézclalos con la patata, el pimiento y el chorizo, y deja reposar 5 minutos." },
            { text: "Cuaja 3 minutos por cada lado en una sartén de 24 cm con dos cucharadas del aceite. Sírvela templada." },
          ],
        },
      ],
    },
  },
  {
    member: "sarah-kim",
    language: "en",
    remixOf: "tortitas-americanas",
    publishedDaysAgo: 6,
    recipe: {
      title: "Blueberry oat pancakes",
      description: "The buttermilk pancakes with a third of the flour swapped for rolled oats and a handful of blueberries in each one. Heartier, and the kids still ask for them.",
      servings: 4,
      prep_minutes: 10,
      cook_minutes: 20,
      difficulty: "easy",
      categories: ["desayunos"],
      ingredients: [
        { line: "170 g all-purpose flour" },
        { line: "80 g rolled oats" },
        { line: "2 tbsp sugar" },
        { line: "2 tsp baking powder" },
        { line: "1/2 tsp baking soda" },
        { line: "1/2 tsp salt" },
        { line: "480 ml buttermilk" },
        { line: "2 eggs" },
        { line: "60 g butter, melted" },
        { line: "150 g blueberries" },
      ],
      step_sections: [
        {
          name: null,
          steps: [
            { text: "Soak the oats in the buttermilk for 10 minutes while you mix the flour, sugar, baking powder, baking soda and salt." },
            { text: "Whisk the eggs and melted butter into the oats, then fold in the dry ingredients until just combined." },
            { text: "Cook ladlefuls on a buttered griddle over medium heat, scattering blueberries on each, 2 minutes a side." },
          ],
        },
      ],
    },
  },
  {
    member: "lauramendez",
    language: "es",
    recipe: {
      title: "Croquetas de cocido de mi madre",
      description: "Con lo que sobra del cocido del domingo. Todavía ajustando la cantidad de harina.",
      servings: 6,
      prep_minutes: 40,
      cook_minutes: 20,
      difficulty: "intermedio",
      ingredients: [{ line: "300 g de carne de cocido picada" }, { line: "1 l de leche entera" }, { line: "90 g de harina" }, { line: "2 huevos" }, { line: "pan rallado" }],
      step_sections: [{ name: null, steps: [{ text: "Haz una bechamel espesa, añade la carne picada y deja enfriar la masa toda la noche." }] }],
    },
  },
];

/** The demo members' own recipes and remixes; published ones at fixed past dates, without notifying anyone. */
export async function seedDemoMemberRecipes(db: Database) {
  const slugs = demoMemberRecipes.flatMap((entry) => (entry.remixOf ? [entry.remixOf] : []));
  const originals = await db
    .select({
      id: recipes.id,
      slug: recipes.slug,
      featuredImageUrl: recipes.featuredImageUrl,
      featuredImageWidth: recipes.featuredImageWidth,
      featuredImageHeight: recipes.featuredImageHeight,
    })
    .from(recipes)
    .where(inArray(recipes.slug, slugs));
  const authors = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(
      inArray(
        users.slug,
        demoMemberRecipes.map((entry) => entry.member),
      ),
    );
  let made = 0;
  for (const entry of demoMemberRecipes) {
    const author = authors.find((row) => row.slug === entry.member);
    const original = entry.remixOf ? originals.find((row) => row.slug === entry.remixOf) : undefined;
    if (!author || (entry.remixOf && !original)) continue;
    const { prepared } = await prepareRecipe(db, authoredRecipeBody.parse(entry.recipe), entry.language);
    const draft = await createDraft(db, author.id, prepared);
    const publishedAt = entry.publishedDaysAgo === undefined ? null : new Date(WRITTEN_UNTIL - entry.publishedDaysAgo * DAY);
    await db
      .update(recipes)
      .set({
        remixedFromId: original?.id ?? null,
        publishedAt,
        firstPublishedAt: publishedAt,
        // A remix starts with its original's picture, as a member's does (remixRecipe): the card is never an empty box.
        ...(original ? { featuredImageUrl: original.featuredImageUrl, featuredImageWidth: original.featuredImageWidth, featuredImageHeight: original.featuredImageHeight } : {}),
      })
      .where(eq(recipes.id, draft.id));
    made++;
  }
  return { recipes: made };
}
