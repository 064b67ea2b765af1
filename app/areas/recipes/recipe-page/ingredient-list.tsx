import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeIngredientLine } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/measures";
import type { Locale } from "~/platform/i18n/locales";
import { ingredientLinesFor } from "~/areas/recipes/servings";
import { ServingsScaler } from "./servings-scaler";
import { useTickedIngredients } from "./use-ticked-ingredients";

interface IngredientListProps {
  /** The recipe's slug: the ticks are kept on the device under it. */
  slug: string;
  lines: RecipeIngredientLine[];
  recipeServings: number;
  servings: number;
  onServingsChange: (servings: number) => void;
  /** The reader's units (decision 074). */
  unitSystem: UnitSystem;
  /** The language the recipe's text is in (the page's, or the only one it has): the lines read in it. */
  textLocale: Locale;
  /** The metric / US switch, where the page offers it. */
  unitSwitch?: ReactNode;
  /** Shown under the lines: the link to what to buy for them. */
  footer?: ReactNode;
}

/** The ingredients for the chosen yield, each one a checkbox to tick off while cooking (kept on the device). */
export function IngredientList({ slug, lines, recipeServings, servings, onServingsChange, unitSystem, textLocale, unitSwitch, footer }: IngredientListProps) {
  const { t, i18n } = useTranslation("recipe");
  const descriptions = ingredientLinesFor(lines, recipeServings, servings, textLocale, unitSystem);
  const { ticked, toggle } = useTickedIngredients(slug);
  return (
    <section aria-labelledby="ingredients-title" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="ingredients-title" className="text-2xl font-semibold">
        {t("detail.ingredients")}
      </h2>
      <div className="mt-4">
        <ServingsScaler servings={servings} originalServings={recipeServings} onChange={onServingsChange} />
      </div>
      {unitSwitch}
      <p className="print-hidden mt-4 text-sm text-ink-muted">{t("detail.ingredientsHint")}</p>
      <ul className="mt-2 space-y-1" data-ingredients lang={textLocale === i18n.language ? undefined : textLocale}>
        {descriptions.map((description, index) => (
          <li key={index}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 has-[:checked]:text-ink-muted has-[:checked]:line-through">
              <input
                type="checkbox"
                checked={ticked.has(index)}
                onChange={(event) => toggle(index, event.target.checked)}
                className="print-hidden mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
              />
              <span className="tabular-nums" data-ingredient-line>
                {description}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
