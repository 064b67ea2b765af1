/**
 * `npm run seed:bulk -- --recipes 100000`: adds generated variants of the demo recipes, for
 * benchmarks. Uses the same settings as the server (DATA_DIR or DATABASE_URL); stop the server
 * first when it uses the embedded database (it holds the folder's lock).
 */
import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { count, eq, inArray } from "drizzle-orm";
import { loadApiEnv } from "../api/config/env";
import { openDatabase } from "../api/db/client";
import { categories, ingredients, recipeCategories, recipeIngredients, recipes, recipeSteps, recipeTags, tags, users } from "../api/db/schema";
import { demoRecipes } from "../api/db/seed/demo-content";
import { seedDemoContent } from "../api/db/seed/demo-seed";
import { seededRandom } from "../api/db/seed/random";
import { databaseLocation } from "../api/runtime";

const { values } = parseArgs({ options: { recipes: { type: "string", default: "1000" }, batch: { type: "string", default: "500" } } });
const total = Number(values.recipes);
const batchSize = Number(values.batch);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error("Usage: npm run seed:bulk -- --recipes <count> [--batch <size>]");
  process.exit(2);
}

const variants = [
  { es: "de la casa", en: "house-style" },
  { es: "exprés", en: "express" },
  { es: "ligera", en: "light" },
  { es: "para dos", en: "for two" },
  { es: "de domingo", en: "Sunday" },
  { es: "con un toque picante", en: "with a spicy kick" },
  { es: "de la abuela", en: "grandma's" },
  { es: "al estilo de mercado", en: "market-style" },
  { es: "para llevar", en: "to go" },
  { es: "de temporada", en: "seasonal" },
];

const env = loadApiEnv();
const database = await openDatabase(databaseLocation(env));
const db = database.db;
try {
  await seedDemoContent(db);
  const bases = await db.select().from(recipes).where(inArray(recipes.slug, demoRecipes.map((recipe) => recipe.slug)));
  const baseBySlug = new Map(bases.map((row) => [row.slug, row]));
  const authors = await db.select({ id: users.id }).from(users).where(eq(users.role, "user"));
  const categoryIds = new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]));
  const tagIds = new Map((await db.select({ id: tags.id, slug: tags.slug }).from(tags)).map((row) => [row.slug, row.id]));
  const ingredientIds = new Map((await db.select({ id: ingredients.id, slug: ingredients.slug }).from(ingredients)).map((row) => [row.slug, row.id]));
  const [existing] = await db.select({ n: count() }).from(recipes);
  const offset = existing?.n ?? 0;
  const random = seededRandom(offset + total);

  const bar = new SingleBar({ format: "seed:bulk [{bar}] {percentage}% | {value}/{total} recipes | {duration_formatted}" });
  bar.start(total, 0);
  for (let start = 0; start < total; start += batchSize) {
    const size = Math.min(batchSize, total - start);
    const picks = Array.from({ length: size }, (_, index) => {
      const seed = demoRecipes[(start + index) % demoRecipes.length]!;
      const variant = variants[Math.floor((start + index) / demoRecipes.length) % variants.length]!;
      return { seed, variant, base: baseBySlug.get(seed.slug)!, serial: offset + start + index };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(recipes)
        .values(
          picks.map(({ seed, variant, base, serial }) => {
            const scale = 0.8 + random.next() * 0.5;
            const publishedAt = new Date(Date.UTC(2024, 0, 1) + random.int(0, 1000) * 86_400_000);
            return {
              slug: `${seed.slug}-${serial}`,
              authorId: authors[serial % authors.length]!.id,
              titleEs: `${seed.title.es} ${variant.es}`,
              titleEn: `${variant.en} ${seed.title.en}`.replace(/^\w/, (letter) => letter.toUpperCase()),
              descriptionEs: seed.description.es,
              descriptionEn: seed.description.en,
              servings: Math.max(1, Math.round(seed.servings * scale)),
              prepMinutes: Math.round(seed.prepMinutes * scale),
              cookMinutes: Math.round(seed.cookMinutes * scale),
              activeMinutes: Math.round(base.activeMinutes * scale),
              totalMinutes: Math.round(base.totalMinutes * scale),
              difficulty: seed.difficulty,
              calories: Math.round(seed.nutrition.calories * scale),
              proteinGrams: seed.nutrition.protein,
              carbsGrams: seed.nutrition.carbs,
              fatGrams: seed.nutrition.fat,
              fiberGrams: seed.nutrition.fiber,
              sugarGrams: seed.nutrition.sugar,
              sodiumMilligrams: seed.nutrition.sodium,
              featuredImageUrl: base.featuredImageUrl,
              featuredImageWidth: base.featuredImageWidth,
              featuredImageHeight: base.featuredImageHeight,
              publishedAt,
              createdAt: publishedAt,
              updatedAt: publishedAt,
            };
          }),
        )
        .returning({ id: recipes.id });
      const rows = picks.map((pick, index) => ({ ...pick, id: inserted[index]!.id }));
      await tx.insert(recipeIngredients).values(
        rows.flatMap(({ seed, id }) =>
          seed.ingredients.map(([slug, quantity, unit, note], position) => ({
            recipeId: id, position: position + 1, ingredientId: ingredientIds.get(slug) ?? null, quantity, unit, noteEs: note?.es ?? null, noteEn: note?.en ?? null,
          })),
        ),
      );
      await tx.insert(recipeSteps).values(
        rows.flatMap(({ seed, id }) => seed.steps.map((step, position) => ({ recipeId: id, position: position + 1, descriptionEs: step.es, descriptionEn: step.en }))),
      );
      const categoryRows = rows.flatMap(({ seed, id }) =>
        [...new Set([seed.cuisine, seed.course, ...(seed.categories ?? [])])].flatMap((slug) => (categoryIds.has(slug) ? [{ recipeId: id, categoryId: categoryIds.get(slug)! }] : [])),
      );
      if (categoryRows.length) await tx.insert(recipeCategories).values(categoryRows);
      const tagRows = rows.flatMap(({ seed, id }) => [...new Set(seed.tags)].flatMap((slug) => (tagIds.has(slug) ? [{ recipeId: id, tagId: tagIds.get(slug)! }] : [])));
      if (tagRows.length) await tx.insert(recipeTags).values(tagRows);
    });
    bar.update(start + size);
  }
  bar.stop();
  const [after] = await db.select({ n: count() }).from(recipes);
  console.log(`${total} recipes added; the database now holds ${after?.n} recipes.`);
} finally {
  await database.close();
}
