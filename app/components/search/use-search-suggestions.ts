import { useEffect, useState } from "react";
import type { Suggestions } from "#api/contract/search";
import { SEARCH_TEXT_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from "#api/contract/limits";
import type { Locale } from "~/platform/i18n/locales";
import type { SuggestionsAnswer } from "~/components/search/suggestions-answer";

/** Typing pauses shorter than this do not ask the server. */
const SUGGESTION_DEBOUNCE_MS = 150;

/** The text worth asking about: trimmed, at most 500 characters, empty when too short to match. */
export function suggestionQuery(text: string): string {
  const query = text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
  return query.length >= SUGGESTION_MIN_LENGTH ? query : "";
}

/**
 * Suggestions for the text being typed, asked for once typing pauses. A plain fetch of the resource
 * route, not a Remix fetcher: a fetcher would be revalidated after every navigation and, with lazy
 * route discovery, patching its route in while a search form navigates could leave that navigation
 * unmatched (a 404 seen under load). A newer question aborts the older one; until its answer comes,
 * the previous one stays, so the list does not flicker between keystrokes.
 */
export function useSearchSuggestions(text: string, locale: Locale): Suggestions | undefined {
  const query = suggestionQuery(text);
  const [accepted, setAccepted] = useState<SuggestionsAnswer>();

  useEffect(() => {
    if (!query) {
      setAccepted(undefined);
      return;
    }
    const question = new AbortController();
    const timer = setTimeout(async () => {
      try {
        // The answer's schema comes with the first question: zod is not part of a page's first load (docs/decisions/025).
        const [response, { suggestionsAnswer }] = await Promise.all([
          fetch(`/resources/search-suggestions?${new URLSearchParams({ q: query, locale })}`, {
            headers: { Accept: "application/json" },
            signal: question.signal,
          }),
          import("~/components/search/suggestions-answer"),
        ]);
        if (!response.ok) return;
        const answer = suggestionsAnswer.safeParse(await response.json());
        if (answer.success && !question.signal.aborted) setAccepted(answer.data);
      } catch {
        // Aborted by a newer question, or offline: the box simply keeps what it shows.
      }
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      question.abort();
    };
  }, [query, locale]);

  return query ? accepted?.suggestions : undefined;
}
