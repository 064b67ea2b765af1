import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { settingsSections } from "./sections";

export { loader } from "./overview.server";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

export default function SettingsOverviewPage() {
  const { t } = useTranslation("settings");
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("overview.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("overview.description")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {settingsSections.map((section) => (
          <li key={section.key} className="flex">
            <section
              aria-labelledby={`settings-section-${section.key}`}
              className="flex w-full flex-col gap-2 rounded-xl border border-line bg-surface p-5"
              data-settings-section={section.key}
            >
              <h2 id={`settings-section-${section.key}`} className="font-sans text-lg font-semibold">
                {t(`sections.${section.key}.title`)}
              </h2>
              <p className="text-sm text-ink-muted">{t(`sections.${section.key}.description`)}</p>
              <Link to={to(section.path)} className="mt-auto inline-flex min-h-11 items-center self-start font-semibold text-accent underline underline-offset-4">
                {t(`sections.${section.key}.link`)}
              </Link>
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}
