import { Link, NavLink, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { onDemand } from "~/components/on-demand";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { ThemeToggle } from "~/platform/theme/theme-toggle";
import { AccountMenu } from "./account-menu";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";
import { primaryNavigation } from "./site-nav";
import { useWideScreen } from "./use-wide-screen";

// Members only: a visitor's first load leaves the bell and its forms out (docs/decisions/025).
const NotificationBell = onDemand(() => import("~/areas/notifications/notification-bell").then((module) => module.NotificationBell));

const navLinkClass = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-accent-soft hover:text-ink aria-[current=page]:text-accent";

function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <ul className={className}>
      {primaryNavigation().map((item) => (
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

/** A page whose own content starts with a search field (`handle.searchField`): on a phone the header then offers no second one. */
function usePageHasSearchField(): boolean {
  return useMatches().some((match) => (match.handle as { searchField?: boolean } | undefined)?.searchField === true);
}

const iconButtonClass = "inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-accent-soft [&::-webkit-details-marker]:hidden";

/**
 * On a phone the search is a button that opens the field under the header (a disclosure, so it
 * works without JavaScript; with it the field takes the focus at once).
 */
function MobileSearch() {
  const { t } = useTranslation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const focusFieldIfOpen = (details: HTMLDetailsElement | null) => {
    if (details?.open) details.querySelector<HTMLInputElement>("input[name=q]")?.focus();
  };
  // Opened before the page hydrated, the toggle went by unheard: the field takes the focus now.
  useEffect(() => focusFieldIfOpen(disclosure.current), []);
  return (
    <details ref={disclosure} data-menu data-mobile-search className="md:hidden" onToggle={(event) => focusFieldIfOpen(event.currentTarget)}>
      <summary className={iconButtonClass}>
        <span className="sr-only">{t("search.label")}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </summary>
      <div className="absolute inset-x-0 top-full z-20 border-b border-line bg-surface px-4 py-3 shadow-raised">
        <SearchBox id="site-search-mobile" />
      </div>
    </details>
  );
}

/**
 * The site's header. On a phone it is one row (about 60 px): logo, search button, account, menu;
 * the language and theme switches move into the menu. From md up the search field, language and
 * theme sit in the row; from lg up the navigation too.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const pageHasSearchField = usePageHasSearchField();
  // Both places are in the markup (no script needed); once the width is known only one is kept, so one theme switch saves.
  const wide = useWideScreen();
  return (
    <header className="print-hidden relative border-b border-line bg-surface" data-site-header>
      <div className="container-content flex flex-nowrap items-center gap-x-1 py-2 md:gap-x-4">
        <Logo />
        <nav id="main-navigation" aria-label={t("a11y.mainNavigation")} className="hidden lg:block" tabIndex={-1}>
          <NavLinks className="flex items-center gap-1" />
        </nav>
        {wide === false ? null : (
          <div className="hidden md:ml-auto md:block md:w-52 xl:w-64">
            <SearchBox />
          </div>
        )}
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {pageHasSearchField || wide === true ? null : <MobileSearch />}
          {wide === false ? null : (
            <div className="hidden items-center gap-1 md:flex">
              <LanguageSwitcher />
              <ThemeToggle />
            </div>
          )}
          {user ? <NotificationBell /> : null}
          <AccountMenu />
          <details data-menu className="relative lg:hidden">
            <summary className={iconButtonClass}>
              <span className="sr-only">{t("a11y.openMenu")}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <div className="absolute right-0 z-20 mt-2 w-56 rounded-xl border border-line bg-surface-raised p-2 shadow-raised">
              <nav aria-label={t("a11y.mainNavigation")}>
                <NavLinks className="flex flex-col" />
              </nav>
              {wide === true ? null : (
                <div className="mt-2 flex items-center justify-between gap-1 border-t border-line pt-2 md:hidden" data-menu-settings>
                  <LanguageSwitcher />
                  <ThemeToggle />
                </div>
              )}
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
