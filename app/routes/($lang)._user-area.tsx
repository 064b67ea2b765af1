import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";

/** The signed-in member's area (dashboard, saved recipes, lists). */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="container-content grid flex-1 gap-8 py-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("layout.userNav")} id="section-navigation" className="text-sm">
          <h2 className="font-sans text-sm font-semibold text-ink-muted">{t("layout.userNav")}</h2>
        </nav>
        <main id="main-content" tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
