import { useTranslation } from "react-i18next";
import { menuLinks } from "~/platform/routing/page-table";
import { SectionLayout } from "./section-layout";

/** The admin area; each admin route checks the admin role on the server. */
export default function AdminLayout() {
  const { t } = useTranslation();
  return <SectionLayout label={t("layout.adminNav")} links={menuLinks("admin").map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
