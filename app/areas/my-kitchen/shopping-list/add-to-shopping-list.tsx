import { Link, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import type { ShoppingActionAnswer } from "./shopping-list.server";

const actionButton = "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft";

/**
 * "Añadir a la compra" on the recipe page: the recipe at the scaler's servings goes on the member's
 * list (a plain form that comes back here, checked by the safe-redirect rule, marked
 * `?shopping=added`; with JavaScript the page stays). A visitor is asked to sign in and come back.
 */
export function AddToShoppingList({ recipe, servings, headingClass }: { recipe: { slug: string }; servings: number; headingClass?: string }) {
  const { t } = useTranslation("shopping-list");
  const user = useCurrentUser();
  const locale = useLocale();
  const to = useLocalizedPath();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<ShoppingActionAnswer>();
  const here = `${location.pathname}${location.search}`;
  if (!user) {
    return (
      <Link to={signInHref(locale, here)} className={actionButton} data-add-to-shopping-list="sign-in">
        {t("recipeButton.signIn")}
      </Link>
    );
  }
  const added = (fetcher.state === "idle" && fetcher.data?.ok) || (fetcher.state === "idle" && !fetcher.data && searchParams.get("shopping") === "added");
  const refused = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.message : null;
  const back = new URLSearchParams(location.search);
  back.delete("shopping");
  back.set("servings", String(servings));
  const form = (
    <fetcher.Form method="post" action={to("/user/shopping-list")} className="flex flex-wrap items-center gap-2" data-add-to-shopping-list="form">
      <CsrfField />
      <EnhancedFormMarker />
      <input type="hidden" name="intent" value="from-recipe" />
      <input type="hidden" name="recipe" value={recipe.slug} />
      <input type="hidden" name="servings" value={servings} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}?${back}`} />
      <button type="submit" className={`${actionButton} gap-1.5`} disabled={fetcher.state !== "idle"}>
        {t("recipeButton.submit")} <span className="font-normal text-ink-muted">{t("recipeButton.servingsNote", { count: servings })}</span>
      </button>
      <p role="status" className="text-sm">
        {added ? (
          <>
            {t("recipeButton.added")}{" "}
            <Link to={to("/user/shopping-list")} className="font-semibold text-accent underline">
              {t("recipeButton.view")}
            </Link>
          </>
        ) : refused ? (
          <span className="text-danger">{refused}</span>
        ) : null}
      </p>
    </fetcher.Form>
  );
  // In the recipe page's "Añadir a…" menu: a section with its own heading.
  if (!headingClass) return form;
  return (
    <section id="add-to-shopping-list" aria-labelledby="add-to-shopping-list-title" className="scroll-mt-4 space-y-2">
      <h3 id="add-to-shopping-list-title" className={headingClass}>
        {t("recipeButton.title")}
      </h3>
      {form}
    </section>
  );
}
