import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { cookieSecurity } from "~/platform/config/env.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { themePreference, writeThemePreference } from "~/platform/theme/theme.server";

const themeForm = z.object({ theme: themePreference, redirectTo: z.string().optional() });

/** Stores the theme choice in a cookie; without JavaScript it sends the browser back where it was. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = themeForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return new Response(null, { status: 400 });
  return redirect(safeRedirectPath(parsed.data.redirectTo), {
    headers: { "Set-Cookie": await writeThemePreference(parsed.data.theme, cookieSecurity(context.env, request)) },
  });
}

export async function loader() {
  return redirect("/");
}
