import type { ReactNode } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleCard, articlesPath } from "~/components/articles/article-card";
import { ChallengeCard, challengesPath } from "~/components/challenges/challenge-parts";
import { EventCard } from "~/components/events/event-card";
import { eventsPath } from "~/components/events/event-time";
import { forumsPath } from "~/components/forums/forum-paths";
import { LinkedThreadList } from "~/components/forums/linked-thread-list";
import { leadingGridPreload, RecipeGrid } from "~/components/recipes/recipe-grid";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { MetaFunction } from "@remix-run/node";
import type { loader } from "./community-week.server";

export { loader } from "./community-week.server";

export const handle = { i18n: ["community-week", "articles", "challenges", "events"] };
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...leadingGridPreload(args.data?.trending ?? undefined)];

/** One part of the week: a heading, a link to all of it, and what it holds or why it is empty. */
function WeekSection({ id, title, more, empty, children }: { id: string; title: string; more: { to: string; label: string }; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="py-8" data-week-section={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-2xl font-semibold md:text-3xl">
          {title}
        </h2>
        <Link to={more.to} className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-2 hover:underline">
          {more.label}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
      <div className="mt-5">
        {empty === null ? (
          children
        ) : (
          <EmptyState muted data-week-empty={id}>
            {empty}
          </EmptyState>
        )}
      </div>
    </section>
  );
}

/**
 * /dashboard (decision 112): the community's week for everyone — the recipes most reviewed and
 * cooked, the challenges under way, the coming events, the busiest forum threads, the newest articles. A member's own week is /user/dashboard.
 */
export default function CommunityWeekPage() {
  const { challenges, events, trending, threads, articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation("community-week");
  const to = useLocalizedPath();
  // A part the API did not send says so; an empty one says the week has been quiet.
  const emptyText = (items: unknown[] | null, quiet: string) => (items === null ? t("unavailable") : items.length === 0 ? quiet : null);
  return (
    <div className="container-content py-8 md:py-12">
      <h1 className="text-3xl font-semibold md:text-4xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
      <WeekSection
        id="trending"
        title={t("trending.title")}
        more={{ to: `${to("/recetas/")}?sort=popular`, label: t("trending.more") }}
        empty={emptyText(trending, t("trending.empty"))}
      >
        <RecipeGrid recipes={trending ?? []} leadsThePage />
      </WeekSection>
      <WeekSection
        id="challenges"
        title={t("challenges.title")}
        more={{ to: to(challengesPath), label: t("challenges.more") }}
        empty={emptyText(challenges, t("challenges.empty"))}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(challenges ?? []).map((challenge) => (
            <li key={challenge.id} className="flex">
              <ChallengeCard challenge={challenge} heading="h3" />
            </li>
          ))}
        </ul>
      </WeekSection>
      <WeekSection id="events" title={t("events.title")} more={{ to: to(eventsPath), label: t("events.more") }} empty={emptyText(events, t("events.empty"))}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(events ?? []).map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </WeekSection>
      <WeekSection id="threads" title={t("threads.title")} more={{ to: to(forumsPath), label: t("threads.more") }} empty={emptyText(threads, t("threads.empty"))}>
        <LinkedThreadList
          threads={threads ?? []}
          solvedLabel={t("threads.solved")}
          answersLabel={(thread) => t("threads.repliesThisWeek", { count: thread.replies_in_period })}
          marker="data-busy-thread"
        />
      </WeekSection>
      <WeekSection id="articles" title={t("articles.title")} more={{ to: to(articlesPath), label: t("articles.more") }} empty={emptyText(articles, t("articles.empty"))}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(articles ?? []).map((article) => (
            <li key={article.id} className="flex">
              <ArticleCard article={article} image="lazy" />
            </li>
          ))}
        </ul>
      </WeekSection>
    </div>
  );
}
