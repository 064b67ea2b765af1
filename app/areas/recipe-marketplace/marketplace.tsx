import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SERVINGS_MAX, SERVINGS_MIN } from "#api/contract/limits";
import type { RecipeShoppingLine, RecipeShoppingList } from "#api/contract/recipe-shopping-list";
import { signInHref } from "~/platform/access/sign-in-link";
import { useHydrated } from "~/platform/http/use-hydrated";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { AddToShoppingList } from "~/areas/my-kitchen/shopping-list/add-to-shopping-list";
import type { loader } from "./marketplace.server";
import { Input } from "~/components/ui/input";

export { loader } from "./marketplace.server";

export const handle = { i18n: ["recipe-marketplace", "shopping-list"] };
export const meta = routeMeta;

/** The yield box: a plain GET form back to this page, so it works before (and without) JavaScript. */
function ServingsForm({ list, action }: { list: RecipeShoppingList; action: string }) {
  const { t } = useTranslation("recipe-marketplace");
  return (
    <form method="get" action={action} className="print-hidden flex flex-wrap items-end gap-3" data-marketplace-servings>
      <div>
        <label htmlFor="marketplace-servings" className="block font-semibold">
          {t("servings.label")}
        </label>
        <Input
          id="marketplace-servings"
          name="servings"
          type="number"
          inputMode="numeric"
          required
          min={SERVINGS_MIN}
          max={SERVINGS_MAX}
          defaultValue={list.servings}
          className="mt-1 w-24 tabular-nums"
        />
      </div>
      <button type="submit" className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft">
        {t("servings.submit")}
      </button>
    </form>
  );
}

function LineItem({ line, visitor }: { line: RecipeShoppingLine; visitor: boolean }) {
  const { t } = useTranslation("recipe-marketplace");
  const notes = [visitor && line.staple ? t("line.staple") : null, line.partly_in_pantry ? t("line.partly") : null].filter(Boolean);
  return (
    <li className="py-2" data-marketplace-line={line.ingredient?.slug ?? ""}>
      <span className="tabular-nums" data-line-text>
        {line.text}
      </span>
      {notes.length ? (
        <span className="text-sm text-ink-muted" data-line-note>
          {" "}
          · {notes.join(" · ")}
        </span>
      ) : null}
      {line.as_written.length > 1 ? <span className="block text-sm text-ink-muted print:hidden">{t("line.sumOf", { lines: line.as_written.join(" + ") })}</span> : null}
    </li>
  );
}

export default function RecipeMarketplacePage() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipe-marketplace");
  const locale = useLocale();
  const to = useLocalizedPath();
  const location = useLocation();
  const hydrated = useHydrated();
  const visitor = !list.pantry_applied;
  const recipePath = to(`/receta/${list.recipe.slug}`) + (list.servings === list.recipe.servings ? "" : `?servings=${list.servings}`);
  const empty = list.aisles.length === 0;
  return (
    <article className="container-content space-y-8 py-8 md:py-12 print:space-y-4 print:py-0" data-recipe-marketplace={list.recipe.slug}>
      <header className="space-y-3">
        <p className="print-hidden">
          <Link to={recipePath} className="font-semibold text-accent underline">
            ← {t("back")}
          </Link>
        </p>
        <h1 className="text-3xl font-semibold md:text-4xl print:text-2xl">
          {t("heading")}: {list.recipe.title}
        </h1>
        <p className="text-ink-muted" data-marketplace-intro>
          {t("intro", { count: list.servings })}
        </p>
      </header>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <ServingsForm list={list} action={location.pathname} />
        {!empty && hydrated ? (
          <button type="button" onClick={() => window.print()} className="print-hidden min-h-11 rounded-lg border border-line bg-surface px-4 font-semibold hover:bg-accent-soft">
            {t("print")}
          </button>
        ) : null}
      </div>

      {visitor ? (
        <section aria-labelledby="marketplace-sign-in" className="print-hidden rounded-xl border border-line bg-accent-soft p-5" data-marketplace-sign-in>
          <h2 id="marketplace-sign-in" className="font-sans text-lg font-semibold">
            {t("visitor.title")}
          </h2>
          <p className="mt-1">{t("visitor.body")}</p>
          <ButtonLink to={signInHref(locale, `${location.pathname}${location.search}`)} className="mt-3">
            {t("visitor.signIn")}
          </ButtonLink>
        </section>
      ) : (
        <div className="print-hidden space-y-3" data-marketplace-member>
          <p className="text-ink-muted">
            {t("member.pantryNote")}{" "}
            <Link to={to("/user/pantry")} className="font-semibold text-accent underline">
              {t("member.editPantry")}
            </Link>
          </p>
          {empty ? null : <AddToShoppingList recipe={list.recipe} servings={list.servings} />}
        </div>
      )}

      {empty ? (
        <EmptyState as="div" className="space-y-3" data-marketplace-empty>
          <p className="font-semibold">{list.in_pantry.length > 0 ? t("empty.allAtHome") : t("empty.noIngredients")}</p>
          <ButtonLink to={recipePath}>{t("empty.toRecipe")}</ButtonLink>
        </EmptyState>
      ) : (
        <div className="space-y-6 print:columns-2 print:gap-8 print:space-y-0 print:text-sm">
          {list.aisles.map((aisle) => (
            <section key={aisle.key} aria-labelledby={`marketplace-aisle-${aisle.key}`} className="break-inside-avoid print:mb-3" data-aisle={aisle.key}>
              <h2 id={`marketplace-aisle-${aisle.key}`} className="font-sans text-lg font-semibold print:text-base">
                {aisle.name}
              </h2>
              <ul className="mt-1 divide-y divide-line">
                {aisle.lines.map((line, index) => (
                  <LineItem key={`${line.ingredient?.id ?? "text"}-${line.unit}-${index}`} line={line} visitor={visitor} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {list.in_pantry.length > 0 ? (
        <section aria-labelledby="marketplace-in-pantry" className="print-hidden rounded-xl border border-line bg-surface p-5" data-in-pantry>
          <h2 id="marketplace-in-pantry" className="font-sans text-lg font-semibold">
            {t("pantry.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t("pantry.body")}</p>
          <ul className="mt-2 space-y-1">
            {list.in_pantry.map((line, index) => (
              <li key={`${line.ingredient?.id ?? "text"}-${index}`} data-marketplace-line={line.ingredient?.slug ?? ""}>
                {line.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
