import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { resendVerification } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { getCurrentUser } from "~/platform/access/current-user.server";

/**
 * §2: the verify-email page needs no sign-in. A visitor (the mail opened in another browser, a
 * session that ended) is told to sign in to resend it; an unverified member waits here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const current = await getCurrentUser(request, context);
  if (current?.user.email_verified_at) throw redirect(localizePath("/user/dashboard", locale));
  const t = await getTranslator(request, "auth");
  return { email: current?.user.email ?? null, meta: { title: t("verify.title"), description: t("verify.landingDescription") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await getCurrentUser(request, context);
  if (!current) {
    const t = await getTranslator(request, "auth");
    return data({ sent: null, error: t("verify.signInToResend") }, { status: 401 });
  }
  try {
    const { message } = await resendVerification(await apiFor(request, context));
    return { sent: message, error: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ sent: null, error: error.message }, { status: error.status ?? 503 });
  }
}
