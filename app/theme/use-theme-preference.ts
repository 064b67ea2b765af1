import { useFetchers, useRouteLoaderData } from "@remix-run/react";
import { isThemePreference, type ThemePreference } from "./theme";

export const THEME_ACTION_PATH = "/resources/theme";

/**
 * The theme in force: a change still on its way to the server counts at once, so the page and the
 * toggle never disagree (a quick second click cycles from the new value, not the stored one).
 */
export function useThemePreference(): ThemePreference {
  const stored = useRouteLoaderData<{ theme?: { preference: ThemePreference } }>("root")?.theme?.preference ?? "system";
  const pending = useFetchers()
    .filter((fetcher) => fetcher.formAction === THEME_ACTION_PATH)
    .at(-1)
    ?.formData?.get("theme");
  return isThemePreference(pending) ? pending : stored;
}
