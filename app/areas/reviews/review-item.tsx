import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Review } from "#api/contract/community";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { AiChefBadge } from "~/components/community/ai-chef-badge";
import { MemberAvatar } from "~/components/community/member-avatar";
import { ReviewStars } from "~/components/community/review-stars";
import { ContentFlag } from "~/components/flags/content-flag";

/**
 * One review. Under a recipe it is headed by its author; on a member's profile by the recipe it is
 * about. `children` are the author's own controls (edit, delete); `flagFrom`, where a flag (decision
 * 097) comes back to. One hidden or removed by the moderators reaches only its author, marked.
 */
export function ReviewItem({ review, headedBy, children, flagFrom }: { review: Review; headedBy: "author" | "recipe"; children?: ReactNode; flagFrom?: string }) {
  const { t } = useTranslation("community");
  const locale = useLocale();
  const to = useLocalizedPath();
  const edited = review.updated_at !== review.created_at;
  return (
    <article id={`review-${review.id}`} className="scroll-mt-4 rounded-xl border border-line bg-surface p-4" data-review={review.id} data-review-author={review.user.slug}>
      <header className="flex flex-wrap items-center gap-3">
        {headedBy === "author" ? (
          <>
            <MemberAvatar name={review.user.name} avatarUrl={review.user.avatar_url} />
            <h3 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
              <Link to={to(`/users/${review.user.slug}`)} className="underline-offset-4 hover:text-accent hover:underline">
                {review.user.name}
              </Link>
              {review.user.is_ai_chef ? <AiChefBadge /> : null}
            </h3>
          </>
        ) : (
          <h3 className="font-sans text-base font-semibold">
            <Link to={`${to(`/receta/${review.recipe.slug}`)}#reviews`} className="underline-offset-4 hover:text-accent hover:underline">
              {review.recipe.title}
            </Link>
          </h3>
        )}
      </header>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
        <ReviewStars rating={review.rating} />
        <time dateTime={review.created_at}>{t("reviews.onDate", { date: formatDate(review.created_at, locale) })}</time>
        {edited ? <span>· {t("reviews.edited")}</span> : null}
        {/* Its language, where it is not the page's (issue 30): those come after the page's own. */}
        {review.language && review.language !== locale ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-ink" data-review-language={review.language}>
            {t(review.language === "es" ? "reviews.writtenIn.es" : "reviews.writtenIn.en")}
          </span>
        ) : null}
      </p>
      {review.body ? (
        <p className="mt-2 whitespace-pre-line break-words" data-review-body lang={review.language ?? undefined}>
          {review.body}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t("reviews.noText")}</p>
      )}
      {review.status !== "published" ? (
        <p className="mt-2 rounded-lg bg-accent-soft px-3 py-2 text-sm" data-withheld={review.status}>
          {t(review.status === "hidden" ? "flagHidden" : "flagRemoved")}
        </p>
      ) : null}
      {children}
      {flagFrom ? <ContentFlag kind="review" id={review.id} authorId={review.user.id} returnTo={flagFrom} /> : null}
    </article>
  );
}
