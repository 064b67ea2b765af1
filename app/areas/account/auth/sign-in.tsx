import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { SignInForm } from "./sign-in-form";
import type { loader } from "./sign-in.server";

export { action, loader } from "./sign-in.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

function SocialButtons({ providers, apiPublicUrl }: { providers: { google: boolean; facebook: boolean }; apiPublicUrl: string }) {
  const { t } = useTranslation("auth");
  const locale = useLocale();
  const available = (["google", "facebook"] as const).filter((name) => providers[name]);
  if (available.length === 0) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">{t("signIn.or")}</p>
      {available.map((name) => (
        // A full browser redirect to the API, which sends it on to the provider (§4).
        <a
          key={name}
          href={`${apiPublicUrl}/api/auth/${name}/redirect?locale=${locale}`}
          className="flex min-h-11 w-full items-center justify-center rounded-lg border border-line bg-surface px-4 font-medium hover:bg-accent-soft"
          data-social={name}
        >
          {t(name === "google" ? "signIn.withGoogle" : "signIn.withFacebook")}
        </a>
      ))}
    </div>
  );
}

export default function SignInPage() {
  const { providers, apiPublicUrl, socialError, notice } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("signIn.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("signIn.description")}</p>
      </div>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {socialError ? <FormMessage tone="error">{socialError}</FormMessage> : null}
      <SignInForm />
      <SocialButtons providers={providers} apiPublicUrl={apiPublicUrl} />
      <p className="text-sm text-ink-muted">
        {t("signIn.noAccount")}{" "}
        <Link to={to("/sign-up")} className="font-semibold text-accent underline underline-offset-4">
          {t("signIn.signUpLink")}
        </Link>
      </p>
    </div>
  );
}
