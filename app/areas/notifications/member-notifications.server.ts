import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { listNotifications } from "~/platform/api-client/notifications.server";
import type { ApiClient } from "~/platform/api-client/client.server";
import type { Locale } from "~/platform/i18n/locales";
import { liveSettingsOf } from "~/platform/live/live-settings.server";
import { fromListed, type MemberNotifications } from "~/platform/live/notification-state";

/** How many the bell shows when a page is rendered; live ones are added on top (§9 caps at 50). */
const BELL_PAGE = 20;

/** The bell's newest notifications: with every page a member gets, and again when the live channel starts listening. */
export function listBellNotifications(api: ApiClient, locale?: Locale) {
  return listNotifications(api, { perPage: BELL_PAGE, locale });
}

/**
 * The bell's first state, rendered on the server with every page of a signed-in member. A failing
 * notifications call leaves the bell empty rather than breaking the page.
 */
export async function loadMemberNotifications(request: Request, context: AppLoadContext, current: { token: string }): Promise<MemberNotifications> {
  const live = liveSettingsOf(context.env, createHash("sha256").update(current.token).digest("hex").slice(0, 16));
  try {
    const page = await listBellNotifications(await apiFor(request, context));
    return { items: page.data.map(fromListed), unread: page.meta.unread_count, live };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { items: [], unread: 0, live };
  }
}
