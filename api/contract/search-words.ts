/**
 * The words of §3 and §5 as links, forms and API calls spell them: difficulties, author types, sort
 * orders, flags, and the cleaning of free text. No zod here: the browser imports this module, and a
 * page that touches zod ships all of it (about 27 KB gzip; docs/decisions/025).
 */

export const difficultyValues = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof difficultyValues)[number];

/** §3: every spelling of a difficulty a visitor or an old link may send. */
export const difficultySpellings: Record<string, Difficulty> = {
  easy: "easy",
  fácil: "easy",
  facil: "easy",
  medium: "medium",
  intermedio: "medium",
  intermedia: "medium",
  media: "medium",
  hard: "hard",
  difícil: "hard",
  dificil: "hard",
};

/** A difficulty as a visitor, a link or an API call spells it ("Fácil", " intermedio", "hard"); undefined when it is none. */
export function parseDifficultyWord(raw: string): Difficulty | undefined {
  const word = raw.trim().toLowerCase();
  // Own words only: "constructor" or "__proto__" are not difficulties.
  return Object.hasOwn(difficultySpellings, word) ? difficultySpellings[word] : undefined;
}

/** §6 leaves author_type's values open: recipes by the AI chefs, or by community members. */
export const authorTypeValues = ["ai_chef", "community"] as const;
export type AuthorType = (typeof authorTypeValues)[number];

/** §5: the sort orders the search API accepts; "latest" is the default. */
export const sortValues = ["latest", "popular", "rating", "title_asc", "title_desc", "time_asc", "time_desc", "difficulty_asc", "difficulty_desc"] as const;
export type SortBy = (typeof sortValues)[number];

/** §5: free text loses angle brackets, "javascript:" and inline handlers ("onclick="). Both halves apply it. */
export function stripUnsafeSearchText(text: string): string {
  return (
    text
      // Control characters mean nothing in a search, and NUL cannot reach the database.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point.
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/[<>]/g, "")
      .replace(/javascript:/gi, "")
      .replace(/\bon\w+\s*=/gi, "")
  );
}

/**
 * §5: a category or ingredient in a filter is named by an id (24 hex digits, a UUID, or our own
 * positive integers) or a slug of 3-50 letters, digits, underscores and hyphens. The API refuses
 * anything else; the search page drops it from the address before asking.
 */
export const searchEntityKey = /^(?:[1-9]\d{0,9}|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{3,50})$/i;

/** A flag as links and forms spell it ("true", "1", "sí", "off"…); undefined when it is not one. */
export function parseFlagWord(raw: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (["true", "1", "yes", "si", "sí", "on"].includes(value)) return true;
  if (["false", "0", "no", "off"].includes(value)) return false;
  return undefined;
}
