import { useRouteLoaderData } from "@remix-run/react";
import { useSyncExternalStore } from "react";
import type { ThemePreference } from "./theme";

export const THEME_ACTION_PATH = "/resources/theme";

/**
 * The visitor's latest choice not yet stored by the server, shared by the toggle (which saves it)
 * and the document (which shows it at once).
 */
let unsavedChoice: ThemePreference | null = null;
const listeners = new Set<() => void>();

export function setUnsavedTheme(choice: ThemePreference | null) {
  if (unsavedChoice === choice) return;
  unsavedChoice = choice;
  for (const listener of listeners) listener();
}

/** Forgets a choice once the server stored it, unless a newer one came meanwhile (a click between the save and this). */
export function forgetSavedTheme(saved: ThemePreference) {
  if (unsavedChoice === saved) setUnsavedTheme(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnsavedTheme(): ThemePreference | null {
  return useSyncExternalStore(
    subscribe,
    () => unsavedChoice,
    () => null,
  );
}

/** The theme in force: a choice still on its way to the server counts at once, so the page and the toggle never disagree. */
export function useThemePreference(): ThemePreference {
  const stored = useRouteLoaderData<{ theme?: { preference: ThemePreference } }>("root")?.theme?.preference ?? "system";
  return useUnsavedTheme() ?? stored;
}
