import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, recipeCategories, recipes, users } from "../db/schema";
import { members } from "./data/people";
import { createRecipeList } from "./factories";

interface ListTheme {
  name: string;
  description: string;
  /** Where its recipes come from. */
  categories: string[];
}

/** Pairs of lists a home cook keeps, in their language: the first is shared on their profile, the second kept to themselves. */
const themes: Record<"es" | "en", [ListTheme, ListTheme][]> = {
  es: [
    [
      { name: "Arroces de domingo", description: "Los arroces que preparo cuando viene la familia a comer.", categories: ["arroces"] },
      { name: "Cenas rápidas entre semana", description: "Para cuando llego tarde y no hay ganas de complicarse.", categories: ["huevos", "verduras"] },
    ],
    [
      { name: "Postres para invitados", description: "Quedan bien y se pueden dejar hechos la víspera.", categories: ["postres"] },
      { name: "Para probar este mes", description: "", categories: ["pescados-y-mariscos", "aves"] },
    ],
    [
      { name: "Cuchara de invierno", description: "Guisos, potajes y cremas para los días de frío.", categories: ["legumbres", "sopas-y-cremas"] },
      { name: "Tapas para el sábado", description: "Para picar con los amigos.", categories: ["entrantes"] },
    ],
    [
      { name: "Ensaladas de verano", description: "Frescas, rápidas y sin encender el horno.", categories: ["ensaladas"] },
      { name: "Desayunos sin prisa", description: "Para los fines de semana.", categories: ["desayunos", "panes-y-masas"] },
    ],
  ],
  en: [
    [
      { name: "Sunday rice dishes", description: "What I cook when the whole family comes over.", categories: ["arroces"] },
      { name: "Quick weeknight dinners", description: "For the evenings I get home late.", categories: ["huevos", "verduras"] },
    ],
    [
      { name: "Desserts for guests", description: "They look great and can be made the day before.", categories: ["postres"] },
      { name: "To try this month", description: "", categories: ["pescados-y-mariscos", "aves"] },
    ],
    [
      { name: "Winter comfort food", description: "Stews, beans and soups for cold days.", categories: ["legumbres", "sopas-y-cremas"] },
      { name: "Tapas night", description: "Small plates to share with friends.", categories: ["entrantes"] },
    ],
  ],
};

const RECIPES_PER_LIST = 5;

/**
 * Two lists for every demo member (decision 045), named in the member's language: a public one shown
 * on their profile and at its own address, and a private one only they see on /recipe-lists.
 */
export async function seedDemoRecipeLists(db: Database): Promise<number> {
  const memberRows = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(
      inArray(
        users.slug,
        members.map((member) => member.username),
      ),
    )
    .orderBy(asc(users.id));
  const inCategories = async (slugs: string[]) =>
    (
      await db
        .selectDistinct({ id: recipes.id })
        .from(recipes)
        .innerJoin(recipeCategories, eq(recipeCategories.recipeId, recipes.id))
        .innerJoin(categories, eq(categories.id, recipeCategories.categoryId))
        .where(inArray(categories.slug, slugs))
        .orderBy(asc(recipes.id))
    ).map((row) => row.id);
  let made = 0;
  for (const [index, member] of memberRows.entries()) {
    const locale = members.find((seed) => seed.username === member.slug)?.locale ?? "es";
    const pair = themes[locale][index % themes[locale].length]!;
    for (const [position, theme] of pair.entries()) {
      const pool = await inCategories(theme.categories);
      // Each member picks a different stretch of the same shelf.
      const start = pool.length > 0 ? (index * 3) % pool.length : 0;
      const recipeIds = [...pool.slice(start), ...pool.slice(0, start)].slice(0, RECIPES_PER_LIST);
      await createRecipeList(db, { userId: member.id, name: theme.name, description: theme.description, isPublic: position === 0, position: position + 1, recipeIds });
      made++;
    }
  }
  return made;
}
