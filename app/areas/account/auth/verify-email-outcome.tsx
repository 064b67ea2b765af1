import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./verify-email-outcome.server";

export { loader } from "./verify-email-outcome.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

/** The pages the verification link lands on (through the API): public, each with one next step. */
export default function VerificationOutcomePage() {
  const { outcome } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const next =
    outcome === "failed" || outcome === "landing"
      ? { path: "/sign-in", label: t("verify.toSignIn") }
      : outcome === "success"
        ? { path: "/bienvenida", label: t("verify.toWelcome") }
        : { path: "/user/dashboard", label: t("verify.toDashboard") };
  return (
    <div className="space-y-5" data-verification-outcome={outcome}>
      <h1 className="text-3xl font-semibold">{t(`verify.${outcome}Title`)}</h1>
      <p>{t(`verify.${outcome}Description`)}</p>
      <ButtonLink to={to(next.path)}>{next.label}</ButtonLink>
    </div>
  );
}
