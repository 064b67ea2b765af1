import { type Alias, type AliasTarget, DIET_AND_TAG_ALIASES, FREE_OF_ALIASES, MEAL_ALIASES } from "./catalogue-aliases";
import { isReservedKey } from "./grammar-words";
import type { Target } from "./step";
import { foldWord, phraseKey } from "./words";

export interface SemanticVocabulary {
  ingredients: Array<{ id: number; slug: string; names: string[]; group?: string }>; // names: es + en names and all synonyms
  tags: Array<{ slug: string; names: string[] }>; // es + en names
  categories: Array<{ id: number; slug: string; type: "cuisine" | "course" | "diet" | "occasion"; names: string[] }>;
  /** Kinds of food ruled out as one (api/contract/food-kinds.ts), with the catalogue's ingredients each holds. */
  foodKinds?: Array<{ slug: string; words: readonly string[]; ids: number[] }>;
}

// ---------------------------------------------------------------------------------------------
// The catalogue's vocabulary, indexed once per vocabulary object.
// ---------------------------------------------------------------------------------------------

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
export interface TermEntry {
  include?: Ranked;
  exclude?: Ranked;
  freeOf?: Ranked;
}
type Role = keyof TermEntry;

export interface VocabularyIndex {
  terms: Map<string, TermEntry>;
  /** Every leading run of words of an indexed name ("aceit", "aceit de"...): a lookup stops where none goes on. */
  prefixes: Set<string>;
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

/** A kind of food is only ever ruled out ("sin frutos secos", "nut-free"): asked for, its words mean what the catalogue says. */
function addFoodKinds(terms: Map<string, TermEntry>, vocabulary: SemanticVocabulary): void {
  (vocabulary.foodKinds ?? []).forEach((kind, order) => {
    if (!kind.ids.length) return;
    const target: Target = { kind: "foodKind", slug: kind.slug, ids: kind.ids };
    kind.words.forEach((word, position) => offerTerm(terms, word, "exclude", { target, rank: [SOURCE.alias, position, order] }));
  });
}

function buildIndex(vocabulary: SemanticVocabulary): VocabularyIndex {
  const terms = new Map<string, TermEntry>();
  const tagSlugs = new Set(vocabulary.tags.map((entry) => entry.slug));
  addAliases(terms, MEAL_ALIASES, ["include", "exclude"], vocabulary, tagSlugs);
  addAliases(terms, DIET_AND_TAG_ALIASES, ["include", "exclude"], vocabulary, tagSlugs);
  addAliases(terms, FREE_OF_ALIASES, ["freeOf"], vocabulary, tagSlugs);
  addFoodKinds(terms, vocabulary);
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

export function indexFor(vocabulary: SemanticVocabulary): VocabularyIndex {
  let index = indexes.get(vocabulary);
  if (!index) {
    index = buildIndex(vocabulary);
    indexes.set(vocabulary, index);
  }
  return index;
}
