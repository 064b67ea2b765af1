import { z } from "zod";
import { type Suggestions, suggestions } from "#api/contract/search";
import { type Locale, locales } from "~/platform/i18n/locales";

/** What /resources/search-suggestions answers; `q` is echoed so a late answer can be told apart. */
export interface SuggestionsAnswer {
  q: string;
  locale: Locale;
  suggestions: Suggestions;
}

/** The browser parses the answer too: it crosses a boundary like any other. */
export const suggestionsAnswer = z.object({ q: z.string(), locale: z.enum(locales), suggestions });

export const noSuggestions: Suggestions = { recipes: [], ingredients: [], tags: [], categories: [] };
