import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signInHref } from "~/auth/sign-in-link";
import { useCurrentUser } from "~/auth/use-current-user";
import { useLocale, useLocalizedPath } from "~/i18n/use-locale";
import { SignOutButton } from "./sign-out-button";
import { memberNavigation } from "./site-nav";

/** The header's account corner: a sign-in link for visitors; kitchen, settings and sign-out for members. */
export function AccountMenu() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const onAuthPage = /\/(sign-in|sign-up|auth\/)/.test(location.pathname);
    return (
      <Link
        to={onAuthPage ? to("/sign-in") : signInHref(locale, here)}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-accent hover:bg-accent-soft"
      >
        {t("nav.signIn")}
      </Link>
    );
  }
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
          {memberNavigation.map((item) => (
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
