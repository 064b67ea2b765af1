import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { Duration } from "~/components/recipes/duration";
import { RatingStars } from "~/components/recipes/rating-stars";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 sm:rounded-lg sm:border sm:border-line sm:bg-surface sm:px-4 sm:py-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The meta row under the title: times, yield, difficulty and rating. Three to a row on a phone, so
 * the ingredients come soon; a time the recipe does not give (0, as a member's recipe may leave its
 * active time) is left out rather than printed as "0 min".
 */
export function RecipeFacts({ recipe, servings }: { recipe: RecipeDetail; servings: number }) {
  const { t } = useTranslation("recipe");
  const times = [
    ["detail.totalTime", recipe.total_time_minutes],
    ["detail.prepTime", recipe.prep_time_minutes],
    ["detail.cookTime", recipe.cook_time_minutes],
    ["detail.activeTime", recipe.active_time_minutes],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-2 sm:flex sm:flex-wrap sm:gap-3" data-recipe-facts>
      {times.map(([label, minutes]) =>
        minutes > 0 ? (
          <Fact key={label} label={t(label)}>
            <Duration minutes={minutes} />
          </Fact>
        ) : null,
      )}
      <Fact label={t("detail.servings")}>
        <span data-servings-value>{t("detail.servingsValue", { count: servings })}</span>
      </Fact>
      <Fact label={t("detail.difficulty")}>{t(`difficulty.${recipe.difficulty}`)}</Fact>
      <Fact label={t("detail.rating")}>
        <RatingStars rating={recipe.average_rating} count={recipe.reviews_count} />
      </Fact>
    </dl>
  );
}
