import { useTranslation } from "react-i18next";
import { menuLinks } from "~/routing/page-table";
import { SectionLayout } from "./section-layout";

const adminLinks = menuLinks("admin");

/** The admin area; each admin route checks the admin role on the server. */
export default function AdminLayout() {
  const { t } = useTranslation();
  return <SectionLayout label={t("layout.adminNav")} links={adminLinks.map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
