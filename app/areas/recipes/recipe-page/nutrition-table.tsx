import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale } from "~/platform/i18n/use-locale";

const nutrients = [
  ["calories", "kcal"],
  ["protein", "g"],
  ["carbs", "g"],
  ["fat", "g"],
  ["fiber", "g"],
  ["sugar", "g"],
  ["sodium", "mg"],
] as const;

/** Per serving, whatever the yield shown: scaling the servings changes the amounts, not a serving. */
export function NutritionTable({ nutrition }: { nutrition: RecipeDetail["nutrition"] }) {
  const { t } = useTranslation("recipe");
  const locale = useLocale();
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const rows = nutrients.flatMap(([key, unit]) => {
    const value = nutrition[key];
    return value === null ? [] : [{ key, unit, value }];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="nutrition-title" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="nutrition-title" className="text-2xl font-semibold">
        {t("detail.nutrition")}
      </h2>
      {nutrition.estimated ? (
        <p className="mt-1 text-sm text-ink-muted" data-nutrition-estimated>
          {t("detail.nutritionEstimated")}
        </p>
      ) : null}
      <table className="mt-3 w-full text-sm" data-nutrition>
        <caption className="sr-only">{t("detail.nutrition")}</caption>
        <thead>
          <tr className="text-left text-ink-muted">
            <th scope="col" className="py-1 font-medium">
              {t("detail.nutrient")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("detail.nutritionPerServing")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map(({ key, unit, value }) => (
            <tr key={key} data-nutrient={key}>
              <th scope="row" className="py-1.5 text-left font-normal">
                {t(`detail.${key}`)}
              </th>
              <td className="py-1.5 text-right tabular-nums">
                {number.format(value)} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
