import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { Duration } from "~/components/recipes/duration";
import { RatingStars } from "~/components/recipes/rating-stars";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The meta row under the title: times, yield, difficulty and rating. */
export function RecipeFacts({ recipe, servings }: { recipe: RecipeDetail; servings: number }) {
  const { t } = useTranslation("recipe");
  return (
    <dl className="flex flex-wrap gap-3" data-recipe-facts>
      <Fact label={t("detail.totalTime")}>
        <Duration minutes={recipe.total_time_minutes} />
      </Fact>
      <Fact label={t("detail.prepTime")}>
        <Duration minutes={recipe.prep_time_minutes} />
      </Fact>
      <Fact label={t("detail.cookTime")}>
        <Duration minutes={recipe.cook_time_minutes} />
      </Fact>
      <Fact label={t("detail.activeTime")}>
        <Duration minutes={recipe.active_time_minutes} />
      </Fact>
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
