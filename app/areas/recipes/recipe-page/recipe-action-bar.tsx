import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/measures";
import { onDemand } from "~/components/on-demand";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { useHydrated } from "~/platform/http/use-hydrated";
import { useLocale } from "~/platform/i18n/use-locale";
import type { SiteMeta } from "~/platform/seo/route-meta";
import { CookModeButton } from "../cook-mode/cook-mode-button";
import { ActionMenu } from "./action-menu";
import { actionButtonClass } from "./action-style";

// Member-only parts: their forms are not in a visitor's first load (decision 082).
const MemberRecipeActions = onDemand(() => import("./member-recipe-actions").then((module) => module.MemberRecipeActions));
const RecipeListHolding = onDemand(() => import("~/areas/my-kitchen/recipe-lists/recipe-list-picker").then((module) => module.RecipeListHolding));
const ConfirmEmailFirst = onDemand(() => import("~/areas/account/auth/confirm-email-first").then((module) => module.ConfirmEmailFirst));

/** "Imprimir": the browser's print dialog, with the page's print styles (the recipe only). Needs JavaScript. */
function PrintButton() {
  const { t } = useTranslation("recipe");
  return (
    <button type="button" className={`js-only ${actionButtonClass}`} onClick={() => window.print()} data-print-recipe="">
      {t("actions.print")}
    </button>
  );
}

/**
 * "Compartir": the device's own sheet where there is one (phones); otherwise a menu of plain links
 * (WhatsApp, e-mail) that works without JavaScript, plus "Copiar enlace" once scripts run.
 */
function ShareAction({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation("recipe");
  const hydrated = useHydrated();
  const location = useLocation();
  const siteUrl = useRouteLoaderData<{ site?: SiteMeta }>("root")?.site?.siteUrl ?? "";
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  // The page's own address (without ?servings and the like): the site's configured one, else where the browser is.
  const address = () => (siteUrl || !hydrated ? `${siteUrl}${location.pathname}` : new URL(location.pathname, window.location.origin).href);
  if (canShare) {
    return (
      <button
        type="button"
        className={actionButtonClass}
        onClick={() => void navigator.share({ title: recipe.title, url: address() }).catch(() => undefined)}
        data-share-recipe="native"
      >
        {t("actions.share")}
      </button>
    );
  }
  const text = `${recipe.title} ${address()}`;
  return (
    <ActionMenu label={t("actions.share")} data-share-recipe="menu">
      <ul className="space-y-1">
        {hydrated ? (
          <li>
            <button
              type="button"
              className="min-h-11 font-semibold text-accent underline"
              onClick={() =>
                void navigator.clipboard?.writeText(address()).then(
                  () => setCopied(true),
                  () => undefined,
                )
              }
            >
              {t("actions.copyLink")}
            </button>
            <span role="status" className="ml-2 text-sm text-ink-muted">
              {copied ? t("actions.copied") : null}
            </span>
          </li>
        ) : null}
        <li>
          <a
            href={`https://wa.me/?${new URLSearchParams({ text })}`}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            {t("actions.shareWhatsapp")}
          </a>
        </li>
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(recipe.title)}&body=${encodeURIComponent(text)}`}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline"
          >
            {t("actions.shareEmail")}
          </a>
        </li>
      </ul>
    </ActionMenu>
  );
}

/**
 * The recipe page's one row of actions (issue 30): Guardar, "Añadir a…" (a list, the plan, the
 * shopping list) as one menu, Modo cocina, Imprimir and Compartir. Every form is a plain post that
 * comes back here, enhanced by a fetcher; cook mode and print need scripts and appear with them. A
 * visitor sees the actions anyone can use and one invitation to sign in and come back.
 */
export function RecipeActionBar({ recipe, servings, unitSystem }: { recipe: RecipeDetail; servings: number; unitSystem: UnitSystem }) {
  const { t } = useTranslation("recipe");
  const user = useCurrentUser();
  const locale = useLocale();
  const location = useLocation();
  return (
    <div className="print-hidden space-y-2" data-recipe-action-bar="">
      <div role="group" aria-label={t("actions.label")} className="relative flex flex-wrap items-center gap-2">
        {user?.email_verified_at ? <MemberRecipeActions recipe={recipe} servings={servings} /> : null}
        <CookModeButton recipe={recipe} servings={servings} unitSystem={unitSystem} />
        <PrintButton />
        <ShareAction recipe={recipe} />
      </div>
      {user?.email_verified_at ? (
        <RecipeListHolding />
      ) : user ? (
        // The member pages these buttons lead to would send an unverified member to confirm first: say it here, once (decision 079).
        <ConfirmEmailFirst email={user.email} />
      ) : (
        <p className="text-sm" data-sign-in-invitation="">
          <Link to={signInHref(locale, `${location.pathname}${location.search}`)} className="font-semibold text-accent underline">
            {t("actions.signIn")}
          </Link>
        </p>
      )}
    </div>
  );
}
