import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AiChefBadge } from "~/components/community/ai-chef-badge";
import { MemberAvatar } from "~/components/community/member-avatar";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./follow-list.server";
import { CursorPager } from "~/components/ui/cursor-pager";

export { loader } from "./follow-list.server";

export const handle = { i18n: ["community"] };
export const meta = routeMeta;

/** /users/{slug}/followers and /users/{slug}/following: one link per member, then "next page" by cursor. */
export default function FollowListPage() {
  const { direction, profile, members, nextCursor, cursor } = useLoaderData<typeof loader>();
  const { t } = useTranslation("community");
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const key = direction === "followers" ? "followers" : "following";
  const title = t(`lists.${key}Title`, { name: profile.name });

  return (
    <div className="container-content py-8 md:py-12" data-follow-list={direction}>
      <Breadcrumbs label={t("breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: profile.name, to: to(`/users/${profile.slug}`) }, { name: title }]} />
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{t(`lists.${key}Description`, { name: profile.name })}</p>

      {members.length === 0 ? (
        <EmptyState muted className="mt-8">
          {/* The count includes members whose profile is private, whom no list shows (decision 029). */}
          {t(profile.count > 0 && !cursor ? `lists.${key}Private` : `lists.${key}Empty`, { name: profile.name })}
        </EmptyState>
      ) : (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-member-list>
          {members.map((member) => (
            <li key={member.id} className="relative flex items-center gap-3 rounded-xl border border-line bg-surface p-3 hover:bg-accent-soft" data-member={member.slug}>
              <MemberAvatar name={member.name} avatarUrl={member.avatar_url} />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <Link to={to(`/users/${member.slug}`)} className="after:absolute after:inset-0 after:rounded-xl">
                    {member.name}
                  </Link>
                  {member.is_ai_chef ? <AiChefBadge /> : null}
                </p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={member.followed_at}>{t("lists.since", { date: formatDate(member.followed_at, locale) })}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CursorPager
        label={t("lists.pagination")}
        cursor={cursor}
        nextCursor={nextCursor}
        firstLabel={t("lists.first")}
        nextLabel={t("lists.next")}
        nextMarker="data-next-page"
        className="mt-8 flex flex-wrap gap-3"
      />
    </div>
  );
}
