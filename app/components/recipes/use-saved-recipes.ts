import { useFetchers, useRouteLoaderData } from "@remix-run/react";
import type { SavedRecipesState } from "#api/contract/saved-recipes";
import { useErrorPageMember } from "~/platform/access/use-current-user";
import { LOCALE_LAYOUT_ID } from "~/platform/routing/route-ids";
import { optimisticSaves, type PendingSave, pendingSaveOf } from "./saved-state";

/**
 * The signed-in member's saved recipes as every page should show them (the locale layout loads
 * their count and ids with the member, so no card asks on its own), with the saves and unsaves on
 * their way already counted; null for a visitor, whose pages are the same for everyone.
 */
export function useSavedRecipes() {
  const layout = useRouteLoaderData<{ saved: SavedRecipesState | null }>(LOCALE_LAYOUT_ID);
  const fromError = useErrorPageMember();
  const fetchers = useFetchers();
  const loaded = layout?.saved ?? fromError?.saved ?? null;
  if (!loaded) return null;
  const pending = fetchers.flatMap((fetcher): PendingSave[] => {
    const save = pendingSaveOf(fetcher.formData);
    return save ? [save] : [];
  });
  return optimisticSaves(loaded, pending);
}
