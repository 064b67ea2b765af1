import type { RecipeFilters } from "../../index/recipe-filters";
import { type AppliedFilter, FilterBuilder } from "./filter-builder";
import { FILLER_KEYS } from "./grammar-words";
import { nextStep } from "./next-step";
import type { Step, Target } from "./step";
import { indexFor, type SemanticVocabulary, type VocabularyIndex } from "./vocabulary-index";
import { type Token, tokenize } from "./words";

/**
 * The offline natural-language search parser ("semantic_query"): turns "cena rápida sin gluten con pollo"
 * or "vegan dessert under 300 calories" into filters, the free text left over, and the chips it applied.
 * Rules and the catalogue's own vocabulary only: no model, no network, no database.
 */

export type { AppliedFilter } from "./filter-builder";
export type { SemanticVocabulary } from "./vocabulary-index";

export interface SemanticParse {
  filters: Partial<RecipeFilters>;
  text: string;
  applied: AppliedFilter[];
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
  if (target.kind === "foodKind") builder.addKind(exclude ? "excludeIngredientIds" : "includeIngredientIds", target.slug, target.ids, matched);
  else if (target.kind === "ingredient") builder.addToList(exclude ? "excludeIngredientIds" : "includeIngredientIds", target.id, matched);
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

/** The words of a request without its fillers ("qué hago con atún" → "atún"); the request when all are fillers. */
export function withoutFillers(request: string): string {
  const kept = tokenize(request).filter((token) => !FILLER_KEYS.has(token.key));
  return kept.map((token) => token.raw).join(" ") || request.trim();
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
