/**
 * Where things are in a shop: an aisle for every catalogue ingredient, derived from its group with
 * overrides by slug where the group says what it is but not where it is sold (dried herbs with the
 * spices, tinned fish in the pantry aisle, bread at the bakery). Pure, for both halves.
 */

export const shoppingAisles = ["produce", "bakery", "meat", "fish", "dairy-eggs", "pantry", "spices", "oils-condiments", "drinks", "frozen", "other"] as const;

export type ShoppingAisle = (typeof shoppingAisles)[number];

export const aisleNames: Record<ShoppingAisle, { es: string; en: string }> = {
  produce: { es: "Fruta y verdura", en: "Fruit & veg" },
  bakery: { es: "Panadería", en: "Bakery" },
  meat: { es: "Carnicería", en: "Meat" },
  fish: { es: "Pescadería", en: "Fish & seafood" },
  "dairy-eggs": { es: "Lácteos y huevos", en: "Dairy & eggs" },
  pantry: { es: "Despensa y secos", en: "Pantry & dry goods" },
  spices: { es: "Especias", en: "Spices" },
  "oils-condiments": { es: "Aceites y condimentos", en: "Oils & condiments" },
  drinks: { es: "Bebidas", en: "Drinks" },
  frozen: { es: "Congelados", en: "Frozen" },
  other: { es: "Otros", en: "Other" },
};

const aisleByGroup: Record<string, ShoppingAisle> = {
  vegetable: "produce",
  fruit: "produce",
  herb: "produce",
  meat: "meat",
  poultry: "meat",
  fish: "fish",
  seafood: "fish",
  dairy: "dairy-eggs",
  egg: "dairy-eggs",
  grain: "pantry",
  pasta: "pantry",
  legume: "pantry",
  nut: "pantry",
  sweetener: "pantry",
  baking: "pantry",
  spice: "spices",
  oil: "oils-condiments",
  condiment: "oils-condiments",
  beverage: "drinks",
  other: "other",
};

const bySlug = (aisle: ShoppingAisle, slugs: string[]) => slugs.map((slug) => [slug, aisle] as const);

/** Where the group is wrong for the shop. */
const aisleOverrides = new Map<string, ShoppingAisle>([
  ...bySlug("bakery", ["pan", "baguette", "barra-de-pan", "pan-de-hamburguesa", "pan-de-hogaza", "pan-de-molde", "pan-de-pita", "muffin-ingles", "bizcocho-de-soletilla"]),
  ...bySlug("spices", ["oregano-seco", "laurel", "fenogreco-seco", "flor-de-jamaica"]),
  ...bySlug("pantry", [
    "aceituna-kalamata",
    "aceituna-manzanilla",
    "aceituna-negra",
    "aceituna-verde",
    "alga-kombu",
    "alga-nori",
    "alga-wakame",
    "boletus-seco",
    "shiitake-seco",
    "pimiento-del-piquillo",
    "pimiento-choricero",
    "tomate-pelado",
    "tomate-triturado",
    "pure-de-calabaza",
    "brote-de-bambu",
    "maiz-dulce",
    "atun-en-conserva",
    "atun-en-aceite",
    "anchoa",
    "katsuobushi",
    "gamba-seca",
    "caldo-de-carne",
    "caldo-de-pescado",
    "caldo-de-pollo",
    "caldo-de-ternera",
    "caldo-de-verduras",
    "caldo-dashi",
    "leche-de-coco",
    "galleta-salada",
    "garbanzo-cocido",
  ]),
  ...bySlug("dairy-eggs", ["tofu-firme", "tofu-sedoso", "masa-de-hojaldre", "masa-filo", "masa-quebrada"]),
  ...bySlug("frozen", ["hielo", "guisante", "frutos-rojos"]),
  ...bySlug("drinks", ["agua", "agua-con-gas"]),
]);

/** The aisle a catalogue ingredient is sold in; lines without one (manual, unknown) go to "other". */
export function aisleFor(ingredient: { slug: string; group: string } | null): ShoppingAisle {
  if (!ingredient) return "other";
  return aisleOverrides.get(ingredient.slug) ?? aisleByGroup[ingredient.group] ?? "other";
}

/**
 * The member's order of aisles: those they have ticked in, by how early in a trip they tick them
 * (the mean share of the list already ticked when they tick there), then the rest in the default order.
 */
export function orderAisles(habits: ReadonlyMap<ShoppingAisle, number>): ShoppingAisle[] {
  const rank = (aisle: ShoppingAisle) => habits.get(aisle) ?? Number.POSITIVE_INFINITY;
  return [...shoppingAisles].sort((a, b) => rank(a) - rank(b) || shoppingAisles.indexOf(a) - shoppingAisles.indexOf(b));
}

/**
 * Staples a kitchen is assumed to have (salt, oil, water, pepper…): the shopping list leaves them
 * out unless the member switches `assume_staples` off. By catalogue slug; the pantry pages reuse it.
 */
export const STAPLE_INGREDIENT_SLUGS: readonly string[] = [
  "sal",
  "sal-gruesa",
  "sal-en-escamas",
  "agua",
  "aceite-de-oliva",
  "aceite-de-oliva-virgen-extra",
  "aceite-de-girasol",
  "pimienta-negra",
  "azucar",
];
