import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MemberCard } from "#api/contract/community";
import { cursorHref } from "~/community/cursor";
import { formatDate } from "~/i18n/dates";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { useLocale, useLocalizedPath } from "~/i18n/use-locale";
import { AiChefBadge } from "./ai-chef-badge";
import { MemberAvatar } from "./member-avatar";

interface FollowListData {
  direction: "followers" | "following";
  profile: { slug: string; name: string; count: number };
  members: MemberCard[];
  nextCursor: string | null;
  cursor: string | null;
}

const pageLinkClass = "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft";

/** Who follows a member, or whom they follow: one link per member, then "next page" by cursor. */
export function FollowListPage() {
  const { direction, profile, members, nextCursor, cursor } = useLoaderData<FollowListData>();
  const { t } = useTranslation("community");
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const location = useLocation();
  const key = direction === "followers" ? "followers" : "following";
  const title = t(`lists.${key}Title`, { name: profile.name });

  return (
    <div className="container-content py-8 md:py-12" data-follow-list={direction}>
      <Breadcrumbs
        label={t("breadcrumb")}
        items={[{ name: tc("nav.home"), to: to("/") }, { name: profile.name, to: to(`/users/${profile.slug}`) }, { name: title }]}
      />
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{t(`lists.${key}Description`, { name: profile.name })}</p>

      {members.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface p-6 text-ink-muted">{t(`lists.${key}Empty`, { name: profile.name })}</p>
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

      {nextCursor || cursor ? (
        <nav aria-label={t("lists.pagination")} className="mt-8 flex flex-wrap gap-3">
          {cursor ? (
            <Link to={cursorHref(location.pathname, location.search, null)} className={pageLinkClass}>
              {t("lists.first")}
            </Link>
          ) : null}
          {nextCursor ? (
            <Link to={cursorHref(location.pathname, location.search, nextCursor)} rel="next" className={pageLinkClass} data-next-page>
              {t("lists.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
