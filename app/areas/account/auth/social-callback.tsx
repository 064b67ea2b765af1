import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";

export { loader } from "./social-callback.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

/** Drawn only when the sign-in could not be completed: a valid code redirects onwards. */
export default function SocialCallback() {
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  return (
    <div className="space-y-5" data-social-callback="expired">
      <h1 className="text-3xl font-semibold">{t("socialCallback.expiredTitle")}</h1>
      <p>{t("socialCallback.expiredDescription")}</p>
      <ButtonLink to={to("/sign-in")}>{t("verify.toSignIn")}</ButtonLink>
    </div>
  );
}
