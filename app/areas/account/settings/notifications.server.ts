import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notificationTypes } from "#api/contract/auth";
import { getNotificationPreferences, setNotificationPreferences } from "~/platform/api-client/account.server";
import { loadToggleSettings, saveToggleSettings, type ToggleSettingsOptions } from "./toggle-settings.server";

/** Switches only for what the site already does: forum replies get theirs with the forums (issue 13). */
const shownTypes = notificationTypes.filter((type) => type !== "forum_reply");

/** Which notifications the member wants. */
const notifications: ToggleSettingsOptions<(typeof notificationTypes)[number]> = {
  section: "notifications",
  keys: shownTypes,
  read: getNotificationPreferences,
  write: setNotificationPreferences,
};

export const loader = (args: LoaderFunctionArgs) => loadToggleSettings(args, notifications);
export const action = (args: ActionFunctionArgs) => saveToggleSettings(args, notifications);
