import { type ComponentType, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/measures";
import { actionButtonClass } from "../recipe-page/action-style";
import type { CookModeProps } from "./cook-mode";

/**
 * The way into cook mode, in the recipe page's action bar. Cook mode is nothing without JavaScript,
 * so the button shows only where scripts run (`js-only`); its code and texts are fetched on the first click, so the recipe page's first
 * load carries only this button (docs/decisions/050). Leaving puts the focus back here.
 */
export function CookModeButton({ recipe, servings, unitSystem }: { recipe: RecipeDetail; servings: number; unitSystem: UnitSystem }) {
  const { t, i18n } = useTranslation("recipe");
  const [CookMode, setCookMode] = useState<ComponentType<CookModeProps>>();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) button.current?.focus();
  }, [open]);

  if (recipe.steps.length === 0) return null;

  const openCookMode = async () => {
    const [module] = await Promise.all([import("./cook-mode"), i18n.loadNamespaces("cook-mode")]);
    setCookMode(() => module.CookMode);
    setOpen(true);
  };

  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" onClick={() => void openCookMode()} className={`js-only ${actionButtonClass}`} data-cook-mode-open>
        {t("detail.cookMode")}
      </button>
      {open && CookMode ? <CookMode recipe={recipe} servings={servings} unitSystem={unitSystem} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
