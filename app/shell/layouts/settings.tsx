import { useTranslation } from "react-i18next";
import { settingsSections } from "~/areas/account/settings/sections";
import { SectionLayout } from "./section-layout";

export const handle = { i18n: ["settings"] };

/** The settings layout: the section's own navigation beside the page. */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation("settings");
  return <SectionLayout label={t("layout.settingsNav")} links={settingsSections.map((section) => ({ path: section.path, label: ts(`nav.${section.key}`) }))} />;
}
