import { and, asc, eq } from "drizzle-orm";
import { describeIngredientLine, type LineLocale, scaleIngredientLine } from "../contract/ingredient-line";
import { readingUnitSystem, type UnitSystem } from "../contract/measures";
import type { RecipeShoppingList } from "../contract/recipe-shopping-list";
import type { Database } from "../db/client";
import { ingredients, recipeIngredients, recipes } from "../db/schema";
import { asRecordId } from "../http/address-params";
import { isPublished } from "../recipes/published";
import { pantryOf } from "./list-generation";
import { unitSystemOf } from "./list-reading";
import { recipeShoppingLines, type ScaledRecipeLine } from "./recipe-shopping-lines";

/**
 * A published recipe (by id or slug) as a shopping list at `servings` (its own when none): for a
 * member (`userId`) less their pantry and in their units, for a visitor everything, in the units
 * they asked for (`visitorUnits`) or the language's. Null when there is no such published recipe.
 */
export async function readRecipeShoppingList(
  db: Database,
  key: string,
  servings: number | undefined,
  userId: number | null,
  locale: LineLocale,
  visitorUnits?: UnitSystem,
): Promise<RecipeShoppingList | null> {
  const id = asRecordId(key);
  const [recipe] = await db
    .select({ id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn, servings: recipes.servings })
    .from(recipes)
    .where(and(id !== undefined ? eq(recipes.id, id) : eq(recipes.slug, key), isPublished))
    .limit(1);
  if (!recipe) return null;
  const [rows, pantry, system] = await Promise.all([
    db
      .select({
        line: recipeIngredients,
        ingredient: { id: ingredients.id, slug: ingredients.slug, group: ingredients.group, nameEs: ingredients.nameEs, nameEn: ingredients.nameEn },
      })
      .from(recipeIngredients)
      .leftJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(eq(recipeIngredients.recipeId, recipe.id))
      .orderBy(asc(recipeIngredients.position)),
    userId === null ? null : pantryOf(db, userId),
    userId === null ? readingUnitSystem(locale, visitorUnits) : unitSystemOf(db, userId, locale),
  ]);
  const chosen = servings ?? recipe.servings;
  const factor = recipe.servings > 0 ? chosen / recipe.servings : 1;
  // Exactly as the shopping list adds a recipe (list-generation.ts): the exact scaled amount adds up, the rounded line is shown.
  const lines: ScaledRecipeLine[] = rows.map(({ line, ingredient }) => {
    const name = ingredient ? (locale === "es" ? ingredient.nameEs : ingredient.nameEn) || ingredient.nameEs : "";
    const written = { quantity: line.quantity, unit: line.unit, name, note: locale === "es" ? line.noteEs : line.noteEn };
    return {
      ingredient: ingredient ? { id: ingredient.id, slug: ingredient.slug, group: ingredient.group, name } : null,
      quantity: line.quantity === null ? null : line.quantity * factor,
      unit: line.unit,
      asWritten: describeIngredientLine(scaleIngredientLine(written, factor), locale),
    };
  });
  return {
    recipe: { id: recipe.id, slug: recipe.slug, title: (locale === "es" ? recipe.titleEs : recipe.titleEn) || recipe.titleEs, servings: recipe.servings },
    servings: chosen,
    unit_system: system,
    pantry_applied: pantry !== null,
    ...recipeShoppingLines(lines, pantry, locale, system),
  };
}
