import { categories, ingredients, tags, users } from "#api/db/schema";
import type { Database } from "#api/db/client";
import type { SeedRecipe } from "#api/db/seed/data/types";
import { insertRecipe } from "#api/db/seed/demo-seed";

let sequence = 0;
const next = () => ++sequence;

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ name: `Cocinera ${n}`, slug: `cocinera-${n}`, email: `cocinera-${n}@example.com`, ...overrides })
    .returning();
  return user!;
}

/** A small but complete catalogue: a cuisine tree, a course, two tags and three ingredients. */
export async function createCatalogue(db: Database) {
  const [world] = await db.insert(categories).values({ slug: "cocinas-del-mundo", nameEs: "Cocinas del mundo", nameEn: "World cuisines", type: "cuisine" }).returning();
  const [spanish] = await db
    .insert(categories)
    .values({ slug: "espanola", nameEs: "Española", nameEn: "Spanish", type: "cuisine", parentId: world!.id, level: 1 })
    .returning();
  const [valencian] = await db
    .insert(categories)
    .values({ slug: "valenciana", nameEs: "Valenciana", nameEn: "Valencian", type: "cuisine", parentId: spanish!.id, level: 2 })
    .returning();
  const [rice] = await db.insert(categories).values({ slug: "arroces", nameEs: "Arroces", nameEn: "Rice dishes", type: "course" }).returning();
  const tagRows = await db
    .insert(tags)
    .values([
      { slug: "tradicional", nameEs: "Tradicional", nameEn: "Traditional" },
      { slug: "sin-gluten", nameEs: "Sin gluten", nameEn: "Gluten-free" },
    ])
    .returning();
  const ingredientRows = await db
    .insert(ingredients)
    .values([
      { slug: "arroz-bomba", nameEs: "arroz bomba", nameEn: "bomba rice", group: "grain" },
      { slug: "ajo", nameEs: "ajo", nameEn: "garlic", group: "vegetable" },
      { slug: "tomate", nameEs: "tomate", nameEn: "tomato", group: "vegetable" },
      { slug: "azafran", nameEs: "azafrán", nameEn: "saffron", group: "spice" },
    ])
    .returning();
  return {
    categoryIds: new Map([[world!.slug, world!.id], [spanish!.slug, spanish!.id], [valencian!.slug, valencian!.id], [rice!.slug, rice!.id]]),
    tagIds: new Map(tagRows.map((row) => [row.slug, row.id])),
    ingredientBySlug: new Map(ingredientRows.map((row) => [row.slug, { id: row.id, group: row.group }])),
  };
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

export async function createRecipe(
  db: Database,
  catalogue: Awaited<ReturnType<typeof createCatalogue>>,
  authorId: number,
  recipe: SeedRecipe = paellaRecipe(),
  options: { isFeatured?: boolean; publishedAt?: Date } = {},
) {
  return insertRecipe(db, recipe, {
    authorId,
    publishedAt: options.publishedAt ?? new Date("2026-10-01T10:00:00Z"),
    isFeatured: options.isFeatured ?? false,
    ...catalogue,
  });
}
