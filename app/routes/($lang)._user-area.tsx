import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { useLocalizedPath } from "~/i18n/use-locale";

const userAreaLinks = [
  { path: "/user/dashboard", labelKey: "nav.dashboard" },
  { path: "/settings", labelKey: "nav.settings" },
] as const;

const sectionLinkClass =
  "flex min-h-11 items-center rounded-lg px-3 font-medium text-ink-muted hover:bg-accent-soft hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent";

/** The signed-in member's area (dashboard, saved recipes, lists). */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="container-content grid flex-1 gap-8 py-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("layout.userNav")} id="section-navigation" className="text-sm">
          <h2 className="font-sans text-sm font-semibold text-ink-muted">{t("layout.userNav")}</h2>
          <ul className="mt-2 space-y-1">
            {userAreaLinks.map((link) => (
              <li key={link.path}>
                <NavLink to={to(link.path)} end className={sectionLinkClass}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
