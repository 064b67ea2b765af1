import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/platform/i18n/use-locale";
import { locales } from "~/platform/i18n/locales";

/**
 * Links to the same page in the other language; plain links, so they work without JavaScript. Each
 * link speaks its own language ("Switch to English" on a Spanish page), as a reader of it expects.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <nav aria-label={t("language.label")} className="flex items-center gap-1 text-sm">
      {locales.map((candidate) =>
        candidate === locale ? (
          <span key={candidate} aria-current="true" lang={candidate} className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg font-semibold text-ink">
            <abbr title={t(`language.${candidate}`)} className="no-underline">
              {t(`language.short_${candidate}`)}
            </abbr>
          </span>
        ) : (
          <a
            key={candidate}
            href={`/resources/locale?lang=${candidate}&redirectTo=${encodeURIComponent(here)}`}
            hrefLang={candidate}
            lang={candidate}
            aria-label={t(`language.switchTo_${candidate}`)}
            className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-accent-soft hover:text-ink"
          >
            {t(`language.short_${candidate}`)}
          </a>
        ),
      )}
    </nav>
  );
}
