import { useTranslation } from "react-i18next";
import { routeMeta } from "~/platform/seo/route-meta";
import { SignInForm } from "./sign-in-form";

export { action, loader } from "./sign-in.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

/** Just the form: for embedding flows that need nothing else around it. */
export default function LoginFormOnlyPage() {
  const { t } = useTranslation("auth");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("signIn.title")}</h1>
      <SignInForm compact />
    </div>
  );
}
