import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { Logo } from "./logo";
import { footerNavigation } from "./site-nav";

export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const year = new Date().getFullYear();
  return (
    <footer className="print-hidden mt-16 border-t border-line bg-surface">
      <div className="container-content grid gap-8 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-ink-muted">{t("footer.about")}</p>
        </div>
        {(["help", "legal"] as const).map((group) => (
          <nav key={group} aria-labelledby={`footer-${group}`}>
            <h2 id={`footer-${group}`} className="mb-2 font-sans text-sm font-semibold text-ink">
              {t(`footer.${group}`)}
            </h2>
            <ul className="space-y-1">
              {footerNavigation()[group].map((item) => (
                <li key={item.path}>
                  <Link to={to(item.path)} className="inline-flex min-h-11 items-center text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline md:min-h-8">
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container-content border-t border-line py-4 text-xs text-ink-muted">{t("footer.rights", { year })}</p>
    </footer>
  );
}
