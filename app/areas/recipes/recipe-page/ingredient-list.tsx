import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeIngredientLine } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/shopping-quantities";
import { useLocale } from "~/platform/i18n/use-locale";
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
  /** A member's choice on English pages (decision 054); metric otherwise. */
  unitSystem?: UnitSystem;
  /** Shown under the lines: the link to what to buy for them. */
  footer?: ReactNode;
}

/** The ingredients for the chosen yield, each one a checkbox to tick off while cooking (kept on the device). */
export function IngredientList({ slug, lines, recipeServings, servings, onServingsChange, unitSystem, footer }: IngredientListProps) {
  const { t } = useTranslation("recipe");
  const locale = useLocale();
  const descriptions = ingredientLinesFor(lines, recipeServings, servings, locale, unitSystem);
  const { ticked, toggle } = useTickedIngredients(slug);
  return (
    <section aria-labelledby="ingredients-title" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="ingredients-title" className="text-2xl font-semibold">
        {t("detail.ingredients")}
      </h2>
      <div className="mt-4">
        <ServingsScaler servings={servings} originalServings={recipeServings} onChange={onServingsChange} />
      </div>
      <p className="print-hidden mt-4 text-sm text-ink-muted">{t("detail.ingredientsHint")}</p>
      <ul className="mt-2 space-y-1" data-ingredients>
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
