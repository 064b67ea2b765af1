import { useTranslation } from "react-i18next";
import { RATING_MAX } from "#api/contract/limits";
import { formatRating } from "~/platform/i18n/formatters";
import { useLocale } from "~/platform/i18n/use-locale";

/** Five stars filled to the average, its number and how many rated; a plain sentence before anyone has. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation("recipe");
  const locale = useLocale();
  if (count === 0) return <span data-rating="none">{t("detail.noRatings")}</span>;
  const value = formatRating(locale, rating);
  const filled = `${Math.min(100, Math.max(0, (rating / RATING_MAX) * 100))}%`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-rating={rating}>
      <span role="img" aria-label={t("detail.ratingValue", { rating: value })} className="relative inline-block whitespace-nowrap leading-none">
        <span aria-hidden="true" className="text-ink-muted/40">
          ★★★★★
        </span>
        <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden text-accent" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className="tabular-nums">
        {value}
      </span>
      <span className="text-sm font-normal text-ink-muted">({t("detail.reviews", { count })})</span>
    </span>
  );
}
