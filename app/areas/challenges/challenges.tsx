import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { ChallengeCard } from "~/components/challenges/challenge-parts";
import type { loader } from "./challenges.server";

export { loader } from "./challenges.server";

export const handle = { i18n: ["challenges"] };
export const meta = routeMeta;

/** /challenges: every challenge, open ones first, each with its phase and next boundary. */
export default function ChallengesPage() {
  const { challenges } = useLoaderData<typeof loader>();
  const { t } = useTranslation("challenges");
  const to = useLocalizedPath();
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title") }];
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <BreadcrumbData trail={trail} />
      <h1 className="text-3xl font-semibold md:text-4xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
      {challenges.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-challenge-list>
          {challenges.map((challenge) => (
            <li key={challenge.id} className="flex">
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState muted className="mt-6">
          {t("empty")}
        </EmptyState>
      )}
    </div>
  );
}
