import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { privacyKeys } from "#api/contract/auth";
import { getPrivacySettings, setPrivacySettings } from "~/platform/api-client/account.server";
import { loadToggleSettings, saveToggleSettings, type ToggleSettingsOptions } from "./toggle-settings.server";

/** Switches only for what the site already shows: saved recipes get theirs with saving (issue 13). */
const shownKeys = privacyKeys.filter((key) => key !== "show_saved_recipes");

/** Who may see the member's profile and activity (decision 021). */
const privacy: ToggleSettingsOptions<(typeof privacyKeys)[number]> = { section: "privacy", keys: shownKeys, read: getPrivacySettings, write: setPrivacySettings };

export const loader = (args: LoaderFunctionArgs) => loadToggleSettings(args, privacy);
export const action = (args: ActionFunctionArgs) => saveToggleSettings(args, privacy);
