import { createPantryItems, type SeedPantryItem } from "./factories";

/** A Spanish home kitchen's usual stock, with the amounts people note. */
const homeStock: SeedPantryItem[] = [
  ["huevo", 12],
  ["cebolla", 3],
  ["ajo", 1, "unit"],
  ["tomate", 1, "kg"],
  ["patata", 2, "kg"],
  ["arroz-bomba", 1, "kg"],
  ["leche", 1, "l"],
  ["harina-de-trigo", 1, "kg"],
  ["mantequilla", 250, "g"],
  ["limon", 4],
  ["pimiento-rojo", 2],
  ["zanahoria", 500, "g"],
  ["pimenton-dulce"],
  ["laurel"],
  ["perejil", 1, "bunch"],
  ["tomate-triturado", 2, "can"],
  ["queso-parmesano", 200, "g"],
  ["garbanzo-cocido", 2, "can"],
  ["lenteja-pardina", 500, "g"],
  ["chorizo", 200, "g"],
  ["pollo", 1, "kg"],
  ["calabacin", 2],
  ["berenjena", 1],
  ["espagueti", 500, "g"],
  ["champinon", 250, "g"],
  ["guisante", 300, "g"],
  ["pan", 1],
  ["yogur-natural", 4],
  ["caldo-de-pollo", 1, "l"],
  ["azucar", 1, "kg"],
];

/**
 * Every demo member has 10 to 20 things at home, a different slice of the same stock each, so
 * /user/pantry and "what can I make" show something on a fresh start (decision 048).
 */
export async function seedDemoPantries(db: Parameters<typeof createPantryItems>[0], memberIds: number[], ingredientBySlug: Map<string, { id: number }>) {
  let items = 0;
  for (const [index, userId] of memberIds.entries()) {
    const size = 10 + ((index * 7) % 11);
    const start = (index * 5) % homeStock.length;
    const slice = Array.from({ length: size }, (_, offset) => homeStock[(start + offset) % homeStock.length]!);
    items += await createPantryItems(db, userId, slice, ingredientBySlug);
  }
  return items;
}
