/**
 * The colours of the actual dish, from its main ingredients: the lines that weigh most (roughly,
 * in grams), leaving out what cannot be seen in the finished dish (frying oil, water, salt, sugar,
 * stock, raising agents). Each ingredient's colour comes from its catalogue slug, or its group.
 */

export interface IllustrationIngredient {
  slug: string;
  group: string;
  quantity: number | null;
  unit: string;
}

export interface DishColours {
  /** The main ingredients' colours, heaviest first; always three. */
  main: [string, string, string];
  /** The colour cooked rice takes in this dish (saffron gold, squid-ink black, tomato red, cream). */
  rice: string;
  /** Something green the dish carries (herbs, leaves), if any. */
  green: string | null;
}

/** Invisible in the finished dish, whatever their weight. */
const UNSEEN =
  /^(aceite|agua|sal\b|sal-|azucar|caldo|levadura|bicarbonato|vinagre|hielo|maicena|almidon|extracto|harina|pimienta-negra|sake|mirin|salsa-de-soja|tamari|salsa-de-pescado|hueso)/;

/** Slug patterns and the colour the ingredient shows; the first match wins. */
const COLOURS: ReadonlyArray<readonly [RegExp, string]> = [
  [/tinta|alga-nori/, "#2a2627"],
  [/tomate|tomatillo-rojo|pimiento-rojo|pimiento-del-piquillo|nora|chile-guajillo|gochujang|pasta-de-curry-rojo|sandia/, "#d23f2f"],
  [/pimenton|chorizo|achiote|aji-panca|chile-ancho|chile-mulato|chile-pasilla|sobrasada/, "#b8391f"],
  [/remolacha|flor-de-jamaica|maiz-morado|col-lombarda|vino-tinto/, "#8e2246"],
  [/fresa|frutos-rojos|frambuesa|cereza|granada/, "#c8283e"],
  [/espinaca|acelga|berza|kale|grelo|bok-choy|col-china|brocoli|pasta-de-curry-verde|hierbabuena|menta|albahaca|perejil|cilantro|pesto/, "#3f7d32"],
  [
    /lechuga|pepino|calabacin|judia-verde|guisante|pimiento-verde|pimiento-de-padron|tomatillo|aguacate|te-matcha|alga|edamame|cebolleta|puerro|calcot|alcachofa|chile-serrano|chile-poblano|jalapeno|lima|apio|hinojo|oliva|aceituna|pistacho/,
    "#7aa84a",
  ],
  [/berenjena|ciruela|higo|arandano|mora/, "#5b3a6b"],
  [/zanahoria|calabaza|boniato|batata|mango|papaya|naranja|melocoton|albaricoque|aji-amarillo|pasta-de-curry-massaman|curry|curcuma|azafran/, "#e58a2b"],
  [/limon|pina|platano|maiz|mazorca|elote|huevo|yema|queso-cheddar|masa-de-maiz|harina-de-maiz|tortilla-de-maiz|polenta|mostaza/, "#eec23f"],
  [/chocolate|cacao|cafe|te-negro|galleta-digestive|azucar-moreno|dulce-de-leche|miso-rojo|salsa-hoisin|alubia-negra|frijol-negro|morcilla/, "#5a3522"],
  [
    /ternera|buey|vaca|rabo|carrillera|cordero|lechazo|cabrito|conejo|corazon|callo|morcillo|jarrete|solomillo-de-ternera|carne-picada-de-ternera|carne-de-ternera|higado/,
    "#7e3a28",
  ],
  [/cerdo|panceta|beicon|tocino|jamon|lacon|guanciale|prosciutto|salchicha|butifarra|costilla|lomo|chistorra/, "#c9735a"],
  [/pollo|gallina|pavo|pato|alita|contramuslo|pechuga/, "#dba05e"],
  [/salmon|salmonete|gamba|langostino|camaron|cangrejo|bogavante|cigala/, "#ef7f57"],
  [/atun|bonito/, "#b55a52"],
  [/pulpo|sepia/, "#b35d78"],
  [/mejillon/, "#2f2d3a"],
  [/bacalao|merluza|rape|dorada|lubina|corvina|cherne|cabracho|boqueron|sardina|anchoa|pescado|calamar|almeja|vieira|tofu|paneer/, "#e9e2d4"],
  [/patata|papa|yuca|garbanzo|cuscus|bulgur|quinoa|pasta|espagueti|macarron|fideo|trofie|bucatini|placa-de-lasana|tallarin|noqui|ramen|udon/, "#e8c77a"],
  [/lenteja|alubia-pinta|alubia-roja|frijol|judion|champinon|seta|boletus|shiitake|nuez|avellana|almendra|canela|cacahuete|anacardo|tahini|miso/, "#9c6a3e"],
  [
    /arroz|alubia-blanca|faba|chufa|coco|leche|nata|yogur|queso|mozzarella|mascarpone|ricotta|mantequilla|cebolla|ajo|coliflor|nabo|daikon|col|repollo|pan|harina|masa|manzana|pera/,
    "#f1e6c8",
  ],
];

const GROUP_COLOURS: Record<string, string> = {
  vegetable: "#6a9a45",
  fruit: "#e0903a",
  meat: "#8e4030",
  poultry: "#dba05e",
  fish: "#e3dcd0",
  seafood: "#ee7a55",
  dairy: "#f4e6c0",
  egg: "#f0c040",
  grain: "#ecdcb0",
  pasta: "#eecb7a",
  legume: "#a8753f",
  nut: "#b98a55",
  spice: "#c0522a",
  herb: "#4f8f3a",
  beverage: "#8a5a3a",
  condiment: "#7a3b22",
};

function ingredientColour(ingredient: Pick<IllustrationIngredient, "slug" | "group">): string | null {
  for (const [pattern, colour] of COLOURS) if (pattern.test(ingredient.slug)) return colour;
  return GROUP_COLOURS[ingredient.group] ?? null;
}

const GRAMS_PER: Record<string, number> = {
  g: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  cup: 240,
  tbsp: 15,
  tsp: 5,
  unit: 120,
  clove: 5,
  slice: 30,
  sprig: 2,
  can: 400,
  bunch: 60,
  leaf: 1,
  pinch: 0,
  to_taste: 0,
};

/** Ingredients that are seen, heaviest first (ties keep the recipe's order). */
export function mainIngredients(ingredients: readonly IllustrationIngredient[]): IllustrationIngredient[] {
  return ingredients
    .map((item, index) => ({ item, index, grams: (item.quantity ?? 0) * (GRAMS_PER[item.unit] ?? 50) }))
    .filter(({ item }) => !UNSEEN.test(item.slug))
    .sort((a, b) => b.grams - a.grams || a.index - b.index)
    .map(({ item }) => item);
}

export function dishColours(ingredients: readonly IllustrationIngredient[]): DishColours {
  const seen: string[] = [];
  for (const item of mainIngredients(ingredients)) {
    const colour = ingredientColour(item);
    if (colour && !seen.includes(colour)) seen.push(colour);
    if (seen.length === 3) break;
  }
  const fallback = ["#e8c77a", "#6a9a45", "#d23f2f"];
  for (const colour of fallback) if (seen.length < 3 && !seen.includes(colour)) seen.push(colour);
  const has = (pattern: RegExp) => ingredients.some((item) => pattern.test(item.slug));
  const rice = has(/tinta/)
    ? "#2f2a2b"
    : has(/azafran|curcuma|curry|aji-amarillo/)
      ? "#eab544"
      : has(/tomate|pimenton|achiote/)
        ? "#d9784a"
        : has(/salsa-de-soja|tamari/)
          ? "#c89a5c"
          : "#f4ecd6";
  const greenItem = ingredients.find((item) =>
    /perejil|cilantro|albahaca|menta|hierbabuena|cebollino|cebolleta|espinaca|lechuga|guisante|judia-verde|eneldo|pepino|aguacate|lima/.test(item.slug),
  );
  return { main: [seen[0]!, seen[1]!, seen[2]!], rice, green: greenItem ? ingredientColour(greenItem) : null };
}
