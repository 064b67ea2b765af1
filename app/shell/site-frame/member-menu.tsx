import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AuthUser } from "#api/contract/auth";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { useSavedRecipes } from "~/components/recipes/use-saved-recipes";
import { SignOutButton } from "./sign-out-button";
import { memberNavigation } from "./site-nav";

/** The header's menu for a signed-in member: kitchen, settings and sign-out. Loaded on demand (account-menu.tsx). */
export function MemberMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  // Loaded with the member by the locale layout (§4's saved recipes at session start), no call of its own.
  const saves = useSavedRecipes();
  return (
    <details data-menu className="relative">
      <summary
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full bg-accent-soft font-semibold text-accent [&::-webkit-details-marker]:hidden"
        aria-label={t("nav.account")}
        data-account-menu
      >
        <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase()}</span>
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-56 rounded-xl border border-line bg-surface-raised p-2 shadow-raised">
        <p className="truncate px-3 py-2 text-sm font-semibold">{user.name}</p>
        <ul>
          <li>
            <Link to={to("/user/dashboard")} className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-accent-soft">
              {t("nav.dashboard")}
            </Link>
          </li>
          <li>
            <Link to={to("/user/saved-recipes")} className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-accent-soft" data-saved-recipes-link>
              {t("savedRecipes.menu")}
              {saves ? (
                <span className="ml-auto rounded-full bg-accent-soft px-2 text-xs font-semibold text-accent tabular-nums" data-saved-recipes-count={saves.count}>
                  {numberFormat(locale).format(saves.count)}
                </span>
              ) : null}
            </Link>
          </li>
          {memberNavigation().map((item) => (
            <li key={item.path}>
              <Link to={to(item.path)} className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-accent-soft">
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={to("/notifications")} className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-accent-soft">
              {t("notifications.title")}
            </Link>
          </li>
          <li>
            <Link to={to("/settings")} className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-accent-soft">
              {t("nav.settings")}
            </Link>
          </li>
          <li>
            <SignOutButton className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm hover:bg-accent-soft" />
          </li>
        </ul>
      </div>
    </details>
  );
}
