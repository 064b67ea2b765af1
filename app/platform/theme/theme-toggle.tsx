import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CsrfField, useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { nextTheme, type ThemePreference } from "./theme";
import { forgetSavedTheme, setUnsavedTheme, THEME_ACTION_PATH, useThemePreference, useUnsavedTheme } from "./use-theme-preference";

const icons: Record<ThemePreference, string> = {
  light: "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z",
  dark: "M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z",
  system: "M4 5h16v11H4zM8 20h8m-4-4v4",
};

/** Cycles light → dark → system; a plain form post without JavaScript, saves one at a time with it. */
export function ThemeToggle() {
  const preference = useThemePreference();
  const unsaved = useUnsavedTheme();
  const fetcher = useFetcher();
  const location = useLocation();
  const { t } = useTranslation();
  const csrfToken = useCsrfToken();
  const next = nextTheme(preference);
  const returnTo = `${location.pathname}${location.search}`;
  // One save at a time, the newest choice last: two saves in flight together can reach the browser
  // in either order, and the older one's cookie would win.
  const lastSent = useRef<ThemePreference | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || unsaved === null) return;
    if (lastSent.current === unsaved) {
      lastSent.current = null;
      // Read from the store, not this render: a click may have chosen again since.
      forgetSavedTheme(unsaved);
      return;
    }
    lastSent.current = unsaved;
    fetcher.submit({ theme: unsaved, redirectTo: returnTo, [CSRF_FIELD]: csrfToken ?? "" }, { method: "post", action: THEME_ACTION_PATH });
  }, [fetcher, unsaved, returnTo, csrfToken]);
  return (
    <fetcher.Form
      method="post"
      action={THEME_ACTION_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        setUnsavedTheme(next);
      }}
    >
      <CsrfField />
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button
        type="submit"
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm text-ink-muted hover:bg-accent-soft hover:text-ink"
        aria-label={t("theme.current", { theme: t(`theme.${preference}`), next: t(`theme.${next}`) })}
        data-theme-toggle={preference}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d={icons[preference]} />
        </svg>
      </button>
    </fetcher.Form>
  );
}
