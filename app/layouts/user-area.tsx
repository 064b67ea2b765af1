import { useTranslation } from "react-i18next";
import { menuLinks } from "~/routing/page-table";
import { SectionLayout } from "./section-layout";

const userAreaLinks = menuLinks("user-area");

/** The signed-in member's area (dashboard, saved recipes, lists). */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  return <SectionLayout label={t("layout.userNav")} links={userAreaLinks.map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
