import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Suggestions } from "#api/contract/search";
import type { Locale } from "~/i18n/locales";
import { MAX_SUGGESTION_QUERY, MIN_SUGGESTION_QUERY, type SuggestionsAnswer } from "~/search-suggestions/suggestions-answer";

/** Typing pauses shorter than this do not ask the server. */
export const SUGGESTION_DEBOUNCE_MS = 150;

/** The text worth asking about: trimmed, at most 500 characters, empty when too short to match. */
export function suggestionQuery(text: string): string {
  const query = text.trim().slice(0, MAX_SUGGESTION_QUERY).trim();
  return query.length >= MIN_SUGGESTION_QUERY ? query : "";
}

/**
 * Suggestions for the text being typed, asked for once typing pauses. Only the answer to the latest
 * question is taken (an older one arriving late is ignored); until it comes, the previous answer
 * stays, so the list does not flicker between keystrokes. Undefined when there is nothing to show.
 */
export function useSearchSuggestions(text: string, locale: Locale): Suggestions | undefined {
  const fetcher = useFetcher<SuggestionsAnswer>();
  const query = suggestionQuery(text);
  const latestQuestion = useRef("");
  const [accepted, setAccepted] = useState<SuggestionsAnswer>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  useEffect(() => {
    if (!query) {
      latestQuestion.current = "";
      setAccepted(undefined);
      return;
    }
    const timer = setTimeout(() => {
      const search = new URLSearchParams({ q: query, locale });
      latestQuestion.current = search.toString();
      void load.current(`/resources/search-suggestions?${search}`);
    }, SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, locale]);

  const answer = fetcher.data;
  useEffect(() => {
    if (answer && new URLSearchParams({ q: answer.q, locale: answer.locale }).toString() === latestQuestion.current) setAccepted(answer);
  }, [answer]);

  return query ? accepted?.suggestions : undefined;
}
