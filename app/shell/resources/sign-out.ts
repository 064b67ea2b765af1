import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { logout } from "~/platform/api-client/account.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getSession } from "~/platform/session/session.server";
import { endSession } from "~/platform/session/sign-in-session.server";
import { localizePath } from "~/platform/i18n/locales";
import { isLocale } from "~/platform/i18n/locales";

/** §4 logout: tell the API when there is a token (its failure is ignored), clear the session, go to /sign-in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("locale");
  const locale = isLocale(language) ? language : "es";
  const session = await getSession(request, context.env);
  if (session.get("token")) {
    const api = await apiFor(request, context);
    await logout(api).catch(() => undefined);
  }
  return endSession(request, context, localizePath("/sign-in", locale));
}

export async function loader() {
  return redirect("/");
}
