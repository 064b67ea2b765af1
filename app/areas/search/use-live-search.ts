import { useNavigate } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { parseSearchParams, searchHref } from "./search-url";

/** §2/§9: filter changes reach the address bar 300 ms after the last one. */
const FILTER_DEBOUNCE_MS = 300;

/** The filter form's fields, read as a search state (the same parser the server uses on the URL). */
function formState(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") params.append(key, value);
  }
  // §4: applying filters goes back to page 1.
  return { ...parseSearchParams(params), page: 1 };
}

/**
 * With JavaScript the filter form applies itself: every change (but typing in a typeahead, which
 * commits on Enter or on picking an option) navigates to the clean URL after the debounce, replacing
 * the history entry. Without JavaScript it is a plain GET form with an Apply button.
 */
export function useLiveSearch(path: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (form: HTMLFormElement, { immediately = false } = {}) => {
      clearTimeout(timer.current);
      const go = () => navigate(searchHref(path, formState(form)), { replace: true, preventScrollReset: true });
      if (immediately) go();
      else timer.current = setTimeout(go, FILTER_DEBOUNCE_MS);
    },
    [navigate, path],
  );

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const field = event.target as HTMLElement;
      if (field.dataset.typeahead !== undefined || field.dataset.liveIgnore !== undefined) return;
      apply(event.currentTarget);
    },
    [apply],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply(event.currentTarget, { immediately: true });
    },
    [apply],
  );

  return { onChange, onSubmit, apply };
}
