import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useRef } from "react";
import { useHydrated } from "~/platform/http/use-hydrated";
import { useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";

interface AutosaveAnswer {
  draft: number | null;
  revision: number | null;
  savedAt: string | null;
  /** The 409's message when someone saved the recipe since this form's revision (decision 076). */
  conflict: string | null;
}

const noAnswer: AutosaveAnswer = { draft: null, revision: null, savedAt: null, conflict: null };

/**
 * Every 20 s after a change, the form (without its files) to the same draft, based on the form's
 * revision; "Guardado a las 10:42". Never while the form itself is being sent (`busy`), so it
 * cannot race a save or a publication, and never again after a conflict: it does not overwrite.
 */
export function useAutosave(formId: string, enabled: boolean, busy: boolean) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const dirty = useRef(false);
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  // Read from the answer itself, not copied into state: the render that ends the autosave already carries its revision.
  const last = fetcher.data ?? noAnswer;
  const running = enabled && !last.conflict;
  useEffect(() => {
    if (!hydrated || !running) return;
    const timer = window.setInterval(() => {
      const element = document.getElementById(formId);
      if (!dirty.current || busyNow.current || !(element instanceof HTMLFormElement) || fetcher.state !== "idle") return;
      dirty.current = false;
      const body = new FormData(element);
      for (const [name, value] of [...body.entries()]) if (typeof value !== "string") body.delete(name);
      body.set("save", "autosave");
      // The form's own hidden token is in the FormData already; set here so the post never depends on the markup (decision 028).
      body.set(CSRF_FIELD, csrfToken ?? "");
      fetcher.submit(body, { method: "post", action: element.getAttribute("action") ?? undefined });
    }, 20_000);
    return () => window.clearInterval(timer);
  }, [hydrated, running, formId, fetcher, csrfToken]);
  return {
    changed: () => (dirty.current = true),
    draft: last.draft,
    revision: last.revision,
    savedAt: last.conflict ? null : last.savedAt,
    conflict: last.conflict,
    saving: fetcher.state !== "idle",
  };
}

/**
 * A save or publication asked while an autosave is still on its way waits for it, then goes with
 * the revision the autosave made: sent at once, it would be based on the revision before and be
 * refused as a conflict with this very tab. The form's `onSubmitCapture`.
 */
export function useSubmitAfterAutosave(saving: boolean) {
  const waiting = useRef<{ form: HTMLFormElement; submitter: HTMLButtonElement } | null>(null);
  useEffect(() => {
    const pending = waiting.current;
    if (saving || !pending) return;
    waiting.current = null;
    pending.form.requestSubmit(pending.submitter);
  }, [saving]);
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Only the save buttons ("save": draft, publish, keep both); conform's own intents (validate, add a row) go on as they are.
    if (!saving || !(submitter instanceof HTMLButtonElement) || submitter.name !== "save") return;
    event.preventDefault();
    event.stopPropagation();
    waiting.current = { form: event.currentTarget, submitter };
  };
}
