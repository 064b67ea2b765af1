import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/shell/site-frame/language-switcher";
import { Logo } from "~/shell/site-frame/logo";
import { SkipLink } from "~/shell/site-frame/skip-link";

/** The guest layout (sign-in, sign-up…): a quiet page with one centred card. */
export default function GuestLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="container-content flex items-center justify-between py-3">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id="main-content" tabIndex={-1} aria-label={t("layout.guestTitle")} className="container-content flex flex-1 items-start justify-center py-10 focus:outline-none">
        <div className="w-full max-w-md rounded-xl border border-line bg-surface p-6 shadow-raised md:p-8">
          <Outlet />
        </div>
      </main>
    </>
  );
}
