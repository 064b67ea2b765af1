import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { privacyKeys } from "#api/contract/auth";
import { getPrivacySettings, setPrivacySettings } from "~/api-client/account.server";
import { loadToggleSettings, saveToggleSettings, type ToggleSettingsOptions } from "./toggle-settings.server";

/** Who may see the member's profile and activity (decision 021). */
const privacy: ToggleSettingsOptions<(typeof privacyKeys)[number]> = { section: "privacy", keys: privacyKeys, read: getPrivacySettings, write: setPrivacySettings };

export const loader = (args: LoaderFunctionArgs) => loadToggleSettings(args, privacy);
export const action = (args: ActionFunctionArgs) => saveToggleSettings(args, privacy);
