import type { LineLocale } from "../contract/ingredient-line";
import type { RecipeShoppingLine, RecipeShoppingList } from "../contract/recipe-shopping-list";
import { aisleFor, aisleNames, orderAisles, STAPLE_INGREDIENT_SLUGS } from "../contract/shopping-aisles";
import { describeShoppingAmount, mergeLines, remainingAfterPantry, type UnitSystem } from "../contract/shopping-quantities";

/** What a kitchen holds of one ingredient: a pantry row (amount optional), or an assumed staple. */
export type PantryHolding = { quantity: number | null; unit: string | null } | "staple";

/** One line of the recipe at the servings chosen: its amount scaled exactly, and as the recipe writes it. */
export interface ScaledRecipeLine {
  ingredient: { id: number; slug: string; group: string; name: string } | null;
  quantity: number | null;
  unit: string;
  asWritten: string;
}

const staples = new Set(STAPLE_INGREDIENT_SLUGS);
/** The default order: no member's habits (the page is the recipe's, the same for everyone). */
const defaultAisleOrder = orderAisles(new Map());

/**
 * A recipe's lines as a shopping list (decision 054): added up by ingredient and base unit and
 * rounded up to what shops sell with the shopping list's own arithmetic (decision 047), less the
 * pantry when there is one (`null`: a visitor, who gets everything, staples marked), by aisle in the
 * default order. Lines without a catalogue ingredient stay as written. Pure.
 */
export function recipeShoppingLines(
  lines: readonly ScaledRecipeLine[],
  pantry: ReadonlyMap<number, PantryHolding> | null,
  locale: LineLocale,
  system: UnitSystem,
): Pick<RecipeShoppingList, "aisles" | "in_pantry"> {
  const merged = mergeLines(lines.map((line) => ({ ingredientId: line.ingredient?.id ?? null, quantity: line.quantity, unit: line.unit })));
  const shopping: RecipeShoppingLine[] = merged.map(({ amount, from }) => {
    const first = lines[from[0]!]!;
    const ingredient = first.ingredient;
    const aisle = aisleFor(ingredient);
    const asWritten = from.map((index) => lines[index]!.asWritten);
    const remaining = ingredient && pantry ? remainingAfterPantry(amount, pantry.get(ingredient.id)) : amount;
    const inPantry = pantry !== null && ingredient !== null && remaining.quantity === 0;
    const partly = !inPantry && remaining.quantity !== null && amount.quantity !== null && remaining.quantity < amount.quantity;
    const text = !ingredient ? asWritten[0]! : inPantry ? ingredient.name : describeShoppingAmount(ingredient.name, remaining, locale, system, { liquid: aisle === "drinks" });
    return {
      text,
      ingredient: ingredient ? { id: ingredient.id, slug: ingredient.slug, name: ingredient.name } : null,
      quantity: remaining.quantity,
      unit: remaining.unit,
      aisle,
      staple: ingredient !== null && staples.has(ingredient.slug),
      in_pantry: inPantry,
      partly_in_pantry: partly,
      as_written: asWritten,
    };
  });
  const toBuy = shopping.filter((line) => !line.in_pantry);
  return {
    aisles: defaultAisleOrder.map((key) => ({ key, name: aisleNames[key][locale], lines: toBuy.filter((line) => line.aisle === key) })).filter((aisle) => aisle.lines.length > 0),
    in_pantry: shopping.filter((line) => line.in_pantry),
  };
}
