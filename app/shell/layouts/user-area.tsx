import { useTranslation } from "react-i18next";
import { menuLinks } from "~/platform/routing/page-table";
import { SectionLayout } from "./section-layout";

/** The signed-in member's area (dashboard, saved recipes, lists). */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  return <SectionLayout label={t("layout.userNav")} links={menuLinks("user-area").map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
