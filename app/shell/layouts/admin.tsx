import { useTranslation } from "react-i18next";
import { can } from "#api/contract/permissions";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { menuLinks } from "~/platform/routing/page-table";
import { SectionLayout } from "./section-layout";

/** The admin area; each admin route checks its permission on the server, and the menu lists only the pages the member may open (decision 094). */
export default function AdminLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const links = menuLinks("admin").filter((link) => can(user, link.permission ?? "view:admin-area"));
  return <SectionLayout label={t("layout.adminNav")} links={links.map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
