import { useTranslation } from "react-i18next";
import { SignInForm } from "~/auth/pages/sign-in-page";

export { action, loader } from "~/auth/pages/sign-in-page.server";
export { handle, meta } from "~/auth/pages/sign-in-page";

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
