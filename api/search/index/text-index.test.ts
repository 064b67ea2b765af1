import { describe, expect, it } from "vitest";
import { buildPostings, LexemeDictionary, parseTsquery, rankText, type TextIndex } from "./text-index";

/** Three recipes as the index would hold them: all lexemes, and those of the title. */
function indexOf(recipes: Array<{ all: string[]; title: string[] }>): TextIndex {
  const dictionary = new LexemeDictionary();
  const ids = (lexemes: string[]) => Int32Array.from(lexemes, (lexeme) => dictionary.idOf(lexeme));
  const all = recipes.map((recipe) => ids(recipe.all));
  const titles = recipes.map((recipe) => ids(recipe.title));
  return { size: recipes.length, dictionary, all: buildPostings(all, dictionary.size), titles: buildPostings(titles, dictionary.size) };
}

const index = indexOf([
  { all: ["poll", "ajill", "ajo"], title: ["poll", "ajill"] },
  { all: ["tart", "ques", "fres"], title: ["tart", "ques"] },
  { all: ["arroz", "poll", "tomat"], title: ["arroz"] },
]);

const matches = (tsquery: string) => [...rankText(index, [parseTsquery(tsquery)!])].flatMap((rank, position) => (Number.isNaN(rank) ? [] : [position]));

describe("tsquery over the index", () => {
  it("evaluates and, or, not and parentheses as PostgreSQL does", () => {
    expect(matches("'poll'")).toEqual([0, 2]);
    expect(matches("'poll' & 'arroz'")).toEqual([2]);
    expect(matches("'ques' | 'arroz'")).toEqual([1, 2]);
    expect(matches("'poll' & !'ajo'")).toEqual([2]);
    expect(matches("!'poll'")).toEqual([1]);
    expect(matches("( 'tart' | 'arroz' ) & 'tomat'")).toEqual([2]);
    expect(matches("'nada'")).toEqual([]);
  });

  it("reads a phrase as all of its words and a prefix as every lexeme it starts", () => {
    expect(matches("'tart' <-> 'ques'")).toEqual([1]);
    expect(matches("'tart' <2> 'fres'")).toEqual([1]);
    expect(matches("'aj':*")).toEqual([0]);
    expect(parseTsquery("'it''s'")).toEqual({ kind: "lexeme", lexeme: "it's", prefix: false });
    expect(parseTsquery("")).toBeNull();
  });

  it("ranks a title holding the words above a recipe that only lists them", () => {
    const ranks = rankText(index, [parseTsquery("'poll'")!]);
    expect(ranks[0]).toBeGreaterThan(ranks[2]!);
    expect(Number.isNaN(ranks[1]!)).toBe(true);
  });

  it("matches any of several queries (one per language)", () => {
    const ranks = rankText(index, [parseTsquery("'arroz'")!, parseTsquery("'ques'")!]);
    expect([...ranks].map((rank) => !Number.isNaN(rank))).toEqual([false, true, true]);
  });
});
