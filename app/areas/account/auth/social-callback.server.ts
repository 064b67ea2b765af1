import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { TOKEN_MAX_LENGTH } from "#api/contract/limits";
import { exchangeSocialCode } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { afterSignInPath, startSession } from "~/platform/session/sign-in-session.server";

/**
 * Where the API's OAuth callback lands: trades its single-use code for a session, then onwards.
 * §2: it needs no sign-in; a code that is missing, expired or already used gets a page that says so
 * (400), not a redirect that would leave the visitor wondering what happened.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const code = new URL(request.url).searchParams.get("code");
  const expired = async () => {
    const t = await getTranslator(request, "auth");
    return data({ meta: { title: t("socialCallback.expiredTitle"), description: t("socialCallback.expiredDescription") } }, { status: 400 });
  };
  if (!code || code.length > TOKEN_MAX_LENGTH) return expired();
  try {
    const signedIn = await exchangeSocialCode(await apiFor(request, context), code);
    return startSession(request, context, signedIn, afterSignInPath(signedIn.user, locale, null));
  } catch (error) {
    if (isApiError(error)) return expired();
    throw error;
  }
}
