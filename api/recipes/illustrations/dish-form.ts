/**
 * What tells apart dishes of one type (issue 30): the shape of the pieces and how the topping or
 * the sauce sits, read from the dish's name and its ingredients. A spring roll and a fried potato
 * are both "fried" but one is a roll and the other a cube; pan con tomate is bread rubbed with
 * tomato, bruschetta bread piled with it; hummus is a purée spread on a plate, alioli an emulsion of
 * oil in a mortar. One rule per form, for every recipe of the type, not one per recipe.
 */
import { foldText } from "../../contract/text";
import { type IllustrationIngredient, mainIngredients } from "./dish-colours";
import type { DishType } from "./dish-type";

export type DishForm =
  /** fried: wrapped cylinders (spring rolls, flautas), balls (croquetas, falafel), rings (calamares), cut potatoes, or pieces */
  | "rolls"
  | "balls"
  | "rings"
  | "cubes"
  /** toast: a topping rubbed in, or piled on */
  | "smear"
  | "piled"
  /** dip: a purée spread on a plate, an emulsion of oil in a mortar */
  | "spread"
  | "emulsion"
  | "plain";

export interface DishFormInput {
  slug: string;
  title: string;
  titleEn?: string;
  ingredients: readonly IllustrationIngredient[];
}

const OIL = /^aceite/;
const BREAD = /^(pan|baguette|chapata|hogaza|focaccia)/;

/** The ingredient that weighs most, seen or not (frying oil left out: it stays in the pan). */
function heaviestOf(ingredients: readonly IllustrationIngredient[]): string {
  const grams = (item: IllustrationIngredient) => (item.quantity ?? 0) * ({ g: 1, kg: 1000, ml: 1, l: 1000, tbsp: 15, tsp: 5, unit: 120, clove: 5, cup: 240 }[item.unit] ?? 50);
  return [...ingredients].sort((a, b) => grams(b) - grams(a))[0]?.slug ?? "";
}

function friedForm(name: string, ingredients: readonly IllustrationIngredient[]): DishForm {
  const has = (pattern: RegExp) => ingredients.some((item) => pattern.test(item.slug));
  if (/\b(rollitos?|rolls?|flautas|taquitos|nems?|lumpia|cigarillos?)\b/.test(name) || has(/oblea|masa-filo|papel-de-arroz/)) return "rolls";
  if (/\b(croquetas?|falafel|bunuelos?|arancini|bolitas|pakoras?|bhajis|hush puppies|coxinhas)\b/.test(name)) return "balls";
  if (/\b(calamares|rabas|aros|rings)\b/.test(name)) return "rings";
  if (/^(patata|papa|yuca|boniato|batata)/.test(mainIngredients(ingredients)[0]?.slug ?? "")) return "cubes";
  return "plain";
}

export function dishFormOf(type: DishType, input: DishFormInput): DishForm {
  const name = foldText(`${input.slug.replace(/-/g, " ")} ${input.title} ${input.titleEn ?? ""}`).replace(/[^a-z0-9]+/g, " ");
  const { ingredients } = input;
  if (type === "fried") return friedForm(name, ingredients);
  if (type === "toast") {
    // One topping and nothing green rubbed in; several, or herbs, piled on.
    const toppings = mainIngredients(ingredients).filter((item) => !BREAD.test(item.slug) && !/^ajo/.test(item.slug));
    const green = toppings.some((item) => item.group === "herb" || /albahaca|perejil|rucula|cilantro|aguacate/.test(item.slug));
    return toppings.length <= 1 && !green ? "smear" : "piled";
  }
  if (type === "dip") {
    if (OIL.test(heaviestOf(ingredients)) || /\b(alioli|aioli|allioli|mayonesa|mayonnaise)\b/.test(name)) return "emulsion";
    const base = mainIngredients(ingredients)[0];
    if (base && (base.group === "legume" || /garbanzo|alubia|haba|lenteja|berenjena|tahini/.test(base.slug))) return "spread";
  }
  return "plain";
}
