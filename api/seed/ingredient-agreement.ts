/**
 * Whether a Spanish ingredient line's note agrees with what it describes: "1 cebolla, picada",
 * "2 dientes de ajo, picados", "500 g de gamba, pelada" (a weighed ingredient is named in the
 * singular, as the market names it), never "500 g de gamba, peladas". Checks the participles and
 * adjectives that open a note's parts ("picada fina", "crudas y peladas", "muy fría"); the rest of
 * a note ("en dados", "sin piel") does not agree with anything. Used by the seed's tests.
 */

type Gender = "m" | "f";
type Number = "singular" | "plural";
interface Agreement {
  gender: Gender;
  number: Number;
}

/** Head nouns of the catalogue whose gender their ending does not give (-o masculine, -a feminine). */
const genderOf: Record<string, Gender> = {
  ajo: "m", // listed for clarity: regular
  aguacate: "m",
  aji: "m",
  ají: "m",
  azúcar: "m",
  bacalao: "m",
  brócoli: "m",
  calabacín: "m",
  calçot: "m",
  camarón: "m",
  champiñón: "m",
  chile: "m",
  cilantro: "m",
  clavo: "m",
  col: "f",
  coliflor: "f",
  comino: "m",
  curri: "m",
  garrofón: "m",
  jamón: "m",
  jengibre: "m",
  laurel: "m",
  lacón: "m",
  leche: "f",
  limón: "m",
  maíz: "m",
  melocotón: "m",
  miel: "f",
  nuez: "f",
  pan: "m",
  perejil: "m",
  pimentón: "m",
  piñón: "m",
  puerro: "m",
  queso: "m",
  sal: "f",
  tomate: "m",
  yogur: "m",
  boquerón: "m",
  salmón: "m",
  aceite: "m",
  ave: "f",
  carne: "f",
  diente: "m",
  hielo: "m",
  arroz: "m",
  cebollino: "m",
  chalote: "f",
  cuscús: "m",
  tofu: "m",
  té: "m",
  café: "m",
  caldo: "m",
  callos: "m",
  pimiento: "m",
  cherne: "m",
  rape: "m",
  mejillón: "m",
  muslo: "m",
  contramuslo: "m",
  solomillo: "m",
  lomo: "m",
  zumo: "m",
  vinagre: "m",
  apio: "m",
  ñora: "f",
  ras: "m",
  tahini: "m",
  kale: "f",
  naan: "m",
  paneer: "m",
  mole: "m",
  nori: "f",
  kimchi: "m",
  dashi: "m",
  mirin: "m",
  sake: "m",
  wasabi: "m",
  miso: "m",
  panko: "m",
  ghee: "m",
  garam: "m",
  masala: "m",
  hummus: "m",
  bulgur: "m",
  feta: "m",
  parmesano: "m",
  mozzarella: "f",
  ricotta: "f",
  mascarpone: "m",
  pistacho: "m",
  cacahuete: "m",
  anacardo: "m",
  sésamo: "m",
  coco: "m",
  chocolate: "m",
  pimienta: "f",
  atún: "m",
  salmonete: "m",
  baguette: "f",
  guisante: "m",
  flor: "f",
  corazón: "m",
  filete: "m",
  muffin: "m",
  daikon: "m",
  bok: "m",
  calamar: "m",
};

/** Singular nouns that end in -s, unlike "callos". */
const singularEndingInS = new Set(["cuscús", "ras", "hummus", "anís", "mus", "arroz", "lemongrass"]);

/** Units whose noun the note may describe instead of the ingredient: "2 dientes de ajo, picados", "4 rebanadas de pan, tostadas". */
const unitNouns: Record<string, { gender: Gender; one: string }> = {
  clove: { gender: "m", one: "diente" },
  slice: { gender: "f", one: "rebanada" },
  sprig: { gender: "f", one: "ramita" },
  leaf: { gender: "f", one: "hoja" },
  bunch: { gender: "m", one: "manojo" },
};

/** Irregular participles and the adjectives the notes use, by their masculine singular. */
const adjectives = new Set([
  "frito",
  "hecho",
  "abierto",
  "cubierto",
  "roto",
  "disuelto",
  "fresco",
  "maduro",
  "crudo",
  "fino",
  "grueso",
  "limpio",
  "frío",
  "entero",
  "pequeño",
  "seco",
  "tierno",
  "duro",
  "blando",
  "rojo",
  "blanco",
  "negro",
  "templado",
  "casero",
  "escurrido",
  "suelto",
  "medio",
  "mediano",
  "largo",
  "firme",
]);
/** Nouns that look like participles ("pescado"): never checked. */
const notParticiples = new Set(["pescado", "helado", "lado", "mercado", "cuidado", "estado", "asado", "adobado", "picadillo"]);
const adverbs = new Set(["muy", "bien", "recién", "finamente", "ligeramente", "bastante", "algo", "no", "poco", "casi", "más"]);

function formOf(word: string): Agreement | undefined {
  const match = /^(.*?)(o|a|os|as)$/.exec(word);
  if (!match) return undefined;
  const [, stem, ending] = match as unknown as [string, string, "o" | "a" | "os" | "as"];
  const masculine = `${stem}o`;
  const isParticiple = /(ad|id)$/.test(stem) && !notParticiples.has(masculine);
  if (!isParticiple && !adjectives.has(masculine)) return undefined;
  return { gender: ending.startsWith("o") ? "m" : "f", number: ending.endsWith("s") ? "plural" : "singular" };
}

function genderOfNoun(noun: string): Gender | undefined {
  const known = genderOf[noun];
  if (known) return known;
  const singular = noun.replace(/s$/, "");
  if (genderOf[singular]) return genderOf[singular];
  if (/(o|os)$/.test(noun)) return "m";
  if (/(a|as|ción|sión|dad)$/.test(noun)) return "f";
  return undefined;
}

const prepositions = new Set(["en", "con", "sin", "de", "del", "a", "al", "por", "para", "hasta", "entre", "como"]);
const determiners = new Set(["el", "la", "los", "las", "un", "una", "su", "sus"]);
/** Words that name a variety rather than a thing of their own: "uva, moscatel, pelada". */
const varieties = new Set(["moscatel", "fino", "seco"]);

/**
 * The words of the note that must agree with the ingredient: the adjectives that open each of its
 * parts. A part that names a noun of its own ("rama, picada", "solo las semillas, molidas", "4
 * pequeñas") hands the rest of the note to that noun; an adjective that comes before its own noun
 * ("separadas claras y yemas") is that noun's.
 */
function agreeingWords(note: string): string[] {
  const words: string[] = [];
  for (const part of note.toLowerCase().split(/,|\by\b|\bo\b|;/)) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    let index = 0;
    while (index < tokens.length && adverbs.has(tokens[index]!)) index++;
    const first = tokens[index];
    if (first === undefined) continue;
    if (!formOf(first) && !prepositions.has(first) && !varieties.has(first)) break;
    const run: string[] = [];
    for (; index < tokens.length && (formOf(tokens[index]!) || adverbs.has(tokens[index]!)); index++) if (formOf(tokens[index]!)) run.push(tokens[index]!);
    const next = tokens[index];
    if (next !== undefined && /^\p{L}/u.test(next) && !prepositions.has(next) && !determiners.has(next)) continue;
    words.push(...run);
  }
  return words;
}

export interface IngredientLineToCheck {
  /** The catalogue's Spanish name: "gamba", "diente de ajo", "pimiento rojo". */
  name: string;
  quantity: number | null;
  unit: string;
  note: string;
}

/**
 * What is wrong with the line's agreement, or undefined when nothing is: each agreeing word of the
 * note must match the gender and number of the noun as printed (plural for "2 cebollas", singular
 * for "500 g de gamba"), or of the unit's noun ("2 dientes", "4 rebanadas").
 */
export function agreementProblem(line: IngredientLineToCheck): string | undefined {
  const words = agreeingWords(line.note);
  if (words.length === 0) return undefined;
  const many = line.quantity !== null && Number(line.quantity.toFixed(2)) > 1;
  const head = line.name.toLowerCase().split(" ")[0]!;
  const headGender = genderOfNoun(head);
  if (!headGender) return `unknown gender of "${head}" (add it to genderOf)`;
  const alreadyPlural = /s$/.test(head) && !singularEndingInS.has(head);
  const candidates: Agreement[] = [{ gender: headGender, number: (line.unit === "unit" && many) || alreadyPlural ? "plural" : "singular" }];
  const unitNoun = unitNouns[line.unit];
  if (unitNoun) candidates.push({ gender: unitNoun.gender, number: many ? "plural" : "singular" });
  for (const word of words) {
    const form = formOf(word)!;
    if (!candidates.some((candidate) => candidate.gender === form.gender && candidate.number === form.number)) {
      const expected = candidates.map((candidate) => `${candidate.gender === "m" ? "masculine" : "feminine"} ${candidate.number}`).join(" or ");
      return `"${word}" does not agree with "${line.name}" (${line.quantity ?? ""} ${line.unit}): ${expected} expected`;
    }
  }
  return undefined;
}
