import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "~/components/community/member-avatar";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { RecipeGrid } from "~/components/recipes/recipe-grid";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./public-list.server";

export { loader } from "./public-list.server";

export const handle = { i18n: ["recipe-lists", "recipe", "community"] };
export const meta = routeMeta;

/** A member's list as everyone sees it (its owner also sees it while it is private). */
export default function PublicRecipeListPage() {
  const { list, own } = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipe-lists");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const ownerPath = to(`/users/${list.owner.slug}`);
  return (
    <div className="container-content py-8 md:py-12" data-public-recipe-list={list.slug}>
      <Breadcrumbs label={t("public.breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: list.owner.name, to: ownerPath }, { name: list.name }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold [overflow-wrap:anywhere] md:text-4xl" data-public-list-name>
          {list.name}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted">
          <MemberAvatar name={list.owner.name} avatarUrl={list.owner.avatar_url} size="sm" />
          <span>
            {t("public.by")}{" "}
            <Link to={ownerPath} className="text-accent underline">
              {list.owner.name}
            </Link>
          </span>
          <span aria-hidden="true">·</span>
          <span>{t("card.recipes", { count: list.recipes_count })}</span>
        </p>
        {list.description ? (
          <p className="max-w-2xl text-lg whitespace-pre-line text-ink-muted [overflow-wrap:anywhere]" data-public-list-description>
            {list.description}
          </p>
        ) : null}
        {own ? (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            {!list.is_public ? <span className="rounded-full border border-line px-3 py-1">{t("public.privateNote")}</span> : null}
            <ButtonLink variant="neutral" to={to(`/recipe-lists/${list.slug}/edit`)}>
              {t("lists.edit")}
            </ButtonLink>
          </p>
        ) : null}
      </header>
      <section aria-label={t("public.recipes")} className="mt-8">
        {list.recipes.length === 0 ? <EmptyState muted>{t(own ? "public.emptyOwn" : "public.empty")}</EmptyState> : <RecipeGrid recipes={list.recipes} />}
      </section>
    </div>
  );
}
