import type { LineLocale } from "../contract/ingredient-line";
import {
  INGREDIENT_LINE_MAX_LENGTH,
  RECIPE_DESCRIPTION_MAX_LENGTH,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_STEP_MAX_LENGTH,
  RECIPE_STEPS_MAX,
  RECIPE_TITLE_MAX_LENGTH,
} from "../contract/limits";
import type { ImportedStepSection, RecipeImportDraft } from "../contract/recipe-imports";
import type { IngredientMatcher } from "../recipes/ingredient-parsing/ingredient-matcher";
import { parseIngredientLine } from "../recipes/ingredient-parsing/parse-ingredient-line";
import { plainText } from "./html-text";
import { hasType, type SchemaNode } from "./json-ld";

const isNode = (value: unknown): value is SchemaNode => value !== null && typeof value === "object" && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function textOf(value: unknown): string {
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number") return String(value);
  if (isNode(value)) return textOf(value.text ?? value.name ?? value["@value"]);
  if (Array.isArray(value)) return textOf(value[0]);
  return "";
}

/** Text that may hold several paragraphs or list items ("<li>…</li>", line breaks), one entry each. */
function blocksOf(value: string): string[] {
  return value
    .split(/<\/(?:li|p|div|h\d)>|<br\s*\/?>|\r?\n/i)
    .map(plainText)
    .filter(Boolean);
}

/**
 * PT1H30M → 90, P0DT45M → 45, PT0.5H → 30, P1DT2H → 1560; undefined for anything that is not an
 * ISO 8601 duration (some pages write "30 minutes" or "PT").
 */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^\s*P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/i.exec(value);
  if (!match || match.slice(1).every((part) => part === undefined) || /T\s*$/i.test(value)) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => (part ? Number(part.replace(",", ".")) : 0));
  const total = Math.round(weeks! * 10080 + days! * 1440 + hours! * 60 + minutes! + seconds! / 60);
  return total >= 0 && total <= 100_000 ? total : null;
}

/** recipeYield in its forms: "4", 4, "4 raciones", ["4", "4 servings"], "Serves 4-6" → the first whole number (4). */
export function servingsFrom(value: unknown): { servings: number | null; text: string | null } {
  const entries = asList(value)
    .map((entry) => (typeof entry === "number" ? String(entry) : textOf(entry)))
    .filter(Boolean);
  const text = entries.find((entry) => /\D/.test(entry)) ?? entries[0] ?? null;
  for (const entry of entries) {
    const number = /\d+/.exec(entry);
    if (number && Number(number[0]) > 0 && Number(number[0]) <= 1000) return { servings: Number(number[0]), text };
  }
  return { servings: null, text };
}

type StepSection = ImportedStepSection;

/** recipeInstructions in its forms: a text, a list of texts, HowToStep, HowToSection (itemListElement), ItemList, nested. */
function stepSections(value: unknown): StepSection[] {
  const sections: StepSection[] = [];
  const loose = (): StepSection => {
    const last = sections.at(-1);
    if (last && last.name === null) return last;
    const section = { name: null, steps: [] };
    sections.push(section);
    return section;
  };
  const walk = (item: unknown, into: StepSection | undefined, depth: number) => {
    if (depth > 6) return;
    if (typeof item === "string") {
      (into ?? loose()).steps.push(...blocksOf(item));
      return;
    }
    if (Array.isArray(item)) {
      for (const entry of item) walk(entry, into, depth + 1);
      return;
    }
    if (!isNode(item)) return;
    if (hasType(item, "HowToSection") || (!into && Array.isArray(item.itemListElement) && typeof item.name === "string" && !hasType(item, "ItemList"))) {
      const section: StepSection = { name: textOf(item.name) || null, steps: [] };
      sections.push(section);
      walk(item.itemListElement, section, depth + 1);
      if (section.steps.length === 0) sections.splice(sections.indexOf(section), 1);
      return;
    }
    if (item.itemListElement !== undefined) {
      walk(item.itemListElement, into, depth + 1);
      return;
    }
    const text = typeof item.text === "string" ? item.text : typeof item.name === "string" ? item.name : typeof item.description === "string" ? item.description : "";
    (into ?? loose()).steps.push(...blocksOf(text));
  };
  walk(value, undefined, 0);
  let count = 0;
  return sections
    .map((section) => ({ ...section, steps: section.steps.map((step) => cut(step, RECIPE_STEP_MAX_LENGTH)).filter(() => ++count <= RECIPE_STEPS_MAX) }))
    .filter((section) => section.steps.length > 0);
}

function imageFrom(value: unknown, base: string): string | null {
  for (const entry of asList(value)) {
    const candidate = typeof entry === "string" ? entry : isNode(entry) ? (entry.url ?? entry.contentUrl ?? entry["@id"]) : undefined;
    if (typeof candidate !== "string") continue;
    try {
      const url = new URL(candidate.trim(), base);
      if (url.protocol === "https:" || url.protocol === "http:") return url.href;
    } catch {
      // not an address: try the next
    }
  }
  return null;
}

function nameOf(value: unknown): string | null {
  for (const entry of asList(value)) {
    const name = typeof entry === "string" ? plainText(entry) : isNode(entry) ? textOf(entry.name) : "";
    if (name) return cut(name, RECIPE_TITLE_MAX_LENGTH);
  }
  return null;
}

const spanishMarkers = /\b(?:de|del|cucharadas?|cucharaditas?|tazas?|gramos|dientes|pizca|al gusto|y|para|con)\b/gi;
const englishMarkers = /\b(?:of|cups?|tablespoons?|teaspoons?|tbsp|tsp|cloves|pinch|to taste|and|for|with|chopped|minced)\b/gi;

/** The page's language: what it declares (inLanguage, <html lang>), else what its lines read like, else the member's. */
function languageOf(recipe: SchemaNode, html: string, lines: string[], fallback: LineLocale): LineLocale {
  const declared = [textOf(recipe.inLanguage), /<html\b[^>]*\blang\s*=\s*["']?([a-z]{2})/i.exec(html)?.[1] ?? ""];
  for (const language of declared) {
    const primary = language.slice(0, 2).toLowerCase();
    if (primary === "es" || primary === "en") return primary;
  }
  const text = lines.join(" ");
  const spanish = text.match(spanishMarkers)?.length ?? 0;
  const english = text.match(englishMarkers)?.length ?? 0;
  if (spanish === english) return fallback;
  return spanish > english ? "es" : "en";
}

export interface DraftSource {
  recipe: SchemaNode;
  html: string;
  /** The page's address after redirects: relative images resolve against it, and it is credited. */
  pageUrl: string;
  /** The member's language, for a page that says nothing about its own. */
  fallbackLanguage: LineLocale;
  matcher: IngredientMatcher;
}

/** A schema.org Recipe (from JSON-LD or microdata) as the draft the authoring form is filled with. */
export function recipeDraft({ recipe, html, pageUrl, fallbackLanguage, matcher }: DraftSource): RecipeImportDraft {
  const lines = asList(recipe.recipeIngredient ?? recipe.ingredients)
    .flatMap((entry) => (typeof entry === "string" ? blocksOf(entry) : [textOf(entry)]))
    .filter(Boolean)
    .slice(0, RECIPE_INGREDIENTS_MAX)
    .map((line) => cut(line, INGREDIENT_LINE_MAX_LENGTH));
  const language = languageOf(recipe, html, lines, fallbackLanguage);
  const { servings, text: yieldText } = servingsFrom(recipe.recipeYield ?? recipe.yield);
  const prep = isoDurationMinutes(recipe.prepTime);
  const cook = isoDurationMinutes(recipe.cookTime);
  const total = isoDurationMinutes(recipe.totalTime) ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  const description = textOf(recipe.description);
  return {
    title: cut(textOf(recipe.name) || textOf(recipe.headline), RECIPE_TITLE_MAX_LENGTH),
    description: description ? cut(description, RECIPE_DESCRIPTION_MAX_LENGTH) : null,
    language,
    ingredients: lines.map((line) => parseIngredientLine(line, language, matcher)),
    step_sections: stepSections(recipe.recipeInstructions),
    servings,
    yield_text: yieldText ? cut(yieldText, RECIPE_TITLE_MAX_LENGTH) : null,
    prep_minutes: prep,
    cook_minutes: cook,
    total_minutes: total,
    image_url: imageFrom(recipe.image ?? recipe.thumbnailUrl, pageUrl),
    source_url: pageUrl,
    source_name: nameOf(recipe.author) ?? nameOf(recipe.publisher) ?? new URL(pageUrl).hostname,
  };
}
