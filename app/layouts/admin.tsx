import { useTranslation } from "react-i18next";
import { SectionLayout } from "./section-layout";

const adminLinks = [{ path: "/admin/ingredient-proposals", labelKey: "nav.ingredientProposals" }] as const;

/** The admin area; each admin route checks the admin role on the server. */
export default function AdminLayout() {
  const { t } = useTranslation();
  return <SectionLayout label={t("layout.adminNav")} links={adminLinks.map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
