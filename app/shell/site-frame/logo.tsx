import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

export function Logo() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link to={to("/")} className="inline-flex min-h-11 items-center gap-2 rounded-lg font-display text-2xl font-semibold tracking-tight text-ink" aria-label={t("site.logoAlt")}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <circle cx="16" cy="16" r="15" fill="var(--color-accent)" />
        <path d="M9 18c2 4 12 4 14 0" stroke="var(--color-on-accent)" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <path d="M13 9c0 2 2 2 2 4M18 8c0 2 2 2 2 4" stroke="var(--color-on-accent)" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
      <span>{t("site.name")}</span>
    </Link>
  );
}
