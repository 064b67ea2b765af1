export type AliasTarget = { kind: "category" | "tag"; slug: string };
export interface Alias {
  target: AliasTarget;
  texts: readonly string[];
}

const category = (slug: string): AliasTarget => ({ kind: "category", slug });
const tag = (slug: string): AliasTarget => ({ kind: "tag", slug });

/**
 * Words the catalogue's names do not cover. Courses that have a category (desayunos, postres...) go to
 * categoryIds; meals that only exist as tags (cena, comida, merienda, brunch) go to includeTagSlugs.
 * Nobody types "Oriente Medio y África" in full, hence its shorter names.
 */
export const MEAL_ALIASES: readonly Alias[] = [
  { target: category("desayunos"), texts: ["desayuno", "desayunar", "breakfast"] },
  {
    target: category("postres"),
    texts: ["postre", "dessert", "dulce", "algo dulce", "sweet", "something sweet", "sweets", "tarta", "pastel", "bizcocho", "cake", "treat", "golosina"],
  },
  { target: category("ensaladas"), texts: ["ensalada", "salad"] },
  { target: category("sopas-y-cremas"), texts: ["sopa", "soup"] },
  { target: category("entrantes"), texts: ["entrante", "tapa", "pincho", "starter"] },
  { target: category("arroces"), texts: ["arroz", "rice"] },
  { target: category("oriente-medio-y-africa"), texts: ["oriente medio", "middle east", "middle eastern", "arabe", "arabic", "africana", "african"] },
  { target: tag("cena"), texts: ["cena", "cenar", "dinner", "supper"] },
  { target: tag("comida"), texts: ["comida", "almuerzo", "almorzar", "lunch"] },
  { target: tag("merienda"), texts: ["merienda", "merendar", "snack", "afternoon snack"] },
  { target: tag("brunch"), texts: ["brunch"] },
  // The root of the courses: search-preferences.ts reads it as the courses a meal is built on.
  { target: category("platos"), texts: ["main course", "main courses", "main dish", "mains", "entree", "plato principal", "plato fuerte", "segundo plato", "segundos"] },
  { target: tag("guiso"), texts: ["plato de cuchara", "platos de cuchara", "de cuchara", "guisado", "estofado", "stew", "stewed", "hotpot", "casserole"] },
  {
    target: category("fiestas"),
    texts: [
      "cumpleanos",
      "cumple",
      "birthday",
      "birthday party",
      "dinner party",
      "party",
      "invitados",
      "con invitados",
      "guests",
      "for guests",
      "entertaining",
      "celebracion",
      "celebration",
      "reunion",
      "gathering",
      "potluck",
    ],
  },
];

/**
 * Diets map to tags, not to the diet categories of the same slug: all four exist as both, but only a
 * tag can also be excluded (excludeTagSlugs), and the other labels people type with them
 * ("saludable", "baja en calorías") only exist as tags, so all of them end up as the same kind of chip.
 */
export const DIET_AND_TAG_ALIASES: readonly Alias[] = [
  { target: tag("vegana"), texts: ["vegano", "vegana", "vegan", "plant based"] },
  { target: tag("vegetariana"), texts: ["vegetariano", "vegetariana", "vegetarian", "veggie", "meatless"] },
  { target: tag("sin-gluten"), texts: ["celiaco", "celiaca", "apto para celiaco", "celiac", "coeliac", "gluten free"] },
  { target: tag("sin-lactosa"), texts: ["sin lacteo", "lactose free", "dairy free"] },
  {
    target: tag("baja-en-calorias"),
    texts: ["bajo en calorias", "baja en calorias", "pocas calorias", "hipocalorica", "hipocalorico", "ligera", "ligero", "light", "low calorie", "low cal"],
  },
  {
    target: tag("alta-en-proteina"),
    texts: ["alto en proteina", "rica en proteina", "rico en proteina", "proteica", "proteico", "high protein", "high in protein", "protein rich"],
  },
  { target: tag("saludable"), texts: ["sano", "sana", "healthy"] },
  { target: tag("economica"), texts: ["economico", "barata", "barato", "cheap"] },
  { target: tag("casera"), texts: ["casero"] },
  { target: tag("queso"), texts: ["cheesy", "quesoso", "con mucho queso"] },
  { target: tag("frita"), texts: ["frito"] },
  {
    target: tag("para-ninos"),
    texts: ["infantil", "para los ninos", "ninos", "nino", "peques", "for kids", "kid friendly", "kids", "kid", "children", "child", "toddler", "family friendly"],
  },
  { target: tag("comida-callejera"), texts: ["comida rapida", "fast food"] },
];

/** After "sin"/"without"/"no", or before "-free": what the request is free of names a diet tag. */
export const FREE_OF_ALIASES: readonly Alias[] = [
  { target: tag("sin-gluten"), texts: ["gluten"] },
  { target: tag("sin-lactosa"), texts: ["lactosa", "lactose", "lacteo", "dairy"] },
  { target: tag("sin-horno"), texts: ["horno", "hornear", "oven", "bake", "baking"] },
  { target: tag("vegetariana"), texts: ["carne", "meat"] },
  { target: tag("sin-azucar-anadido"), texts: ["azucar anadido", "added sugar"] },
];
