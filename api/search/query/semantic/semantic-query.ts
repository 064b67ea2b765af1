import type { Difficulty } from "../../../contract/recipes";
import type { RecipeFilters } from "../../index/recipe-filters";
import { SERVINGS_MAX, SERVINGS_MIN } from "../../../contract/limits";
import { foldText } from "../../../contract/text";

/**
 * The offline natural-language search parser ("semantic_query"): turns "cena rápida sin gluten con pollo"
 * or "vegan dessert under 300 calories" into filters, the free text left over, and the chips it applied.
 * Rules and the catalogue's own vocabulary only: no model, no network, no database.
 */

export interface SemanticVocabulary {
  ingredients: Array<{ id: number; slug: string; names: string[]; group?: string }>; // names: es + en names and all synonyms
  tags: Array<{ slug: string; names: string[] }>; // es + en names
  categories: Array<{ id: number; slug: string; type: "cuisine" | "course" | "diet" | "occasion"; names: string[] }>;
}

export interface AppliedFilter {
  /** The RecipeFilters key it set, e.g. "includeIngredientIds", "totalTimeMaxMinutes". */
  filter: keyof RecipeFilters;
  /** The value it added: an id, a slug, a number, a difficulty or a boolean. */
  value: string | number | boolean;
  /** The words of the request it came from, as typed ("sin gluten", "under 300 calories"). */
  matched: string;
}

export interface SemanticParse {
  filters: Partial<RecipeFilters>;
  text: string;
  applied: AppliedFilter[];
}

// ---------------------------------------------------------------------------------------------
// Words: every comparison is on a folded, plural-tolerant key, so "Champiñones" meets "champiñón".
// ---------------------------------------------------------------------------------------------

interface Token {
  /** As typed, accents kept. */
  raw: string;
  /** Lowercase, no diacritics, no apostrophes. */
  folded: string;
  /** The folded word reduced to a rough singular stem. */
  key: string;
  start: number;
  end: number;
}

// Numbers and letter runs are separate tokens, so "1h30" reads as 1 h 30 and "300kcal" as 300 kcal.
const TOKEN_PATTERN = /\d+(?:[.,]\d+)?|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

function foldWord(word: string): string {
  if (/^[a-z0-9]+$/.test(word)) return word;
  return foldText(word).replace(/['’]/g, "");
}

function stripPlural(word: string): string {
  if (word.length > 4 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/**
 * Not linguistics, only consistency: singular and plural of the same word must land on the same key
 * in both languages. Two plural passes fold "japoneses" onto "japonés"; dropping a final "e" folds
 * "tomate"/"tomates" and "calorie"/"calories"; y→i folds "curry"/"curries"; z→c folds "arroz"/"arroces".
 */
function stemWord(folded: string): string {
  if (/^\d/.test(folded)) return folded;
  let word = stripPlural(stripPlural(folded));
  if (word.length > 3 && word.endsWith("e")) word = word.slice(0, -1);
  if (word.length > 3 && word.endsWith("y")) word = `${word.slice(0, -1)}i`;
  return word.endsWith("z") ? `${word.slice(0, -1)}c` : word;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const found of text.matchAll(TOKEN_PATTERN)) {
    const raw = found[0];
    const start = found.index ?? 0;
    const folded = foldWord(raw);
    tokens.push({ raw, folded, key: stemWord(folded), start, end: start + raw.length });
  }
  return tokens;
}

/** The lookup key of a whole name or phrase: its word keys joined by single spaces. */
export function phraseKey(text: string): string {
  return tokenize(text)
    .map((token) => token.key)
    .join(" ");
}

/** A fixed phrase compiled to its word keys. */
type Phrase = readonly string[];

/** Phrases grouped by their first key, longest first, so a lookup only tries the ones that can match. */
type PhraseSet = ReadonlyMap<string, readonly Phrase[]>;

function compilePhrases(texts: readonly string[]): PhraseSet {
  const byFirstKey = new Map<string, Phrase[]>();
  for (const text of texts) {
    const phrase = tokenize(text).map((token) => token.key);
    const first = phrase[0];
    if (first === undefined) continue;
    byFirstKey.set(
      first,
      [...(byFirstKey.get(first) ?? []), phrase].sort((a, b) => b.length - a.length),
    );
  }
  return byFirstKey;
}

/** The end (exclusive) of the longest phrase that starts at `at`, if any. */
function matchPhrase(tokens: readonly Token[], at: number, phrases: PhraseSet): number | undefined {
  const first = tokens[at];
  const candidates = first ? phrases.get(first.key) : undefined;
  for (const phrase of candidates ?? []) {
    if (phrase.every((key, offset) => tokens[at + offset]?.key === key)) return at + phrase.length;
  }
  return undefined;
}

function keySet(texts: readonly string[]): ReadonlySet<string> {
  return new Set(texts.map(phraseKey));
}

// ---------------------------------------------------------------------------------------------
// Rule words, both languages. Written as typed; compiled to keys once at module load.
// ---------------------------------------------------------------------------------------------

/** Dropped from the remaining text when nothing reads them, and never claimed alone by a catalogue name. */
const FILLER_KEYS = keySet([
  // es
  "receta",
  "de",
  "del",
  "con",
  "para",
  "por",
  "un",
  "una",
  "uno",
  "unos",
  "que",
  "quiero",
  "quisiera",
  "busco",
  "buscar",
  "necesito",
  "dame",
  "algo",
  "alguna",
  "algun",
  "en",
  "y",
  "e",
  "o",
  "u",
  "ni",
  "el",
  "la",
  "los",
  "las",
  "lo",
  "al",
  "a",
  "mi",
  "mis",
  "me",
  "te",
  "se",
  "su",
  "sus",
  "muy",
  "hacer",
  "cocinar",
  "preparar",
  "plato",
  "cocina",
  "idea",
  "tenga",
  "tengan",
  "lleve",
  "lleven",
  "contenga",
  "contengan",
  "como",
  "hoy",
  "esta",
  "este",
  // en
  "recipe",
  "an",
  "the",
  "with",
  "for",
  "some",
  "i",
  "want",
  "something",
  "and",
  "in",
  "of",
  "to",
  "my",
  "make",
  "cook",
  "that",
  "has",
  "have",
  "contain",
  "containing",
  "or",
  "nor",
  "please",
  "dish",
  "meal",
  "food",
  "cuisine",
  "any",
  "is",
  "are",
  "need",
  "find",
  "show",
]);

/** Opens an exclusion: "sin X", "without X", "no X", "que no tenga X". */
const NEGATION_KEYS = keySet(["sin", "without", "no", "not", "excepto", "except"]);

/** "con X"/"with X": includes X, which is the default anyway, but reads better in the chip. */
const INCLUSION_KEYS = keySet(["con", "with", "including", "incluyendo"]);

/** The suffix of "egg-free" and "nut free". */
const FREE_KEY = phraseKey("free");

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["un", 1],
  ["una", 1],
  ["uno", 1],
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["dos", 2],
  ["two", 2],
  ["tres", 3],
  ["three", 3],
  ["cuatro", 4],
  ["four", 4],
  ["cinco", 5],
  ["five", 5],
  ["seis", 6],
  ["six", 6],
  ["siete", 7],
  ["seven", 7],
  ["ocho", 8],
  ["eight", 8],
  ["nueve", 9],
  ["nine", 9],
  ["diez", 10],
  ["ten", 10],
  ["doce", 12],
  ["twelve", 12],
  ["quince", 15],
  ["fifteen", 15],
  ["veinte", 20],
  ["twenty", 20],
  ["treinta", 30],
  ["thirty", 30],
  ["cuarenta", 40],
  ["forty", 40],
  ["cincuenta", 50],
  ["fifty", 50],
  ["sesenta", 60],
  ["sixty", 60],
  ["noventa", 90],
  ["ninety", 90],
]);

/** Articles count as "one" only before a unit: "una hora", "an hour", never "para un picnic". */
const ARTICLE_NUMBERS = new Set(["un", "una", "a", "an"]);

const MINUTE_UNITS = keySet(["m", "min", "mins", "minuto", "minute"]);
const HOUR_UNITS = keySet(["h", "hr", "hrs", "hora", "hour"]);
const CALORIE_UNITS = keySet(["cal", "kcal", "caloria", "calorie"]);
const STAR_UNITS = keySet(["estrella", "star"]);
const PEOPLE_UNITS = compilePhrases(["persona", "people", "person", "comensal", "racion", "serving", "porcion", "portion", "pax", "invitado", "guest"]);

const HALF_HOUR = compilePhrases(["media hora", "half an hour", "half a hour", "half hour"]);
const AND_A_HALF = compilePhrases(["y media", "and a half", "and half"]);
const AND = compilePhrases(["y", "and"]);

const AT_MOST = compilePhrases([
  "en",
  "in",
  "con",
  "with",
  "menos de",
  "en menos de",
  "con menos de",
  "por debajo de",
  "bajo",
  "max",
  "maximo",
  "como maximo",
  "hasta",
  "no mas de",
  "under",
  "in under",
  "less than",
  "in less than",
  "with less than",
  "below",
  "within",
  "up to",
  "at most",
  "no more than",
  "listo en",
  "lista en",
  "ready in",
]);
const AT_LEAST = compilePhrases(["mas de", "con mas de", "al menos", "minimo", "como minimo", "over", "more than", "with more than", "at least", "above"]);
const OR_LESS = compilePhrases(["o menos", "or less", "or under", "max", "maximo", "como maximo", "tops", "at most"]);
const OR_MORE = compilePhrases(["o mas", "or more", "como minimo", "minimo", "at least", "plus"]);
const PER_SERVING = compilePhrases(["por racion", "por porcion", "por persona", "per serving", "per portion"]);
const RANGE_START = compilePhrases(["entre", "between", "de", "from"]);
const RANGE_JOIN = compilePhrases(["y", "and", "a", "to"]);

/** "30 minutos de preparación", "prep under 15 min": the hands-on time, not the total. */
const ACTIVE_PREFIX = compilePhrases(["prep", "preparacion", "preparation", "prep time", "tiempo de preparacion", "tiempo activo", "active time"]);
const ACTIVE_SUFFIX = compilePhrases(["de preparacion", "de prep", "prep", "of prep", "of preparation", "de trabajo", "activo", "active"]);

const SERVINGS_LEAD = compilePhrases(["para", "for", "serves", "feeds", "sirve", "rinde"]);

/** "top rated" and friends mean an average of 4 stars or more. */
const WELL_RATED = [
  "bien valorada",
  "bien valorado",
  "mejor valorada",
  "mejor valorado",
  "mas valorada",
  "mas valorado",
  "con buenas valoraciones",
  "buenas valoraciones",
  "con buenas resenas",
  "buenas resenas",
  "top rated",
  "best rated",
  "highly rated",
  "well rated",
  "highest rated",
  "with good reviews",
  "good reviews",
];
const WELL_RATED_MINIMUM = 4;

// ---------------------------------------------------------------------------------------------
// The result being built: filters and their chips move together.
// ---------------------------------------------------------------------------------------------

type ListFilter = "categoryIds" | "includeIngredientIds" | "excludeIngredientIds" | "includeTagSlugs" | "excludeTagSlugs" | "difficultyLevels";

type ValueFilter = "activeTimeMaxMinutes" | "totalTimeMaxMinutes" | "minServings" | "minAverageRating" | "caloriesMin" | "caloriesMax" | "authorType" | "isFeatured" | "hasVideo";

class FilterBuilder {
  readonly filters: Partial<RecipeFilters> = {};
  applied: AppliedFilter[] = [];

  addToList<K extends ListFilter>(filter: K, value: RecipeFilters[K][number], matched: string): void {
    const list: ReadonlyArray<RecipeFilters[K][number]> = this.filters[filter] ?? [];
    if (list.includes(value)) return;
    this.filters[filter] = [...list, value] as RecipeFilters[K];
    this.applied.push({ filter, value, matched });
  }

  /** A later value replaces an earlier one, and its chip with it. */
  setValue<K extends ValueFilter>(filter: K, value: NonNullable<RecipeFilters[K]>, matched: string): void {
    this.filters[filter] = value;
    this.applied = this.applied.filter((entry) => entry.filter !== filter);
    this.applied.push({ filter, value, matched });
  }

  /** A vaguer word's value ("rápida" → 30 min): it never overrides an explicit one ("en 20 minutos"). */
  setDefault<K extends ValueFilter>(filter: K, value: NonNullable<RecipeFilters[K]>, matched: string): void {
    if (this.filters[filter] === undefined) this.setValue(filter, value, matched);
  }
}

type Apply = (builder: FilterBuilder, matched: string) => void;

function setsDifficulty(level: Difficulty): Apply {
  return (builder, matched) => builder.addToList("difficultyLevels", level, matched);
}

function setsValue<K extends ValueFilter>(filter: K, value: NonNullable<RecipeFilters[K]>): Apply {
  return (builder, matched) => builder.setValue(filter, value, matched);
}

/** "quick" alone promises about half an hour; any explicit time wins over it. */
const QUICK_MINUTES = 30;

interface PhraseRule {
  phrases: PhraseSet;
  apply: Apply;
}

function phraseRule(texts: readonly string[], apply: Apply): PhraseRule {
  return { phrases: compilePhrases(texts), apply };
}

/** Rules that need no catalogue: difficulty, "quick", video, author, featured. */
const PHRASE_RULES: readonly PhraseRule[] = [
  phraseRule(["facil", "sencilla", "sencillo", "easy", "simple", "para principiantes", "principiante", "beginner", "dificultad baja"], setsDifficulty("easy")),
  phraseRule(
    // Not a bare "medio": "Oriente Medio" is a cuisine.
    ["intermedia", "intermedio", "media", "dificultad media", "nivel medio", "medium", "intermediate"],
    setsDifficulty("medium"),
  ),
  phraseRule(["dificil", "complicada", "complicado", "avanzada", "avanzado", "dificultad alta", "hard", "advanced", "difficult", "challenging"], setsDifficulty("hard")),
  phraseRule(["rapida", "rapido", "rapidita", "rapidito", "express", "expres", "quick", "fast", "quickly"], (builder, matched) =>
    builder.setDefault("totalTimeMaxMinutes", QUICK_MINUTES, matched),
  ),
  phraseRule(["video", "con video", "en video", "with video", "videorreceta", "video recipe"], setsValue("hasVideo", true)),
  phraseRule(["sin video", "without video", "no video"], setsValue("hasVideo", false)),
  phraseRule(
    [
      "chef ia",
      "chef de ia",
      "de chef ia",
      "de los chef ia",
      "por chef ia",
      "por un chef ia",
      "de ia",
      "generada por ia",
      "ai chef",
      "by ai chef",
      "by an ai chef",
      "by the ai chef",
      "from ai chef",
      "ai generated",
      "by ai",
    ],
    setsValue("authorType", "ai_chef"),
  ),
  phraseRule(["de la comunidad", "comunidad", "de usuario", "community", "by the community", "from the community", "by user"], setsValue("authorType", "community")),
  phraseRule(["destacada", "destacado", "featured"], setsValue("isFeatured", true)),
  phraseRule(WELL_RATED, setsValue("minAverageRating", WELL_RATED_MINIMUM)),
];

// ---------------------------------------------------------------------------------------------
// The catalogue's vocabulary, indexed once per vocabulary object.
// ---------------------------------------------------------------------------------------------

type Target = { kind: "ingredient"; id: number } | { kind: "category"; id: number } | { kind: "tag"; slug: string };

/** Where a name comes from; on a tie for the same words the lower source wins. */
const SOURCE = { alias: 0, ingredient: 1, category: 2, tag: 3 } as const;

/** [source, position of the name in its entry's names (es, en, then synonyms), position in the catalogue]. */
type Rank = readonly [number, number, number];

interface Ranked {
  target: Target;
  rank: Rank;
}

/**
 * What the same words mean in each position: plain ("pollo"), excluded ("sin pollo"), or as the thing
 * a diet is free of ("sin gluten" → the sin-gluten tag, not an ingredient called gluten).
 */
interface TermEntry {
  include?: Ranked;
  exclude?: Ranked;
  freeOf?: Ranked;
}
type Role = keyof TermEntry;

interface VocabularyIndex {
  terms: Map<string, TermEntry>;
  /** Every leading run of words of an indexed name ("aceit", "aceit de"...): a lookup stops where none goes on. */
  prefixes: Set<string>;
}

type AliasTarget = { kind: "category" | "tag"; slug: string };
interface Alias {
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
const MEAL_ALIASES: readonly Alias[] = [
  { target: category("desayunos"), texts: ["desayuno", "desayunar", "breakfast"] },
  { target: category("postres"), texts: ["postre", "dessert"] },
  { target: category("ensaladas"), texts: ["ensalada", "salad"] },
  { target: category("sopas-y-cremas"), texts: ["sopa", "soup"] },
  { target: category("entrantes"), texts: ["entrante", "tapa", "pincho", "starter"] },
  { target: category("arroces"), texts: ["arroz", "rice"] },
  { target: category("oriente-medio-y-africa"), texts: ["oriente medio", "middle east", "middle eastern", "arabe", "arabic", "africana", "african"] },
  { target: tag("cena"), texts: ["cena", "cenar", "dinner", "supper"] },
  { target: tag("comida"), texts: ["comida", "almuerzo", "almorzar", "lunch"] },
  { target: tag("merienda"), texts: ["merienda", "merendar", "snack", "afternoon snack"] },
  { target: tag("brunch"), texts: ["brunch"] },
];

/**
 * Diets map to tags, not to the diet categories of the same slug: all four exist as both, but only a
 * tag can also be excluded (excludeTagSlugs), and the other labels people type with them
 * ("saludable", "baja en calorías") only exist as tags, so all of them end up as the same kind of chip.
 */
const DIET_AND_TAG_ALIASES: readonly Alias[] = [
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
  { target: tag("frita"), texts: ["frito"] },
  { target: tag("para-ninos"), texts: ["infantil", "para los ninos", "for kids", "kid friendly"] },
  { target: tag("comida-callejera"), texts: ["comida rapida", "fast food"] },
];

/** After "sin"/"without"/"no", or before "-free": what the request is free of names a diet tag. */
const FREE_OF_ALIASES: readonly Alias[] = [
  { target: tag("sin-gluten"), texts: ["gluten"] },
  { target: tag("sin-lactosa"), texts: ["lactosa", "lactose", "lacteo", "dairy"] },
  { target: tag("sin-horno"), texts: ["horno", "hornear", "oven", "bake", "baking"] },
  { target: tag("vegetariana"), texts: ["carne", "meat"] },
  { target: tag("sin-azucar-anadido"), texts: ["azucar anadido", "added sugar"] },
];

/** Single words that are grammar here, so a catalogue name like "Platos" never claims them. */
function isReservedKey(key: string): boolean {
  return FILLER_KEYS.has(key) || NEGATION_KEYS.has(key) || INCLUSION_KEYS.has(key);
}

function compareRanks(a: Rank, b: Rank): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function offerTerm(terms: Map<string, TermEntry>, text: string, role: Role, ranked: Ranked): void {
  const key = phraseKey(text);
  if (!key || isReservedKey(key)) return;
  const entry = terms.get(key) ?? {};
  const current = entry[role];
  if (!current || compareRanks(ranked.rank, current.rank) < 0) entry[role] = ranked;
  terms.set(key, entry);
}

/** "Japonesa" is also typed "japonés", "japonesa", "japoneses"; "Española" also "español". */
function cuisineForms(name: string): string[] {
  const word = foldWord(name.trim());
  if (!/^\p{L}+$/u.test(word)) return [name];
  const forms = [word];
  if (/(esa|ola|ana)$/.test(word)) forms.push(word.slice(0, -1));
  if (word.endsWith("a")) forms.push(`${word.slice(0, -1)}o`);
  // "comida mexicana" is Mexican food, not lunch (the tag "comida").
  return [...forms, ...forms.map((form) => `comida ${form}`)];
}

function addIngredients(terms: Map<string, TermEntry>, vocabulary: SemanticVocabulary): void {
  vocabulary.ingredients.forEach((ingredient, order) => {
    const target: Target = { kind: "ingredient", id: ingredient.id };
    ingredient.names.forEach((name, position) => {
      const ranked: Ranked = { target, rank: [SOURCE.ingredient, position, order] };
      offerTerm(terms, name, "include", ranked);
      offerTerm(terms, name, "exclude", ranked);
    });
  });
}

function addCategories(terms: Map<string, TermEntry>, vocabulary: SemanticVocabulary, tagSlugs: ReadonlySet<string>): void {
  vocabulary.categories.forEach((entry, order) => {
    if (entry.type === "diet" && tagSlugs.has(entry.slug)) return; // the tag stands for it (see DIET_AND_TAG_ALIASES)
    const target: Target = { kind: "category", id: entry.id };
    entry.names.forEach((name, position) => {
      const forms = entry.type === "cuisine" ? cuisineForms(name) : [name];
      for (const form of forms) offerTerm(terms, form, "include", { target, rank: [SOURCE.category, position, order] });
    });
  });
}

function addTags(terms: Map<string, TermEntry>, vocabulary: SemanticVocabulary): void {
  vocabulary.tags.forEach((entry, order) => {
    const target: Target = { kind: "tag", slug: entry.slug };
    entry.names.forEach((name, position) => {
      const ranked: Ranked = { target, rank: [SOURCE.tag, position, order] };
      offerTerm(terms, name, "include", ranked);
      offerTerm(terms, name, "exclude", ranked);
    });
  });
}

function resolveAlias(target: AliasTarget, vocabulary: SemanticVocabulary, tagSlugs: ReadonlySet<string>): Target | undefined {
  if (target.kind === "tag") return tagSlugs.has(target.slug) ? { kind: "tag", slug: target.slug } : undefined;
  const found = vocabulary.categories.find((entry) => entry.slug === target.slug);
  return found ? { kind: "category", id: found.id } : undefined;
}

/** Aliases whose slug the vocabulary lacks are skipped, so a smaller catalogue just understands less. */
function addAliases(terms: Map<string, TermEntry>, aliases: readonly Alias[], roles: readonly Role[], vocabulary: SemanticVocabulary, tagSlugs: ReadonlySet<string>): void {
  aliases.forEach((alias, order) => {
    const target = resolveAlias(alias.target, vocabulary, tagSlugs);
    if (!target) return;
    alias.texts.forEach((text, position) => {
      const usable = roles.filter((role) => role !== "exclude" || target.kind !== "category");
      for (const role of usable) offerTerm(terms, text, role, { target, rank: [SOURCE.alias, position, order] });
    });
  });
}

function buildIndex(vocabulary: SemanticVocabulary): VocabularyIndex {
  const terms = new Map<string, TermEntry>();
  const tagSlugs = new Set(vocabulary.tags.map((entry) => entry.slug));
  addAliases(terms, MEAL_ALIASES, ["include", "exclude"], vocabulary, tagSlugs);
  addAliases(terms, DIET_AND_TAG_ALIASES, ["include", "exclude"], vocabulary, tagSlugs);
  addAliases(terms, FREE_OF_ALIASES, ["freeOf"], vocabulary, tagSlugs);
  addIngredients(terms, vocabulary);
  addCategories(terms, vocabulary, tagSlugs);
  addTags(terms, vocabulary);
  const prefixes = new Set<string>();
  for (const key of terms.keys()) {
    const words = key.split(" ");
    for (let length = 1; length <= words.length; length++) prefixes.add(words.slice(0, length).join(" "));
  }
  return { terms, prefixes };
}

const indexes = new WeakMap<SemanticVocabulary, VocabularyIndex>();

function indexFor(vocabulary: SemanticVocabulary): VocabularyIndex {
  let index = indexes.get(vocabulary);
  if (!index) {
    index = buildIndex(vocabulary);
    indexes.set(vocabulary, index);
  }
  return index;
}

// ---------------------------------------------------------------------------------------------
// Matchers: each looks at the words from one position and says how far it reads.
// ---------------------------------------------------------------------------------------------

type Step =
  | { kind: "rule"; end: number; apply: Apply }
  | { kind: "negation"; end: number }
  | { kind: "inclusion"; end: number }
  | { kind: "term"; end: number; target: Target; exclude: boolean; opensNegation: boolean };

interface ReadNumber {
  value: number;
  end: number;
  /** "un", "una", "a", "an": a number only when a unit follows. */
  article: boolean;
}

function readNumber(tokens: readonly Token[], at: number): ReadNumber | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  if (/^\d/.test(token.folded)) return { value: Number(token.folded.replace(",", ".")), end: at + 1, article: false };
  const value = NUMBER_WORDS.get(token.folded);
  return value === undefined ? undefined : { value, end: at + 1, article: ARTICLE_NUMBERS.has(token.folded) };
}

function hasKey(token: Token | undefined, keys: ReadonlySet<string>): boolean {
  return token !== undefined && keys.has(token.key);
}

/** "1h30", "1 hora y 30 minutos": minutes after an hour count, as long as they stay under the hour. */
function readMinutesAfterHours(tokens: readonly Token[], at: number): { minutes: number; end: number } | undefined {
  const joined = matchPhrase(tokens, at, AND);
  const count = readNumber(tokens, joined ?? at);
  if (!count || count.article || count.value >= 60) return undefined;
  const withUnit = hasKey(tokens[count.end], MINUTE_UNITS);
  if (joined !== undefined && !withUnit) return undefined;
  return { minutes: count.value, end: withUnit ? count.end + 1 : count.end };
}

/** "30 minutos", "1h", "1 hora y media", "media hora", "an hour and a half", "1h30". */
function readDuration(tokens: readonly Token[], at: number): { minutes: number; end: number } | undefined {
  const halfHour = matchPhrase(tokens, at, HALF_HOUR);
  if (halfHour !== undefined) return { minutes: 30, end: halfHour };
  const count = readNumber(tokens, at);
  if (!count) return undefined;
  if (hasKey(tokens[count.end], MINUTE_UNITS)) return { minutes: count.value, end: count.end + 1 };
  if (!hasKey(tokens[count.end], HOUR_UNITS)) return undefined;
  const afterHours = count.end + 1;
  const andAHalf = matchPhrase(tokens, afterHours, AND_A_HALF);
  if (andAHalf !== undefined) return { minutes: count.value * 60 + 30, end: andAHalf };
  const extra = readMinutesAfterHours(tokens, afterHours);
  return { minutes: count.value * 60 + (extra?.minutes ?? 0), end: extra?.end ?? afterHours };
}

const MAX_MINUTES = 24 * 60;

/** "en menos de 30 minutos", "under 20 min", "max 1 hora", "1h", "15 min de preparación". */
function matchTime(tokens: readonly Token[], at: number): Step | undefined {
  const activePrefix = matchPhrase(tokens, at, ACTIVE_PREFIX);
  let cursor = activePrefix ?? at;
  const atLeast = matchPhrase(tokens, cursor, AT_LEAST);
  cursor = atLeast ?? matchPhrase(tokens, cursor, AT_MOST) ?? cursor;
  const duration = readDuration(tokens, cursor);
  if (!duration || duration.minutes <= 0 || duration.minutes > MAX_MINUTES) return undefined;
  let end = matchPhrase(tokens, duration.end, OR_LESS) ?? duration.end;
  const activeSuffix = matchPhrase(tokens, end, ACTIVE_SUFFIX);
  end = activeSuffix ?? end;
  // There is no minimum-time filter: "más de 1 hora" is understood and dropped rather than searched as text.
  if (atLeast !== undefined) return { kind: "rule", end, apply: () => undefined };
  const filter = activePrefix !== undefined || activeSuffix !== undefined ? "activeTimeMaxMinutes" : "totalTimeMaxMinutes";
  return { kind: "rule", end, apply: setsValue(filter, Math.round(duration.minutes)) };
}

function readCalories(tokens: readonly Token[], at: number): ReadNumber | undefined {
  const count = readNumber(tokens, at);
  if (!count || count.article || count.value <= 0 || !hasKey(tokens[count.end], CALORIE_UNITS)) return undefined;
  return { ...count, end: count.end + 1 };
}

/** "entre 300 y 500 calorías", "between 300 and 500 kcal". */
function matchCalorieRange(tokens: readonly Token[], at: number): Step | undefined {
  const start = matchPhrase(tokens, at, RANGE_START);
  if (start === undefined) return undefined;
  const low = readNumber(tokens, start);
  const join = low ? matchPhrase(tokens, low.end, RANGE_JOIN) : undefined;
  const high = join === undefined ? undefined : readCalories(tokens, join);
  if (!low || !high || low.article || low.value <= 0 || low.value >= high.value) return undefined;
  const end = matchPhrase(tokens, high.end, PER_SERVING) ?? high.end;
  return {
    kind: "rule",
    end,
    apply: (builder, matched) => {
      builder.setValue("caloriesMin", low.value, matched);
      builder.setValue("caloriesMax", high.value, matched);
    },
  };
}

/** "menos de 300 calorías", "under 300 kcal", "más de 500 calorías"; a bare "300 calorías" is a ceiling. */
function matchCalories(tokens: readonly Token[], at: number): Step | undefined {
  const range = matchCalorieRange(tokens, at);
  if (range) return range;
  const atLeast = matchPhrase(tokens, at, AT_LEAST);
  const count = readCalories(tokens, atLeast ?? matchPhrase(tokens, at, AT_MOST) ?? at);
  if (!count) return undefined;
  const orMore = matchPhrase(tokens, count.end, OR_MORE);
  let end = orMore ?? matchPhrase(tokens, count.end, OR_LESS) ?? count.end;
  end = matchPhrase(tokens, end, PER_SERVING) ?? end;
  const filter = atLeast !== undefined || orMore !== undefined ? "caloriesMin" : "caloriesMax";
  return { kind: "rule", end, apply: setsValue(filter, Math.round(count.value)) };
}

/** "para 4", "for 4 people", "4 personas", "serves 6"; never "para 30 minutos". */
function matchServings(tokens: readonly Token[], at: number): Step | undefined {
  const lead = matchPhrase(tokens, at, SERVINGS_LEAD);
  const count = readNumber(tokens, lead ?? at);
  if (!count || !Number.isInteger(count.value) || count.value < SERVINGS_MIN || count.value > SERVINGS_MAX) return undefined;
  const unit = matchPhrase(tokens, count.end, PEOPLE_UNITS);
  if (unit === undefined) {
    const next = tokens[count.end];
    if (lead === undefined || count.article) return undefined;
    if (hasKey(next, MINUTE_UNITS) || hasKey(next, HOUR_UNITS) || hasKey(next, CALORIE_UNITS) || hasKey(next, STAR_UNITS)) return undefined;
  }
  return { kind: "rule", end: unit ?? count.end, apply: setsValue("minServings", count.value) };
}

/** "4 estrellas", "at least 4.5 stars", "de 4 estrellas o más". */
function matchStars(tokens: readonly Token[], at: number): Step | undefined {
  const count = readNumber(tokens, matchPhrase(tokens, at, AT_LEAST) ?? at);
  if (!count || count.article || count.value < 1 || count.value > 5 || !hasKey(tokens[count.end], STAR_UNITS)) return undefined;
  const end = matchPhrase(tokens, count.end + 1, OR_MORE) ?? count.end + 1;
  return { kind: "rule", end, apply: setsValue("minAverageRating", count.value) };
}

function matchPhraseRules(tokens: readonly Token[], at: number): Step | undefined {
  let best: Step | undefined;
  for (const rule of PHRASE_RULES) {
    const end = matchPhrase(tokens, at, rule.phrases);
    if (end !== undefined && (!best || end > best.end)) best = { kind: "rule", end, apply: rule.apply };
  }
  return best;
}

function matchMarkers(tokens: readonly Token[], at: number): Step | undefined {
  const token = tokens[at];
  if (hasKey(token, NEGATION_KEYS)) return { kind: "negation", end: at + 1 };
  if (hasKey(token, INCLUSION_KEYS)) return { kind: "inclusion", end: at + 1 };
  return undefined;
}

/** In tie order: on the same length, an earlier matcher wins over a later one and over the catalogue. */
const RULE_MATCHERS: ReadonlyArray<(tokens: readonly Token[], at: number) => Step | undefined> = [
  matchTime,
  matchCalories,
  matchServings,
  matchStars,
  matchPhraseRules,
  matchMarkers,
];

/** The catalogue names that start at `at`, longest first. */
function namesFrom(tokens: readonly Token[], at: number, index: VocabularyIndex): Array<{ entry: TermEntry; end: number }> {
  const found: Array<{ entry: TermEntry; end: number }> = [];
  let key = "";
  for (let position = at; position < tokens.length; position++) {
    const word = tokens[position]?.key ?? "";
    key = key ? `${key} ${word}` : word;
    if (!index.prefixes.has(key)) break;
    const entry = index.terms.get(key);
    if (entry) found.unshift({ entry, end: position + 1 });
  }
  return found;
}

/**
 * The longest catalogue name from `at`, read in the polarity it is in: excluded inside a "sin ..." scope
 * or before "-free", unless the name carries its own negation ("sin gluten", "no bake").
 */
function matchTerm(tokens: readonly Token[], at: number, index: VocabularyIndex, negating: boolean): Step | undefined {
  const startsNegated = hasKey(tokens[at], NEGATION_KEYS);
  for (const { entry, end } of namesFrom(tokens, at, index)) {
    const ownNegation = startsNegated && end - at > 1;
    const freeSuffix = tokens[end]?.key === FREE_KEY;
    const negated = !ownNegation && (negating || freeSuffix);
    const negatedTarget = entry.freeOf ?? entry.exclude;
    if (negated && negatedTarget) {
      const target = negatedTarget.target;
      return { kind: "term", end: freeSuffix ? end + 1 : end, target, exclude: !entry.freeOf, opensNegation: false };
    }
    if (!negated && entry.include) {
      return { kind: "term", end, target: entry.include.target, exclude: false, opensNegation: ownNegation };
    }
  }
  return undefined;
}

function nextStep(tokens: readonly Token[], at: number, index: VocabularyIndex, negating: boolean): Step | undefined {
  let best: Step | undefined;
  for (const matcher of RULE_MATCHERS) {
    const step = matcher(tokens, at);
    if (step && (!best || step.end > best.end)) best = step;
  }
  const term = matchTerm(tokens, at, index, negating);
  return term && (!best || term.end > best.end) ? term : best;
}

// ---------------------------------------------------------------------------------------------
// The scan: left to right, longest reading first, with "sin"/"con" carried over to what follows.
// ---------------------------------------------------------------------------------------------

/**
 * The marker in force. A negation lasts over fillers and connectors ("sin cebolla ni ajo",
 * "que no tenga cebolla") until something else is read; one that never attached stays in the text.
 */
interface Scope {
  negating: boolean;
  markerAt?: number;
  used: boolean;
}

const NO_SCOPE: Scope = { negating: false, used: false };

function applyTarget(builder: FilterBuilder, target: Target, exclude: boolean, matched: string): void {
  if (target.kind === "ingredient") builder.addToList(exclude ? "excludeIngredientIds" : "includeIngredientIds", target.id, matched);
  else if (target.kind === "tag") builder.addToList(exclude ? "excludeTagSlugs" : "includeTagSlugs", target.slug, matched);
  else if (!exclude) builder.addToList("categoryIds", target.id, matched);
}

class Scan {
  readonly builder = new FilterBuilder();
  /** Tokens that go to the remaining text. */
  readonly kept: boolean[];
  private scope: Scope = NO_SCOPE;

  constructor(
    private readonly request: string,
    private readonly tokens: readonly Token[],
    private readonly index: VocabularyIndex,
  ) {
    this.kept = tokens.map(() => false);
  }

  run(): void {
    let at = 0;
    while (at < this.tokens.length) {
      const step = nextStep(this.tokens, at, this.index, this.scope.negating);
      if (step) this.take(step, at);
      else this.skip(at);
      at = step?.end ?? at + 1;
    }
    this.closeScope();
  }

  private take(step: Step, at: number): void {
    if (step.kind === "term") return this.takeTerm(step, at);
    this.closeScope();
    if (step.kind === "rule") step.apply(this.builder, this.span(at, step.end));
    else this.scope = { negating: step.kind === "negation", markerAt: at, used: false };
  }

  private takeTerm(step: Extract<Step, { kind: "term" }>, at: number): void {
    const from = this.scope.markerAt !== undefined && !this.scope.used ? this.scope.markerAt : at;
    applyTarget(this.builder, step.target, step.exclude, this.span(from, step.end));
    this.scope = step.opensNegation ? { negating: true, used: true } : { ...this.scope, used: true };
  }

  private skip(at: number): void {
    const token = this.tokens[at];
    if (!token || FILLER_KEYS.has(token.key)) return;
    this.closeScope();
    this.kept[at] = true;
  }

  private closeScope(): void {
    const { negating, used, markerAt } = this.scope;
    if (negating && !used && markerAt !== undefined) this.kept[markerAt] = true;
    this.scope = NO_SCOPE;
  }

  /** The request as typed from the first token to the last, punctuation included ("gluten-free"). */
  private span(from: number, to: number): string {
    const first = this.tokens[from];
    const last = this.tokens[to - 1];
    return first && last ? this.request.slice(first.start, last.end) : "";
  }

  /** Kept words single-spaced, except that "pad-thai" or "d'oro" keep their joiner. */
  remainingText(): string {
    let text = "";
    let previous: Token | undefined;
    this.tokens.forEach((token, position) => {
      if (!this.kept[position]) {
        previous = undefined;
        return;
      }
      const gap = previous ? this.request.slice(previous.end, token.start) : "";
      text += previous && /^[-'’]$/.test(gap) ? gap : text ? " " : "";
      text += token.raw;
      previous = token;
    });
    return text;
  }
}

function unparsed(request: unknown): SemanticParse {
  return { filters: {}, text: typeof request === "string" ? request.trim() : "", applied: [] };
}

/**
 * Reads filters out of a search request typed in Spanish or English. Never throws: a request it
 * cannot read comes back whole as free text with no filters.
 */
export function parseSemanticQuery(request: string, vocabulary: SemanticVocabulary): SemanticParse {
  try {
    if (typeof request !== "string" || !request.trim()) return unparsed(request);
    const tokens = tokenize(request);
    const scan = new Scan(request, tokens, indexFor(vocabulary));
    scan.run();
    if (scan.builder.applied.length === 0) return unparsed(request);
    return { filters: scan.builder.filters, text: scan.remainingText(), applied: scan.builder.applied };
  } catch {
    return unparsed(request);
  }
}
