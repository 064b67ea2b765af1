import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonBox } from "~/components/ui/button";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { SAVE_INTENT, SAVED_RECIPES_PATH } from "./saved-state";
import { useSavedRecipes } from "./use-saved-recipes";

/** What the saved recipes' action answers an enhanced button. */
export type SaveAnswer = { saved?: boolean; error: string | null };

interface SaveTarget {
  id: number;
  slug: string;
  title: string;
}

const looks = {
  page: {
    base: `${buttonBox} rounded-lg border px-4 text-sm font-semibold`,
    on: "border-accent bg-accent text-on-accent hover:bg-accent-hover",
    off: "border-line bg-surface text-accent hover:bg-accent-soft",
  },
  card: {
    base: `${buttonBox} rounded-full border px-3 text-sm font-semibold shadow-raised`,
    on: "border-accent bg-accent text-on-accent hover:bg-accent-hover",
    off: "border-line bg-surface text-ink hover:bg-accent-soft",
  },
};

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.6">
      <path d="M5.5 3h9a.5.5 0 0 1 .5.5V17l-5-3.4L5 17V3.5a.5.5 0 0 1 .5-.5z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Guardar" / "Guardado" for a signed-in member (nothing for a visitor: cards are on pages kept for
 * everyone). A plain form post to /user/saved-recipes that comes back here without JavaScript; with
 * it, a fetcher that flips at once (every button for the same recipe, and the menu's count, too).
 */
export function SaveRecipeButton({ recipe, look = "card", className = "relative" }: { recipe: SaveTarget; look?: keyof typeof looks; className?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const saves = useSavedRecipes();
  const fetcher = useFetcher<SaveAnswer>();
  if (!saves) return null;
  const saved = saves.isSaved(recipe.id);
  const error = fetcher.state === "idle" ? fetcher.data?.error : null;
  const style = looks[look];
  // The name starts with the word shown, then says which recipe: "Guardado, Paella valenciana".
  const word = saved ? t("savedRecipes.saved") : t("savedRecipes.save");
  return (
    <fetcher.Form method="post" action={to(SAVED_RECIPES_PATH)} preventScrollReset className={className} data-save-recipe-form={recipe.slug}>
      <CsrfField />
      <input type="hidden" name="intent" value={saved ? SAVE_INTENT.unsave : SAVE_INTENT.save} />
      <input type="hidden" name="recipe" value={recipe.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <EnhancedFormMarker />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={`${word}${t("savedRecipes.recipeHint", { title: recipe.title })}`}
        className={`${style.base} ${saved ? style.on : style.off}`}
        data-save-recipe={saved ? "saved" : "save"}
      >
        <BookmarkIcon filled={saved} />
        {word}
      </button>
      {error ? (
        <p role="alert" className="absolute right-0 top-full z-10 mt-1 w-56 rounded-lg border border-danger bg-surface p-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
