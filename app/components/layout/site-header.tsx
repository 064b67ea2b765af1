import { Link, NavLink } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "~/auth/use-current-user";
import { onDemand } from "~/components/on-demand";
import { useLocalizedPath } from "~/i18n/use-locale";
import { ThemeToggle } from "~/theme/theme-toggle";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";
import { primaryNavigation } from "./site-nav";

// Members only: a visitor's first load leaves the bell and its forms out (docs/decisions/025).
const NotificationBell = onDemand(() => import("~/notifications/notification-bell").then((module) => module.NotificationBell));

const navLinkClass = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-accent-soft hover:text-ink aria-[current=page]:text-accent";

function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <ul className={className}>
      {primaryNavigation.map((item) => (
        <li key={item.path}>
          {item.path.includes("#") ? (
            // Links to a section of a page are never "the current page".
            <Link to={to(item.path)} className={navLinkClass}>
              {t(item.labelKey)}
            </Link>
          ) : (
            <NavLink to={to(item.path)} end className={navLinkClass}>
              {t(item.labelKey)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <header className="print-hidden border-b border-line bg-surface">
      <div className="container-content flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
        <Logo />
        <nav id="main-navigation" aria-label={t("a11y.mainNavigation")} className="hidden lg:block" tabIndex={-1}>
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="order-last w-full md:order-none md:ml-auto md:w-52 xl:w-64">
          <SearchBox />
        </div>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <LanguageSwitcher />
          <ThemeToggle />
          {user ? (
            <Suspense>
              <NotificationBell />
            </Suspense>
          ) : null}
          <AccountMenu />
          <details data-menu className="relative lg:hidden">
            <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
              <span className="sr-only">{t("a11y.openMenu")}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <nav aria-label={t("a11y.mainNavigation")} className="absolute right-0 z-20 mt-2 w-56 rounded-xl border border-line bg-surface-raised p-2 shadow-raised">
              <NavLinks className="flex flex-col" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
