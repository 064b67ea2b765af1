import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeListCard } from "#api/contract/recipe-lists";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { RecipeListSummary } from "./list-card";
import { publicListPath } from "./public-path";

/** A member's public lists on their profile; the member themselves is told how to share one. */
export function ProfileRecipeLists({ lists, memberSlug, self }: { lists: RecipeListCard[] | null; memberSlug: string; self: boolean }) {
  const { t } = useTranslation("recipe-lists");
  const to = useLocalizedPath();
  if (!lists || (lists.length === 0 && !self)) return null;
  return (
    <section id="lists" aria-labelledby="profile-lists-title" className="mt-12 scroll-mt-4" data-profile-lists="">
      <h2 id="profile-lists-title" className="mb-4 text-2xl font-semibold">
        {t("profile.title")}
      </h2>
      {lists.length === 0 ? (
        <p className="text-ink-muted">
          {t("profile.emptyOwn")}{" "}
          <Link to={to("/recipe-lists")} className="text-accent underline">
            {t("profile.manage")}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {lists.map((list) => (
            <li key={list.slug} className="rounded-xl border border-line bg-surface p-4">
              <RecipeListSummary list={list} to={to(publicListPath(memberSlug, list.slug))} showVisibility={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
