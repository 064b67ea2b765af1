import { type ComponentType, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/shopping-quantities";
import { useHydrated } from "~/platform/http/use-hydrated";
import type { CookModeProps } from "./cook-mode";

/**
 * The way into cook mode. Cook mode is nothing without JavaScript, so the button appears only once
 * the page runs it; its code and texts are fetched on the first click, so the recipe page's first
 * load carries only this button (docs/decisions/050). Leaving puts the focus back here.
 */
export function CookModeButton({ recipe, servings, unitSystem }: { recipe: RecipeDetail; servings: number; unitSystem?: UnitSystem }) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation("recipe");
  const [CookMode, setCookMode] = useState<ComponentType<CookModeProps>>();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) button.current?.focus();
  }, [open]);

  if (!hydrated || recipe.steps.length === 0) return null;

  const openCookMode = async () => {
    const [module] = await Promise.all([import("./cook-mode"), i18n.loadNamespaces("cook-mode")]);
    setCookMode(() => module.CookMode);
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => void openCookMode()}
        className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft"
        data-cook-mode-open
      >
        {t("detail.cookMode")}
      </button>
      {open && CookMode ? <CookMode recipe={recipe} servings={servings} unitSystem={unitSystem} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
