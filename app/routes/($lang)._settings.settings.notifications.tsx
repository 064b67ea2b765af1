import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notificationTypes } from "#api/contract/auth";
import { getNotificationPreferences, setNotificationPreferences } from "~/api-client/account.server";
import { routeMeta } from "~/seo/route-meta";
import { loadToggleSettings, saveToggleSettings } from "~/settings/toggle-settings.server";

export { ToggleSettingsPage as default } from "~/settings/toggle-settings-page";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

/** Which notifications the member wants (used by the notifications issue). */
export const loader = (args: LoaderFunctionArgs) =>
  loadToggleSettings(args, { section: "notifications", keys: notificationTypes, read: getNotificationPreferences, write: setNotificationPreferences });

export const action = (args: ActionFunctionArgs) =>
  saveToggleSettings(args, { section: "notifications", keys: notificationTypes, read: getNotificationPreferences, write: setNotificationPreferences });
