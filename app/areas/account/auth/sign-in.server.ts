import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getSocialProviders } from "~/platform/api-client/account.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { createAuthenticator, SignInRefused } from "./authenticator.server";
import { afterSignInPath, startSession } from "~/platform/session/sign-in-session.server";

const socialError = z.enum(["unavailable", "state", "denied", "provider", "email"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  const error = socialError.safeParse(new URL(request.url).searchParams.get("social_error"));
  const providers = await getSocialProviders(await apiFor(request, context)).catch(() => ({ google: false, facebook: false }));
  return {
    providers,
    apiPublicUrl: context.env.API_PUBLIC_URL ?? "",
    socialError: error.success ? t(`socialErrors.${error.data}`) : null,
    notice: new URL(request.url).searchParams.get("reset") === "1" ? t("signIn.passwordReset") : null,
    meta: { title: t("signIn.title"), description: t("signIn.description") },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await apiFor(request, context);
  const t = await getTranslator(request);
  try {
    const signedIn = await createAuthenticator(api, t).authenticate("form", request);
    return startSession(request, context, signedIn, afterSignInPath(signedIn.user, requestLocale(request), signedIn.redirectTo));
  } catch (error) {
    if (error instanceof SignInRefused) return data({ result: error.reply }, { status: error.status });
    throw error;
  }
}
