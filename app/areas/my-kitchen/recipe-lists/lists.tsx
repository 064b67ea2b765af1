import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { RecipeListSummary } from "./list-card";
import type { action, loader } from "./lists.server";
import { publicListPath } from "./public-path";
import { ReorderableList } from "./reorderable-list";

export { action, loader } from "./lists.server";

export const handle = { i18n: ["recipe-lists"] };
export const meta = routeMeta;

/** /recipe-lists: the member's lists, to open, edit and put in order. */
export default function RecipeListsPage() {
  const { lists, memberSlug, deleted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("recipe-lists");
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{t("lists.title")}</h1>
          <p className="mt-2 text-ink-muted">{t("lists.intro")}</p>
        </div>
        <ButtonLink to={to("/recipe-lists/new")}>{t("lists.create")}</ButtonLink>
      </div>
      <div aria-live="polite">
        {deleted ? <FormMessage tone="success">{t("lists.deleted")}</FormMessage> : null}
        {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      </div>
      {lists.length === 0 ? (
        <EmptyState as="div" data-recipe-lists-empty="">
          <p className="font-semibold">{t("lists.emptyTitle")}</p>
          <p className="mt-1 text-ink-muted">{t("lists.emptyText")}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={to("/recipe-lists/new")}>{t("lists.create")}</ButtonLink>
            <ButtonLink variant="neutral" to={to("/recetas")}>
              {t("lists.browse")}
            </ButtonLink>
          </p>
        </EmptyState>
      ) : (
        <>
          <p id="recipe-lists-reorder-hint" className="text-sm text-ink-muted">
            {t("lists.reorderHint")}
          </p>
          <ReorderableList
            items={lists}
            keyOf={(list) => list.slug}
            nameOf={(list) => list.name}
            label={t("lists.title")}
            action={to("/recipe-lists")}
            intent="move"
            fields={(list) => ({ slug: list.slug })}
            dropFields={(_, order) => ({ intent: "order", slugs: order.map((list) => list.slug) })}
          >
            {(list) => (
              <div id={`list-${list.slug}`} className="flex flex-wrap items-center justify-between gap-3 scroll-mt-4">
                <RecipeListSummary list={list} to={to(`/recipe-lists/${list.slug}/edit`)} showVisibility />
                <p className="flex flex-wrap gap-3 text-sm">
                  <Link to={to(`/recipe-lists/${list.slug}/edit`)} className="text-accent underline" aria-label={t("lists.editNamed", { name: list.name })}>
                    {t("lists.edit")}
                  </Link>
                  {list.is_public ? (
                    <Link to={to(publicListPath(memberSlug, list.slug))} className="text-accent underline" aria-label={t("lists.viewPublicNamed", { name: list.name })}>
                      {t("lists.viewPublic")}
                    </Link>
                  ) : null}
                </p>
              </div>
            )}
          </ReorderableList>
        </>
      )}
    </div>
  );
}
