/**
 * The evaluation set of `npm run bench:semantic`: everyday requests in each language, and what a cook
 * would accept for each, judged against the demo content (api/seed/data). A judgement names what
 * the recipe must be in the catalogue's own terms — an ingredient used as such (a chicken cut, not
 * chicken stock), a course, a cuisine, a diet tag, a time — broader than any one filter: asking for
 * "cena con pollo", a cook accepts any savoury chicken dish, whether or not it is tagged "cena".
 */

import { everyday } from "./everyday-queries";

export interface Judgement {
  /** The recipe uses one of the ingredients whose slug matches (a cut, a kind), never only its stock. */
  ingredient?: RegExp;
  /** Filed under one of these categories (or their descendants). */
  categories?: string[];
  /** Not filed under any of these. */
  notCategories?: string[];
  /** Carries every one of these tags. */
  tags?: string[];
  /** Carries one of these tags. */
  anyTags?: string[];
  /** Uses none of the ingredients whose slug matches. */
  without?: RegExp;
  maxMinutes?: number;
  notHard?: boolean;
  /** The title (either language) matches; with `ingredient`, either one will do. */
  orTitle?: RegExp;
  /** The title (either language) must match, whatever else. */
  title?: RegExp;
}

/** What a request is mostly about, to report the figures per kind of request. */
export const requestKinds = ["dish", "ingredient", "diet", "exclusion", "occasion", "time", "audience", "combination"] as const;
export type RequestKind = (typeof requestKinds)[number];

export interface EvaluationQuery {
  locale: "es" | "en";
  query: string;
  accept: Judgement;
  kind: RequestKind;
}

/** A stock or broth is never the ingredient a cook asked for. */
const notStock = (pattern: string) => new RegExp(`^(?!caldo|fondo|repollo)(${pattern})`);

interface Topic {
  es: string;
  en: string;
  ingredient: RegExp;
  title: RegExp;
  /** Sweet: nobody asks for it for dinner. */
  sweet?: boolean;
}

const topics: Topic[] = [
  { es: "pollo", en: "chicken", ingredient: notStock("pollo$|.*-de-pollo$"), title: /pollo|chicken/i },
  { es: "garbanzos", en: "chickpeas", ingredient: notStock("garbanzo"), title: /garbanzo|chickpea|hummus|falafel/i },
  { es: "gambas", en: "prawns", ingredient: notStock("gamba|langostino|camaron"), title: /gamba|langostino|prawn|shrimp/i },
  { es: "bacalao", en: "cod", ingredient: notStock("bacalao"), title: /bacalao|cod\b/i },
  { es: "berenjena", en: "eggplant", ingredient: notStock("berenjena"), title: /berenjena|eggplant|aubergine/i },
  { es: "patatas", en: "potatoes", ingredient: notStock("patata"), title: /patata|potato/i },
  { es: "huevos", en: "eggs", ingredient: notStock("huevo$"), title: /huevo|egg/i },
  { es: "espinacas", en: "spinach", ingredient: notStock("espinaca"), title: /espinaca|spinach/i },
  { es: "champiñones", en: "mushrooms", ingredient: notStock("champinon|shiitake|seta|boletus|hongo"), title: /champi|seta|mushroom/i },
  { es: "ternera", en: "beef", ingredient: notStock(".*ternera|.*-de-vaca|.*de-res"), title: /ternera|beef|carne/i },
  { es: "cordero", en: "lamb", ingredient: notStock(".*cordero"), title: /cordero|lamb/i },
  { es: "lentejas", en: "lentils", ingredient: notStock("lenteja"), title: /lenteja|lentil|dal/i },
  { es: "calabacín", en: "zucchini", ingredient: notStock("calabacin"), title: /calabac|zucchini|courgette/i },
  { es: "salmón", en: "salmon", ingredient: notStock("salmon"), title: /salm[oó]n/i },
  { es: "tofu", en: "tofu", ingredient: notStock("tofu"), title: /tofu/i },
  { es: "chocolate", en: "chocolate", ingredient: notStock("chocolate|cacao"), title: /chocolate|cacao/i, sweet: true },
  { es: "manzana", en: "apple", ingredient: notStock("manzana"), title: /manzana|apple/i, sweet: true },
  { es: "calamares", en: "squid", ingredient: notStock("calamar|chipiron"), title: /calamar|squid|chipir/i },
  { es: "mejillones", en: "mussels", ingredient: notStock("mejillon"), title: /mejill|mussel/i },
  { es: "aguacate", en: "avocado", ingredient: notStock("aguacate"), title: /aguacate|avocado|guacamole/i },
  {
    es: "cerdo",
    en: "pork",
    ingredient: notStock(".*cerdo|panceta|lomo|costilla|chorizo|guanciale|jamon|butifarra|morcilla|lacon|carrillera|sobrasada"),
    title: /cerdo|pork|cochinita|lech[oó]n/i,
  },
];

const savoury = { notCategories: ["postres", "bebidas"] };
const meatOrFish = /pollo|cerdo|ternera|cordero|jamon|chorizo|panceta|beicon|morcilla|bacalao|merluza|gamba|langostino|almeja|mejillon|calamar|atun|anchoa/;

interface Context {
  es: (topic: string) => string;
  en: (topic: string) => string;
  accept: Judgement;
  kind: RequestKind;
  savoury?: boolean;
}

const contexts: Context[] = [
  { es: (x) => x, en: (x) => x, accept: {}, kind: "ingredient" },
  { es: (x) => `cena con ${x}`, en: (x) => `${x} dinner`, accept: { notCategories: ["postres", "bebidas", "desayunos"] }, kind: "combination", savoury: true },
  { es: (x) => `${x} fácil`, en: (x) => `easy ${x}`, accept: { notHard: true }, kind: "combination" },
  { es: (x) => `receta rápida con ${x}`, en: (x) => `quick ${x} recipe`, accept: { maxMinutes: 45 }, kind: "time" },
  { es: (x) => `${x} sin gluten`, en: (x) => `gluten-free ${x}`, accept: { tags: ["sin-gluten"] }, kind: "diet" },
];

const generated: EvaluationQuery[] = topics.flatMap((topic) =>
  contexts.flatMap((context) =>
    topic.sweet && context.savoury
      ? []
      : [
          { locale: "es" as const, query: context.es(topic.es), accept: { ingredient: topic.ingredient, orTitle: topic.title, ...context.accept }, kind: context.kind },
          { locale: "en" as const, query: context.en(topic.en), accept: { ingredient: topic.ingredient, orTitle: topic.title, ...context.accept }, kind: context.kind },
        ],
  ),
);

/** Requests a visitor types that are not "ingredient + context": the issue's, dishes, diets, cuisines. */
const writtenBefore: Array<Omit<EvaluationQuery, "kind">> = [
  { locale: "es", query: "cena rápida sin gluten con pollo", accept: { ingredient: topics[0]!.ingredient, tags: ["sin-gluten"], maxMinutes: 60 } },
  { locale: "es", query: "cena rápida con pollo", accept: { ingredient: topics[0]!.ingredient, maxMinutes: 60 } },
  { locale: "es", query: "algo con garbanzos para cenar", accept: { ingredient: topics[1]!.ingredient, ...savoury } },
  { locale: "en", query: "spicy mexican chicken", accept: { ingredient: topics[0]!.ingredient, categories: ["mexicana"] } },
  { locale: "en", query: "quick gluten-free chicken dinner", accept: { ingredient: topics[0]!.ingredient, tags: ["sin-gluten"], maxMinutes: 60 } },
  { locale: "en", query: "something with chickpeas for dinner", accept: { ingredient: topics[1]!.ingredient, ...savoury } },
  { locale: "es", query: "postre sin gluten", accept: { categories: ["postres"], tags: ["sin-gluten"] } },
  { locale: "en", query: "gluten-free dessert", accept: { categories: ["postres"], tags: ["sin-gluten"] } },
  { locale: "es", query: "ensalada vegana", accept: { categories: ["ensaladas"], tags: ["vegana"] } },
  { locale: "en", query: "vegan salad", accept: { categories: ["ensaladas"], tags: ["vegana"] } },
  { locale: "es", query: "sopa de verduras", accept: { categories: ["sopas-y-cremas"], without: meatOrFish } },
  { locale: "en", query: "vegetable soup", accept: { categories: ["sopas-y-cremas"], without: meatOrFish } },
  { locale: "es", query: "pasta vegetariana", accept: { categories: ["pastas"], tags: ["vegetariana"] } },
  { locale: "en", query: "vegetarian pasta", accept: { categories: ["pastas"], tags: ["vegetariana"] } },
  { locale: "es", query: "arroz con marisco", accept: { categories: ["arroces"], ingredient: notStock("gamba|langostino|calamar|mejillon|almeja|sepia|cigala") } },
  { locale: "en", query: "seafood rice", accept: { categories: ["arroces"], ingredient: notStock("gamba|langostino|calamar|mejillon|almeja|sepia|cigala") } },
  { locale: "es", query: "comida mexicana picante", accept: { categories: ["mexicana"] } },
  { locale: "en", query: "spicy mexican food", accept: { categories: ["mexicana"] } },
  { locale: "es", query: "postre de chocolate", accept: { categories: ["postres"], ingredient: notStock("chocolate|cacao") } },
  { locale: "en", query: "chocolate dessert", accept: { categories: ["postres"], ingredient: notStock("chocolate|cacao") } },
  { locale: "es", query: "desayuno fácil", accept: { categories: ["desayunos"], notHard: true } },
  { locale: "en", query: "easy breakfast", accept: { categories: ["desayunos"], notHard: true } },
  { locale: "es", query: "curry vegetariano", accept: { tags: ["vegetariana"], orTitle: /curry|dal|masala|korma/i } },
  { locale: "en", query: "vegetarian curry", accept: { tags: ["vegetariana"], orTitle: /curry|dal|masala|korma/i } },
  { locale: "es", query: "tapas para compartir", accept: { categories: ["entrantes"] } },
  { locale: "en", query: "tapas to share", accept: { categories: ["entrantes"] } },
  { locale: "es", query: "cena ligera sin lactosa", accept: { tags: ["sin-lactosa"], ...savoury } },
  { locale: "en", query: "light dairy-free dinner", accept: { tags: ["sin-lactosa"], ...savoury } },
  { locale: "es", query: "pescado al horno", accept: { ingredient: notStock("bacalao|merluza|salmon|dorada|lubina|atun|bonito|rape|sardina|besugo|trucha|caballa") } },
  { locale: "en", query: "baked fish", accept: { ingredient: notStock("bacalao|merluza|salmon|dorada|lubina|atun|bonito|rape|sardina|besugo|trucha|caballa") } },
  { locale: "es", query: "cocina japonesa", accept: { categories: ["japonesa"] } },
  { locale: "en", query: "japanese food", accept: { categories: ["japonesa"] } },
  { locale: "es", query: "pollo sin ajo", accept: { ingredient: topics[0]!.ingredient, without: /^ajo/ } },
  { locale: "en", query: "chicken without garlic", accept: { ingredient: topics[0]!.ingredient, without: /^ajo/ } },
  { locale: "es", query: "italiana vegetariana", accept: { categories: ["italiana"], tags: ["vegetariana"] } },
  { locale: "en", query: "vegetarian italian", accept: { categories: ["italiana"], tags: ["vegetariana"] } },
];

/** The kind of each of the first written requests, by what they mostly ask. */
function kindOfWritten({ query, accept }: Omit<EvaluationQuery, "kind">): RequestKind {
  if (/\bsin\b|without/.test(query) && !/gluten|lactosa/.test(query)) return "exclusion";
  if (accept.tags?.length && (accept.ingredient || accept.categories || accept.maxMinutes)) return "combination";
  if (/cena|dinner|tapas|compartir|share/.test(query)) return "occasion";
  if (accept.tags?.length) return "diet";
  return "dish";
}
const written: EvaluationQuery[] = writtenBefore.map((entry) => ({ ...entry, kind: kindOfWritten(entry) }));

export const evaluationQueries: EvaluationQuery[] = [...written, ...generated, ...everyday];
