import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireMember } from "~/auth/current-user.server";
import { getTranslator } from "~/i18n/i18next.server";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

const sections = [
  { key: "profile", path: "/settings/profile" },
  { key: "password", path: "/settings/password" },
  { key: "contentLanguage", path: "/settings/content-language" },
  { key: "privacy", path: "/settings/privacy" },
  { key: "notifications", path: "/settings/notifications" },
] as const;

/** /settings: one card per section of the member's settings. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "settings");
  return { meta: { title: t("overview.title"), description: t("overview.description"), noindex: true } };
}

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
        {sections.map((section) => (
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
              <Link
                to={to(section.path)}
                className="mt-auto inline-flex min-h-11 items-center self-start font-semibold text-accent underline underline-offset-4"
              >
                {t(`sections.${section.key}.link`)}
              </Link>
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}
