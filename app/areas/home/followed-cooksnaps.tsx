import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { Cooksnap } from "#api/contract/cooksnaps";
import { MemberPhoto } from "~/components/recipes/member-photo";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

const linkClass = "font-semibold text-ink underline-offset-4 hover:text-accent hover:underline";

/**
 * What the people a member follows cooked ("Lo he cocinado", decision 081): each photo with who
 * cooked which recipe and what they said. Names and titles are link children, never Trans values
 * (decision 032). Nothing when none of them cooked anything lately.
 */
export function FollowedCooksnaps({ cooksnaps }: { cooksnaps: Cooksnap[] }) {
  const { t } = useTranslation("home");
  const to = useLocalizedPath();
  if (cooksnaps.length === 0) return null;
  return (
    <section aria-labelledby="week-cooked-title" className="mt-6" data-week-cooked>
      <h2 id="week-cooked-title" className="font-sans text-base font-semibold text-ink-muted">
        {t("week.cooked")}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {cooksnaps.map((cooksnap) => (
          <li key={cooksnap.id} className="overflow-hidden rounded-xl border border-line bg-surface shadow-raised" data-week-cooksnap={cooksnap.id}>
            <Link to={to(`/receta/${cooksnap.recipe.slug}`)} tabIndex={-1} aria-hidden="true">
              <MemberPhoto photo={cooksnap.photo} sizes="(min-width: 1024px) 11rem, (min-width: 640px) 33vw, 50vw" alt="" className="aspect-square w-full object-cover" />
            </Link>
            <div className="space-y-1 p-3 text-sm">
              <p>
                <Trans
                  t={t}
                  i18nKey="week.cookedLine"
                  components={{
                    member: (
                      <Link to={to(`/users/${cooksnap.user.slug}`)} className={linkClass}>
                        {cooksnap.user.name}
                      </Link>
                    ),
                    recipe: (
                      <Link to={to(`/receta/${cooksnap.recipe.slug}`)} className={linkClass} data-week-cooksnap-recipe>
                        {cooksnap.recipe.title}
                      </Link>
                    ),
                  }}
                />
              </p>
              {cooksnap.comment ? (
                <p className="break-words text-ink-muted" data-week-cooksnap-comment>
                  {cooksnap.comment}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
