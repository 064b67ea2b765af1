import { useTranslation } from "react-i18next";
import { starsText } from "~/components/community/member-format";

/** A review's rating: five stars for the eye, "4 out of 5" for assistive technology. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation("community");
  return (
    <span role="img" aria-label={t("reviews.rating", { rating })} className="whitespace-nowrap text-accent" data-review-rating={rating}>
      <span aria-hidden="true">{starsText(rating)}</span>
    </span>
  );
}
