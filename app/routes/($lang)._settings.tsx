import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { useLocalizedPath } from "~/i18n/use-locale";

export const handle = { i18n: ["settings"] };

const settingsSections = [
  { path: "/settings/profile", labelKey: "nav.profile" },
  { path: "/settings/password", labelKey: "nav.password" },
  { path: "/settings/content-language", labelKey: "nav.contentLanguage" },
  { path: "/settings/privacy", labelKey: "nav.privacy" },
  { path: "/settings/notifications", labelKey: "nav.notifications" },
] as const;

const sectionLinkClass =
  "flex min-h-11 items-center rounded-lg px-3 font-medium text-ink-muted hover:bg-accent-soft hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent";

/** The settings layout: the section's own navigation beside the page. */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation("settings");
  const to = useLocalizedPath();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="container-content grid flex-1 gap-8 py-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("layout.settingsNav")} id="section-navigation" className="text-sm">
          <h2 className="font-sans text-sm font-semibold text-ink-muted">{t("layout.settingsNav")}</h2>
          <ul className="mt-2 space-y-1">
            {settingsSections.map((section) => (
              <li key={section.path}>
                {/* NavLink sets aria-current="page" on the section being shown. */}
                <NavLink to={to(section.path)} end className={sectionLinkClass}>
                  {ts(section.labelKey)}
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
