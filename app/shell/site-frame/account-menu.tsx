import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { onDemand } from "~/components/on-demand";

// A visitor's first load leaves the member's menu out (docs/decisions/025).
const MemberMenu = onDemand(() => import("./member-menu").then((module) => module.MemberMenu));

/** The header's account corner: a sign-in link for visitors; kitchen, settings and sign-out for members. */
export function AccountMenu() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const onAuthPage = /\/(sign-in|sign-up|auth\/)/.test(location.pathname);
    return (
      <Link
        to={onAuthPage ? to("/sign-in") : signInHref(locale, here)}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-accent hover:bg-accent-soft"
      >
        {t("nav.signIn")}
      </Link>
    );
  }
  return <MemberMenu user={user} />;
}
