import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./my-recipes.server";

export { loader } from "./my-recipes.server";

export const handle = { i18n: ["recipe-authoring"] };
export const meta = routeMeta;

/** /user/recipes: the member's recipes with their status, a way to edit each and to restore a deleted one. */
export default function MyRecipesPage() {
  const { recipes, nextCursor, deleted } = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipe-authoring");
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t("mine.title")}</h1>
        <ButtonLink to={to("/agregar")}>{t("mine.add")}</ButtonLink>
      </div>
      {deleted ? <FormMessage tone="success">{t("mine.deleted")}</FormMessage> : null}
      {recipes.length === 0 ? (
        <EmptyState as="div">
          <p>{t("mine.empty")}</p>
          <Link to={to("/agregar")} className="mt-2 inline-block text-accent underline">
            {t("mine.emptyLink")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" data-my-recipes>
          {recipes.map((recipe) => (
            <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-my-recipe={recipe.slug}>
              <div className="min-w-0">
                <p className="font-semibold [overflow-wrap:anywhere]">
                  {recipe.status === "published" ? (
                    <Link to={to(`/receta/${recipe.slug}`)} className="underline">
                      {recipe.title}
                    </Link>
                  ) : (
                    recipe.title
                  )}
                </p>
                <p className="text-sm text-ink-muted">
                  <span data-status={recipe.status}>{t(`status.${recipe.status}`)}</span>
                  {" · "}
                  {recipe.status === "deleted" && recipe.restorable_until
                    ? t("mine.restorableUntil", { date: formatDate(recipe.restorable_until, locale) })
                    : t("mine.updated", { date: formatDate(recipe.updated_at, locale) })}
                </p>
              </div>
              {recipe.status === "deleted" ? (
                <Form method="post" action={to(`/agregar/${recipe.id}`)}>
                  <CsrfField />
                  <input type="hidden" name="intent" value="restore" />
                  <Button type="submit" variant="secondary" aria-label={t("mine.restoreNamed", { title: recipe.title })}>
                    {t("edit.restore")}
                  </Button>
                </Form>
              ) : (
                <ButtonLink variant="secondary" to={to(`/agregar/${recipe.id}`)} aria-label={t("mine.editNamed", { title: recipe.title })}>
                  {t("mine.edit")}
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <ButtonLink variant="secondary" to={`${to("/user/recipes")}?${new URLSearchParams({ cursor: nextCursor })}`}>
          {t("mine.more")}
        </ButtonLink>
      ) : null}
    </div>
  );
}
