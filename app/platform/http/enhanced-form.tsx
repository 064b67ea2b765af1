import { useHydrated } from "~/platform/http/use-hydrated";

/**
 * The hidden field a form carries once the page has hydrated. Its action then answers with data
 * (the page stays, Remix reloads what changed, optimistic updates can be confirmed or rolled back);
 * a plain HTML post, which never has it, gets a redirect instead, so a reload never posts twice.
 */
export const ENHANCED_FIELD = "js";

export function isEnhancedSubmission(form: FormData): boolean {
  return form.get(ENHANCED_FIELD) === "1";
}

/** Rendered inside such a form: present only after hydration. */
export function EnhancedFormMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
