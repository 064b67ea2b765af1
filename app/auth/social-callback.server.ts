import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { TOKEN_MAX_LENGTH } from "#api/contract/limits";
import { exchangeSocialCode } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { afterSignInPath, startSession } from "./sign-in-session.server";

/** Where the API's OAuth callback lands: trades its single-use code for a session, then onwards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const code = new URL(request.url).searchParams.get("code");
  const failed = () => redirect(`${localizePath("/sign-in", locale)}?social_error=state`);
  if (!code || code.length > TOKEN_MAX_LENGTH) throw failed();
  try {
    const signedIn = await exchangeSocialCode(await apiFor(request, context), code);
    return startSession(request, context, signedIn, afterSignInPath(signedIn.user, locale, null));
  } catch (error) {
    if (isApiError(error)) throw failed();
    throw error;
  }
}
