import { Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { FeedItem } from "#api/contract/community";
import { AiChefBadge } from "~/components/community/ai-chef-badge";
import { MemberAvatar } from "~/components/community/member-avatar";
import { ReviewStars } from "~/components/community/review-stars";
import { RecipeCard } from "~/components/recipes/recipe-card";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./feed.server";
import { CursorPager } from "~/components/ui/cursor-pager";

export { loader } from "./feed.server";

export const handle = { i18n: ["community", "recipe"] };
export const meta = routeMeta;

const linkClass = "font-semibold text-ink underline-offset-4 hover:text-accent hover:underline";

function FeedEntry({ item }: { item: FeedItem }) {
  const { t } = useTranslation("community");
  const locale = useLocale();
  const to = useLocalizedPath();
  const member = item.kind === "recipe" ? item.recipe.user : item.review.user;
  const when = (
    <time dateTime={item.at} className="whitespace-nowrap">
      {formatDate(item.at, locale, "medium")}
    </time>
  );
  // The member's name and the recipe's title are the links' children, never Trans values: Trans
  // parses its interpolated string as markup and interpolates it again (docs/decisions/032).
  const memberLink = (
    <Link to={to(`/users/${member.slug}`)} className={linkClass}>
      {member.name}
    </Link>
  );
  return (
    <article className="space-y-3" data-feed-item={item.kind} data-feed-member={member.slug}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        <MemberAvatar name={member.name} avatarUrl={member.avatar_url} />
        <span>
          {item.kind === "recipe" ? (
            <Trans t={t} i18nKey="feed.published" components={{ member: memberLink }} />
          ) : (
            <Trans
              t={t}
              i18nKey="feed.reviewed"
              components={{
                member: memberLink,
                recipe: (
                  <Link to={`${to(`/receta/${item.review.recipe.slug}`)}#reviews`} className={linkClass}>
                    {item.review.recipe.title}
                  </Link>
                ),
              }}
            />
          )}
        </span>
        {member.is_ai_chef ? <AiChefBadge /> : null}
        <span aria-hidden="true">·</span>
        {when}
      </p>
      {item.kind === "recipe" ? (
        <div className="flex sm:max-w-sm">
          <RecipeCard recipe={item.recipe} />
        </div>
      ) : (
        <div className="rounded-xl border border-line bg-surface p-4" data-review={item.review.id}>
          <ReviewStars rating={item.review.rating} />
          {item.review.body ? <p className="mt-1 whitespace-pre-line break-words">«{item.review.body}»</p> : null}
        </div>
      )}
    </article>
  );
}

/** /feed: the signed-in member's news from the cooks and AI chefs they follow. */
export default function FeedPage() {
  const { items, nextCursor, cursor, suggestions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("community");
  const to = useLocalizedPath();

  return (
    <div className="container-content py-8 md:py-12">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold md:text-4xl">{t("feed.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("feed.intro")}</p>

        {items === null ? (
          <EmptyState muted className="mt-8" role="status">
            {t("feed.unavailable")}
          </EmptyState>
        ) : items.length === 0 && !cursor ? (
          <EmptyState as="section" aria-labelledby="feed-empty-title" className="mt-8 space-y-5" data-feed-empty>
            <p>{t("feed.empty")}</p>
            {suggestions.length > 0 ? (
              <>
                <h2 id="feed-empty-title" className="text-xl font-semibold">
                  {t("feed.suggestions")}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {suggestions.map((chef) => (
                    <li key={chef.id} className="relative flex items-center gap-3 rounded-xl border border-line p-3 hover:bg-accent-soft" data-suggested-chef={chef.slug}>
                      <MemberAvatar name={chef.name} avatarUrl={chef.avatar_url} />
                      <span className="flex flex-wrap items-center gap-2 font-semibold">
                        <Link to={to(`/users/${chef.slug}`)} className="after:absolute after:inset-0 after:rounded-xl">
                          {chef.name}
                        </Link>
                        <AiChefBadge />
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <h2 id="feed-empty-title" className="sr-only">
                {t("feed.suggestions")}
              </h2>
            )}
            <ButtonLink to={to("/recetas/")}>{t("feed.browse")}</ButtonLink>
          </EmptyState>
        ) : (
          <section aria-labelledby="feed-list-title" className="mt-8">
            <h2 id="feed-list-title" className="sr-only">
              {t("feed.listLabel")}
            </h2>
            <ol className="space-y-8" data-feed>
              {items.map((item) => (
                <li key={`${item.kind}-${item.kind === "recipe" ? item.recipe.id : item.review.id}`}>
                  <FeedEntry item={item} />
                </li>
              ))}
            </ol>
            {!nextCursor && cursor ? <p className="mt-8 text-ink-muted">{t("feed.end")}</p> : null}
          </section>
        )}

        {items !== null ? (
          <CursorPager
            label={t("feed.pagination")}
            cursor={cursor}
            nextCursor={nextCursor}
            firstLabel={t("feed.newest")}
            nextLabel={t("feed.older")}
            nextMarker="data-feed-older"
            className="mt-8 flex flex-wrap gap-3"
          />
        ) : null}
      </div>
    </div>
  );
}
