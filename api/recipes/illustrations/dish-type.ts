/**
 * What the finished dish looks like on the table, chosen from the recipe: first its own name (slug
 * and both titles: "paella", "sopa", "bravas", "tacos"), then its tags ("tapas", "frita"), then its
 * course, last its main ingredient. One list of rules, read top to bottom; the first that matches wins.
 */
import { foldText } from "../../contract/text";

export type DishType =
  | "paella"
  | "soup"
  | "noodles"
  | "rice"
  | "sushi"
  | "pizza"
  | "tart"
  | "custard"
  | "cake"
  | "sweets"
  | "pancakes"
  | "sandwich"
  | "toast"
  | "potatoes"
  | "burger"
  | "taco"
  | "dumplings"
  | "skewers"
  | "fried"
  | "salad"
  | "dip"
  | "hot-drink"
  | "drink"
  | "omelette"
  | "eggs"
  | "pasta"
  | "gratin"
  | "stew"
  | "fish"
  | "roast"
  | "bread"
  | "vegetables";

export interface DishTypeInput {
  slug: string;
  title: string;
  titleEn?: string;
  course: string;
  tags: readonly string[];
  /** Ingredient slugs, main ones first. */
  mainIngredients: readonly string[];
}

/** Matched against "slug title titleEn", folded (lower case, no accents). */
const NAME_RULES: ReadonlyArray<readonly [DishType, RegExp]> = [
  ["drink", /\b(con hielo|iced)\b/],
  ["hot-drink", /\b(chai|cafe|coffee|latte|te tailandes|thai tea|chocolate caliente)\b/],
  ["drink", /\b(lassi|mojito|sangria|horchata|agua de|chicha|smoothie|batido|zumo|limonada|cocktail|coctel)\b/],
  ["paella", /\b(paella|fideua|arroz negro|arroz a banda|arroz con costra|arroz al horno|jambalaya|arroz de marisco)\b/],
  ["noodles", /\b(ramen|pho|pad thai|chow mein|japchae|yakisoba|udon|noodles?|tallarines)\b/],
  ["soup", /\b(sopa|soup|caldo|crema de|gazpacho|salmorejo|ajoblanco|porrusalda|miso|pozole|harira|vichyssoise|minestrone|ajiaco|tom yum|tom kha|wonton|chowder|bisque|jjigae)\b/],
  ["sushi", /\b(maki|sushi|onigiri|rollitos? de verano|summer rolls?)\b/],
  ["custard", /\b(flan|crema catalana|panna cotta|mousse|arroz con leche|kheer|suspiro|tocino de cielo|natillas|arroz glutinoso|rice pudding)\b/],
  ["pizza", /\b(pizza|lahmacun|coca de|flatbread)\b/],
  ["cake", /\b(tiramisu|brownies?|tres leches|bizcocho|pan de platano|banana bread|tarta de queso|cheesecake|leche frita)\b/],
  ["tart", /\b(tarta|tart|quiche|pie|tatin|empanada gallega|spanakopita|strudel)\b/],
  ["pancakes", /\b(tortitas|pancakes?|crepes?|filloas|dorayaki|cachapas|hotteok|pajeon|okonomiyaki|banh xeo|torrijas)\b/],
  ["sweets", /\b(galletas|cookies|brigadeiros|alfajores|baklava|churros|magdalenas|muffins|pasteis|scones|bienmesabe)\b/],
  ["burger", /\b(hamburguesa|burger)\b/],
  ["toast", /\b(bruschetta|pan con tomate|pa amb tomaquet|pan tumaca|tostas?|crostini|avocado toast)\b/],
  ["sandwich", /\b(banh mi|croque|sandwich|bocadillo|arepas?)\b/],
  ["taco", /\b(tacos?|enchiladas|quesadillas?|burritos?|fajitas?|tamales|chilaquiles)\b/],
  ["dumplings", /\b(gyozas?|jiaozi|empanadas|samosas|coxinhas|dumplings?|tequenos)\b/],
  ["skewers", /\b(gilda|brochetas?|souvlaki|yakitori|anticuchos|satay|shish|kofta|pinchos?|kebab|skewers?)\b/],
  ["omelette", /\b(tortilla de patatas|frittata|tamagoyaki|tortilla espanola|spanish omelette)\b/],
  ["eggs", /\b(huevos|eggs|shakshuka)\b/],
  ["dip", /^(hummus|guacamole|baba ganoush|tzatziki|alioli|aioli|salsa|pico de gallo|chimichurri|chutney|raita|zaalouk)\b/],
  ["salad", /\b(ensalada|ensaladilla|salad|tabule|tabbouleh|fattoush|coleslaw|som tam|larb|caprese|ceviche|kimchi)\b/],
  ["potatoes", /\b(papas arrugadas|wrinkly potatoes|wrinkled potatoes|patatas cocidas|boiled potatoes)\b/],
  [
    "fried",
    /\b(bravas|croquetas|frito|frita|tempura|pescaito|fish and chips|rollitos de primavera|spring rolls|calamares a la romana|falafel|bhajis|tostones|patacones|tortillitas|tonkatsu|cachopo|escalope|schnitzel|milanesa|pimientos de padron)\b/,
  ],
  ["gratin", /\b(lasana|lasagne|musaca|moussaka|gratin|gratinad|parmesana|parmigiana|canelones|pastel de pastor|shepherd)\b/],
  ["pasta", /\b(espaguetis|spaghetti|pasta|bucatini|trofie|noquis|gnocchi|macarrones|macaroni|fideos|tteokbokki)\b/],
  [
    "rice",
    /\b(risotto|biryani|chaufa|arroz|rice|bibimbap|oyakodon|moros y cristianos|pabellon|bandeja|kung pao|salteado|saltado|agridulce|con brocoli|kra pao|stir fry|bulgogi)\b/,
  ],
  [
    "stew",
    /\b(guiso|estofado|curry|masala|korma|tajin|tagine|chili|fabada|cocido|lentejas|garbanzos|potaje|fabes|rabo|carrilleras|callos|albondigas|pepitoria|chilindron|marmitako|suquet|zarzuela|bullabesa|mejillones|moules|gulash|goulash|ossobuco|borgonona|coq au vin|ropa vieja|feijoada|mole|dal|chana|rogan|pisto|ratatouille|frijoles|mapo|moqueca|locro|sancocho|en salsa|ajillo|en su tinta|aji de gallina|a la mantequilla|butter chicken|a la cazadora|palak|aloo|cuscus|mujadara)\b/,
  ],
  ["fish", /\b(dorada|sardinas|lubina|salmon|bacalao|merluza|trucha|pescado|fish|boquerones)\b/],
  ["roast", /\b(asado|asada|asadas|lechazo|costillas|ribs|solomillo|a la brasa|char siu|pulled|cochinita|piri piri|teriyaki|saltimbocca|tonnato|lomo|bun cha|chuleton|pollo)\b/],
  ["bread", /\b(pan|bread|pao|naan|focaccia|migas|panecillos|bollos)\b/],
  ["vegetables", /\b(escalivada|calcots|berenjenas|pimientos|champinones|elotes|verduras|bok choy|gobi|imam|gemista|chiles en nogada)\b/],
];

const TAG_RULES: ReadonlyArray<readonly [DishType, RegExp]> = [
  ["fried", /^(frita|frito|fritura|tapas)$/],
  ["soup", /^(sopa|soup)$/],
  ["stew", /^(guiso|estofado|cuchara)$/],
];

const COURSE_TYPES: ReadonlyArray<readonly [RegExp, DishType]> = [
  [/arroces/, "rice"],
  [/aves|carnes/, "roast"],
  [/bebidas/, "drink"],
  [/desayunos/, "pancakes"],
  [/ensaladas/, "salad"],
  [/entrantes/, "fried"],
  [/huevos/, "eggs"],
  [/legumbres/, "stew"],
  [/panes/, "bread"],
  [/pastas/, "pasta"],
  [/pescados/, "fish"],
  [/postres/, "cake"],
  [/salsas/, "dip"],
  [/sopas/, "soup"],
  [/verduras/, "vegetables"],
];

export function dishTypeOf(input: DishTypeInput): DishType {
  const name = foldText(`${input.slug.replace(/-/g, " ")} ${input.title} ${input.titleEn ?? ""}`).replace(/[^a-z0-9]+/g, " ");
  for (const [type, pattern] of NAME_RULES) if (pattern.test(name)) return type;
  for (const [type, pattern] of TAG_RULES) if (input.tags.some((tag) => pattern.test(tag))) return type;
  for (const [pattern, type] of COURSE_TYPES) if (pattern.test(input.course)) return type;
  const main = input.mainIngredients[0] ?? "";
  if (/arroz/.test(main)) return "rice";
  if (/pasta|espagueti|fideo/.test(main)) return "pasta";
  return "vegetables";
}
