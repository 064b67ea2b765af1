import { NavLink, Outlet, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useFocusMainOnNavigation } from "~/shell/site-frame/focus-on-navigation";
import { useKeyboardShortcuts } from "~/shell/site-frame/keyboard-shortcuts";
import { SiteFooter } from "~/shell/site-frame/site-footer";
import { SiteHeader } from "~/shell/site-frame/site-header";
import { SkipLink } from "~/shell/site-frame/skip-link";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

/** One link of a section's own navigation: a path without its locale prefix, and its label already translated. */
export interface SectionLink {
  path: string;
  label: string;
}

const sectionLinkClass =
  "flex min-h-11 items-center rounded-lg px-3 font-medium text-ink-muted hover:bg-accent-soft hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent";

/**
 * The layout of a section with its own navigation beside the page (§2's settings, user-area and
 * admin layouts): header, the section's links, the page, footer; with the default layout's
 * keyboard map (Alt+1/2/3, Escape) and focus on the new page after a client-side navigation.
 */
export function SectionLayout({ label, links }: { label: string; links: readonly SectionLink[] }) {
  useKeyboardShortcuts();
  useFocusMainOnNavigation();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  // The page shown is the section link its address starts with (the longest, for nested pages).
  const current = links.filter((link) => pathname === to(link.path) || pathname.startsWith(`${to(link.path)}/`)).sort((one, other) => other.path.length - one.path.length)[0];
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="container-content grid flex-1 gap-8 py-8 md:grid-cols-[14rem_1fr] print:block print:py-0">
        <nav aria-label={label} id="section-navigation" className="print-hidden text-sm">
          {/* On a phone the links fold into one closed line naming the page shown, so the page comes first. */}
          <details className="rounded-lg border border-line md:hidden" data-section-menu="">
            <summary className="flex min-h-11 cursor-pointer items-center gap-1 px-3 font-semibold">
              {current ? t("layout.sectionMenuCurrent", { section: label, page: current.label }) : label}
            </summary>
            <SectionLinks links={links} />
          </details>
          <div className="hidden md:block">
            <h2 className="font-sans text-sm font-semibold text-ink-muted">{label}</h2>
            <SectionLinks links={links} />
          </div>
        </nav>
        <main id="main-content" tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </>
  );
}

function SectionLinks({ links }: { links: readonly SectionLink[] }) {
  const to = useLocalizedPath();
  if (links.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1">
      {links.map((link) => (
        <li key={link.path}>
          {/* NavLink sets aria-current="page" on the section being shown. */}
          <NavLink to={to(link.path)} end className={sectionLinkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
