/**
 * Kinds of food a cook rules out as one ("sin frutos secos", "without nuts", "pasta sin queso"):
 * each names the catalogue's ingredients it holds by their food group and slug, so a new cheese or a
 * new nut joins its kind without an edit here. A kind's slug stands in the search's ingredient lists
 * (`exclude_ingredients=frutos-secos`) as an ingredient's does, and its chip shows its name. No zod
 * here: the browser imports it for the chip's name (decisions/069).
 */

export interface FoodKind {
  slug: string;
  nameEs: string;
  nameEn: string;
  /** The words people type for it, both languages (singular and plural fold to one key). */
  words: readonly string[];
  /** Catalogue food groups whose every ingredient belongs. */
  groups?: readonly string[];
  /** Ingredients of any group whose slug matches belong too. */
  slugs?: RegExp;
  /** Ingredients whose slug matches never belong ("nuez moscada" is a spice, sesame a seed). */
  notSlugs?: RegExp;
  /** An ingredient whose exclusion means the whole kind ("sin queso": no cheese at all). */
  heads?: readonly string[];
}

export const foodKinds: readonly FoodKind[] = [
  {
    slug: "frutos-secos",
    nameEs: "Frutos secos",
    nameEn: "Nuts",
    words: ["frutos secos", "fruto seco", "nuts", "nut", "tree nuts", "frutos de cascara"],
    groups: ["nut"],
    slugs: /^(almendra|cacahuete|avellana|anacardo|pistacho|pinon|nuez)(-|$)|-(de-)?(almendra|cacahuete|avellana)s?$/,
    notSlugs: /sesamo|chufa|coco|moscada/,
  },
  {
    slug: "quesos",
    nameEs: "Queso",
    nameEn: "Cheese",
    words: ["queso", "quesos", "cheese", "cheeses"],
    slugs: /^(queso|mozzarella|ricotta|mascarpone|paneer|burrata|halloumi|parmesano|pecorino|feta|gorgonzola|brie|camembert)(-|$)/,
    heads: ["queso"],
  },
  {
    slug: "marisco",
    nameEs: "Marisco",
    nameEn: "Shellfish",
    words: ["marisco", "mariscos", "seafood", "shellfish", "crustaceos", "crustaceans", "moluscos"],
    groups: ["seafood"],
  },
  {
    slug: "pescado",
    nameEs: "Pescado",
    nameEn: "Fish",
    words: ["pescado", "pescados", "pescado azul", "fish"],
    groups: ["fish"],
  },
  {
    slug: "huevos",
    nameEs: "Huevo",
    nameEn: "Eggs",
    words: ["huevo", "huevos", "egg", "eggs"],
    groups: ["egg"],
    slugs: /^(huevo|yema|clara)(-|$)/,
    heads: ["huevo"],
  },
  {
    slug: "cerdo",
    nameEs: "Cerdo",
    nameEn: "Pork",
    words: ["cerdo", "pork", "puerco", "chancho"],
    slugs: /cerdo|jamon|^(panceta|beicon|bacon|chorizo|guanciale|butifarra|morcilla|lacon|sobrasada|salchicha)(-|$)/,
  },
];

export const foodKindBySlug: ReadonlyMap<string, FoodKind> = new Map(foodKinds.map((kind) => [kind.slug, kind]));

/** Whether a catalogue ingredient belongs to the kind. */
export function holdsIngredient(kind: FoodKind, ingredient: { slug: string; group: string }): boolean {
  if (kind.notSlugs?.test(ingredient.slug)) return false;
  return (kind.groups?.includes(ingredient.group) ?? false) || (kind.slugs?.test(ingredient.slug) ?? false);
}
