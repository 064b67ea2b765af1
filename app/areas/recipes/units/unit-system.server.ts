import { type ActionFunctionArgs, createCookie, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { parseUnitSystem, readingUnitSystem, type UnitSystem } from "#api/contract/measures";
import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getKitchenSettings, setUnitSystem } from "~/platform/api-client/pantry.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { cookieSecurity } from "~/platform/config/env.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { type Locale, localizePath } from "~/platform/i18n/locales";

/** A visitor's units (decision 074); the page cache keys kept pages by it (server/page-cache.ts). */
const unitsCookie = createCookie("units", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

/** The units a visitor chose with the switch (their cookie), if any. */
export async function visitorUnitChoice(request: Request): Promise<UnitSystem | undefined> {
  return parseUnitSystem(await unitsCookie.parse(request.headers.get("Cookie")));
}

/**
 * The units a reader reads amounts and steps in (`readingUnitSystem`): Spanish pages are metric; on
 * English pages a member's account setting, a visitor's cookie, else US customary.
 */
export async function readerUnitSystem(request: Request, context: LoaderFunctionArgs["context"], api: ApiClient, locale: Locale): Promise<UnitSystem> {
  if (locale === "es") return "metric";
  if (await getCurrentUser(request, context)) {
    // The setting is a bonus: without it the page stands in the language's default.
    return getKitchenSettings(api).then(
      (settings) => readingUnitSystem(locale, settings.unit_system),
      (error) => (isApiError(error) ? readingUnitSystem(locale, null) : Promise.reject(error)),
    );
  }
  return readingUnitSystem(locale, await visitorUnitChoice(request));
}

/**
 * The recipe page's metric / US switch (`intent=units`): a member's account setting, a visitor's
 * cookie; then back to the page (its servings kept). A value that is neither system changes nothing.
 */
export async function unitsAction({ request, params, context }: ActionFunctionArgs, formData: FormData) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug);
  const system = parseUnitSystem(String(formData.get("unit_system") ?? ""));
  if (!system) return data({ unitsError: (await getTranslator(request, "recipe"))("units.invalid") }, { status: 400 });
  const back = new URL(request.url);
  const servings = back.searchParams.get("servings");
  const to = `${localizePath(`/receta/${slug}`, locale)}${servings ? `?${new URLSearchParams({ servings })}` : ""}#ingredients-title`;
  if (await getCurrentUser(request, context)) {
    try {
      await setUnitSystem(await apiFor(request, context), system);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return data({ unitsError: error.message }, { status: error.status ?? 503 });
    }
    throw redirect(to, 303);
  }
  throw redirect(to, { status: 303, headers: { "Set-Cookie": await unitsCookie.serialize(system, cookieSecurity(context.env, request)) } });
}
