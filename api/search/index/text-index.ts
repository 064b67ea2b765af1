/**
 * Full-text matching over the recipes of the in-memory index (decisions/017). PostgreSQL still does
 * the language work: the recipes' lexemes come from their search_document (stemmed, synonyms,
 * accents folded, both languages) and the query's from websearch_to_tsquery; here the query's
 * tree is evaluated over posting lists, which costs microseconds where reading 100,000 documents
 * from the table cost hundreds of milliseconds.
 */

/** Lexeme ids, shared by every recipe of one index. */
export class LexemeDictionary {
  private ids = new Map<string, number>();

  idOf(lexeme: string): number {
    let id = this.ids.get(lexeme);
    if (id === undefined) this.ids.set(lexeme, (id = this.ids.size));
    return id;
  }

  find(lexeme: string): number | undefined {
    return this.ids.get(lexeme);
  }

  /** Ids of the lexemes starting with a prefix, for `lexeme:*` queries. */
  startingWith(prefix: string): number[] {
    const found: number[] = [];
    for (const [lexeme, id] of this.ids) if (lexeme.startsWith(prefix)) found.push(id);
    return found;
  }

  get size() {
    return this.ids.size;
  }
}

/** For each lexeme id, the positions of the recipes holding it, ascending: positions[start[id]..start[id+1]). */
export interface Postings {
  start: Int32Array;
  positions: Int32Array;
}

export function buildPostings(lexemesByPosition: Int32Array[], lexemeCount: number): Postings {
  const start = new Int32Array(lexemeCount + 1);
  for (const lexemes of lexemesByPosition) for (const id of lexemes) start[id + 1]!++;
  for (let id = 0; id < lexemeCount; id++) start[id + 1]! += start[id]!;
  const positions = new Int32Array(start[lexemeCount]!);
  const filled = start.slice(0, lexemeCount);
  lexemesByPosition.forEach((lexemes, position) => {
    for (const id of lexemes) positions[filled[id]!++] = position;
  });
  return { start, positions };
}

type QueryNode = { kind: "lexeme"; lexeme: string; prefix: boolean } | { kind: "not"; operand: QueryNode } | { kind: "and" | "or"; operands: QueryNode[] };

/**
 * Reads PostgreSQL's text form of a tsquery ("'tart' & !'fres' | 'poll' <-> 'asad'"). A phrase
 * (<->, <N>) is read as "all of": the index keeps no word positions, so a phrase finds the recipes
 * holding its words anywhere.
 */
export function parseTsquery(text: string): QueryNode | null {
  const tokens = text.match(/'(?:[^']|'')*'(?::[*A-D]+)?|<\d*-?>|[()&|!]/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const or = (): QueryNode => {
    const operands = [and()];
    while (peek() === "|") {
      at++;
      operands.push(and());
    }
    return operands.length === 1 ? operands[0]! : { kind: "or", operands };
  };
  const and = (): QueryNode => {
    const operands = [unary()];
    while (peek() === "&" || /^<\d*-?>$/.test(peek() ?? "")) {
      at++;
      operands.push(unary());
    }
    return operands.length === 1 ? operands[0]! : { kind: "and", operands };
  };
  const unary = (): QueryNode => {
    const token = tokens[at++];
    if (token === "!") return { kind: "not", operand: unary() };
    if (token === "(") {
      const inner = or();
      at++; // ")"
      return inner;
    }
    if (!token?.startsWith("'")) throw new Error(`Unexpected token in tsquery: ${text}`);
    const [, quoted = "", flags = ""] = /^'((?:[^']|'')*)'(?::([*A-D]+))?$/.exec(token) ?? [];
    return { kind: "lexeme", lexeme: quoted.replaceAll("''", "'"), prefix: flags.includes("*") };
  };
  return tokens.length ? or() : null;
}

/** What a text search needs of the index. */
export interface TextIndex {
  size: number;
  dictionary: LexemeDictionary;
  /** Every lexeme of each recipe. */
  all: Postings;
  /** Lexemes of the titles (weight A), which rank a recipe higher. */
  titles: Postings;
}

/** A text's matches over one version of the columns. */
export interface TextMatch {
  /** Each position's rank; NaN where the text does not match. */
  ranks: Float64Array;
  /** The positions that match, ascending. */
  positions: Int32Array;
}

export function textMatchOf(ranks: Float64Array): TextMatch {
  let matched = 0;
  for (let position = 0; position < ranks.length; position++) if (!Number.isNaN(ranks[position]!)) matched++;
  const positions = new Int32Array(matched);
  for (let position = 0, at = 0; position < ranks.length; position++) if (!Number.isNaN(ranks[position]!)) positions[at++] = position;
  return { ranks, positions };
}

const TITLE_WEIGHT = 1;
const BODY_WEIGHT = 0.1;

/**
 * Each position's rank for the queries (NaN where none matches): a title holding a query word
 * weighs ten times a description or ingredient holding it, as ts_rank's A and C weights roughly do.
 * `titlesOnly`: only the recipes whose title holds the query (a dish named) match.
 */
export function rankText(index: TextIndex, queries: QueryNode[], { titlesOnly = false }: { titlesOnly?: boolean } = {}): Float64Array {
  const { size } = index;
  const ranks = new Float64Array(size).fill(Number.NaN);
  const lexemeIds = (node: Extract<QueryNode, { kind: "lexeme" }>) =>
    node.prefix ? index.dictionary.startingWith(node.lexeme) : [index.dictionary.find(node.lexeme)].filter((id) => id !== undefined);
  // Plain loops over every position: a fresh process's first search runs them before they are optimised.
  const holding = (postings: Postings, ids: number[]) => {
    const found = new Uint8Array(size);
    for (const id of ids) for (let at = postings.start[id]!, end = postings.start[id + 1]!; at < end; at++) found[postings.positions[at]!] = 1;
    return found;
  };
  const evaluate = (node: QueryNode): Uint8Array => {
    if (node.kind === "lexeme") return holding(titlesOnly ? index.titles : index.all, lexemeIds(node));
    if (node.kind === "not") {
      const found = evaluate(node.operand);
      for (let position = 0; position < size; position++) found[position] = 1 - found[position]!;
      return found;
    }
    const [first, ...rest] = node.operands.map(evaluate);
    for (const other of rest)
      if (node.kind === "and") for (let position = 0; position < size; position++) first![position]! &= other[position]!;
      else for (let position = 0; position < size; position++) first![position]! |= other[position]!;
    return first!;
  };
  const wanted = new Set<number>();
  const collect = (node: QueryNode) => {
    if (node.kind === "lexeme") for (const id of lexemeIds(node)) wanted.add(id);
    else if (node.kind !== "not") node.operands.forEach(collect);
  };
  for (const query of queries) {
    const matched = evaluate(query);
    collect(query);
    for (let position = 0; position < size; position++) if (matched[position]) ranks[position] = 0;
  }
  const add = (postings: Postings, id: number, weight: number) => {
    for (let at = postings.start[id]!, end = postings.start[id + 1]!; at < end; at++) {
      const position = postings.positions[at]!;
      if (!Number.isNaN(ranks[position]!)) ranks[position]! += weight;
    }
  };
  for (const id of wanted) {
    add(index.all, id, BODY_WEIGHT);
    add(index.titles, id, TITLE_WEIGHT - BODY_WEIGHT);
  }
  return ranks;
}
