import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeSummary } from "#api/contract/recipes";
import { formatRating } from "~/platform/i18n/formatters";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { SaveRecipeButton } from "~/components/recipes/save-recipe-button";
import { RecipeImage } from "./recipe-image";
import { Duration } from "./duration";

/** How wide a card's picture shows: its grid's column. A page whose first card is its main image preloads it with these. */
export const RECIPE_CARD_IMAGE_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";

/**
 * One link per card; fixed 4:3 image box so nothing shifts while images load. A signed-in member
 * also gets "Guardar" over the image (a visitor's card has none: their pages are everyone's).
 */
export function RecipeCard({ recipe, image = "lazy" }: { recipe: RecipeSummary; image?: "lazy" | "eager" | "priority" }) {
  const { t } = useTranslation("recipe");
  const to = useLocalizedPath();
  const locale = useLocale();
  // Written only in the other language: the card says so (issue 30), and its title is marked for screen readers.
  const onlyIn = recipe.text_locale === locale ? undefined : recipe.text_locale;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-raised" data-recipe-card={recipe.slug}>
      <div className="aspect-[4/3] overflow-hidden bg-accent-soft">
        {recipe.image ? (
          <RecipeImage
            image={recipe.image}
            loading={image}
            sizes={RECIPE_CARD_IMAGE_SIZES}
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <SaveRecipeButton recipe={recipe} className="absolute right-2 top-2 z-10" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {onlyIn ? (
          <p className="self-start rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-ink" data-card-only-in={onlyIn}>
            {t(onlyIn === "es" ? "card.onlyIn.es" : "card.onlyIn.en")}
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-display text-lg font-semibold leading-snug" lang={onlyIn}>
          <Link
            to={to(`/receta/${recipe.slug}`)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-xl group-focus-within:after:outline-2 group-focus-within:after:outline-accent"
          >
            {recipe.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>{t("card.by", { name: recipe.user.name })}</span>
          {recipe.user.is_ai_chef ? <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">{t("card.aiChef")}</span> : null}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-2 text-sm text-ink-muted tabular-nums">
          <Duration minutes={recipe.total_time_minutes} />
          <span aria-hidden="true">·</span>
          <span>{t(`difficulty.${recipe.difficulty}`)}</span>
        </p>
        <p className="text-sm text-ink-muted tabular-nums">
          {recipe.reviews_count > 0 ? t("card.rating", { rating: formatRating(locale, recipe.average_rating), count: recipe.reviews_count }) : t("card.noRatings")}
        </p>
      </div>
    </article>
  );
}
