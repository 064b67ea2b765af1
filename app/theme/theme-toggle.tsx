import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { nextTheme, type ThemePreference } from "./theme";
import { THEME_ACTION_PATH, useThemePreference } from "./use-theme-preference";

const icons: Record<ThemePreference, string> = {
  light: "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z",
  dark: "M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z",
  system: "M4 5h16v11H4zM8 20h8m-4-4v4",
};

/** Cycles light → dark → system; a plain form post without JavaScript, a fetcher with it. */
export function ThemeToggle() {
  const preference = useThemePreference();
  const fetcher = useFetcher();
  const location = useLocation();
  const { t } = useTranslation();
  const next = nextTheme(preference);
  return (
    <fetcher.Form method="post" action={THEME_ACTION_PATH}>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
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
