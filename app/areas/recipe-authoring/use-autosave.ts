import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/platform/http/use-hydrated";
import { useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";

/** Every 20 s after a change, the form (without its files) to the same draft; "Guardado a las 10:42". */
export function useAutosave(formId: string, enabled: boolean) {
  const fetcher = useFetcher<{ draft: number | null; savedAt: string | null }>();
  const dirty = useRef(false);
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const [last, setLast] = useState<{ draft: number | null; savedAt: string | null }>({ draft: null, savedAt: null });
  useEffect(() => {
    if (fetcher.data?.savedAt) setLast({ draft: fetcher.data.draft, savedAt: fetcher.data.savedAt });
  }, [fetcher.data]);
  useEffect(() => {
    if (!hydrated || !enabled) return;
    const timer = window.setInterval(() => {
      const element = document.getElementById(formId);
      if (!dirty.current || !(element instanceof HTMLFormElement) || fetcher.state !== "idle") return;
      dirty.current = false;
      const body = new FormData(element);
      for (const [name, value] of [...body.entries()]) if (typeof value !== "string") body.delete(name);
      body.set("save", "autosave");
      // The form's own hidden token is in the FormData already; set here so the post never depends on the markup (decision 028).
      body.set(CSRF_FIELD, csrfToken ?? "");
      fetcher.submit(body, { method: "post", action: element.getAttribute("action") ?? undefined });
    }, 20_000);
    return () => window.clearInterval(timer);
  }, [hydrated, enabled, formId, fetcher, csrfToken]);
  return { changed: () => (dirty.current = true), draft: last.draft, savedAt: last.savedAt };
}
