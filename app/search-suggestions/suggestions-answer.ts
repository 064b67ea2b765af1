import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from "#api/contract/limits";
import { type Suggestions, suggestions } from "#api/contract/search";
import { type Locale, locales } from "~/i18n/locales";

/** Kept until the suggestions resource route imports the contract's SUGGESTION_MIN_LENGTH and SEARCH_TEXT_MAX_LENGTH itself. */
export const MIN_SUGGESTION_QUERY = SUGGESTION_MIN_LENGTH;
export const MAX_SUGGESTION_QUERY = SEARCH_TEXT_MAX_LENGTH;

/** What /resources/search-suggestions answers; `q` is echoed so a late answer can be told apart. */
export interface SuggestionsAnswer {
  q: string;
  locale: Locale;
  suggestions: Suggestions;
}

/** The browser parses the answer too: it crosses a boundary like any other. */
export const suggestionsAnswer = z.object({ q: z.string(), locale: z.enum(locales), suggestions });

export const noSuggestions: Suggestions = { recipes: [], ingredients: [], tags: [], categories: [] };
