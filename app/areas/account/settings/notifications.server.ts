import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notificationTypes } from "#api/contract/auth";
import { getNotificationPreferences, setNotificationPreferences } from "~/platform/api-client/account.server";
import { loadToggleSettings, saveToggleSettings, type ToggleSettingsOptions } from "./toggle-settings.server";

/** Which notifications the member wants: a switch for every type (forum replies since decision 087). */
const notifications: ToggleSettingsOptions<(typeof notificationTypes)[number]> = {
  section: "notifications",
  keys: notificationTypes,
  read: getNotificationPreferences,
  write: setNotificationPreferences,
};

export const loader = (args: LoaderFunctionArgs) => loadToggleSettings(args, notifications);
export const action = (args: ActionFunctionArgs) => saveToggleSettings(args, notifications);
