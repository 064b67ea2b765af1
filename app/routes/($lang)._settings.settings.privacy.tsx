import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { privacyKeys } from "#api/contract/auth";
import { getPrivacySettings, setPrivacySettings } from "~/api-client/account.server";
import { routeMeta } from "~/seo/route-meta";
import { loadToggleSettings, saveToggleSettings } from "~/settings/toggle-settings.server";

export { ToggleSettingsPage as default } from "~/settings/toggle-settings-page";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

export const loader = (args: LoaderFunctionArgs) =>
  loadToggleSettings(args, { section: "privacy", keys: privacyKeys, read: getPrivacySettings, write: setPrivacySettings });

export const action = (args: ActionFunctionArgs) =>
  saveToggleSettings(args, { section: "privacy", keys: privacyKeys, read: getPrivacySettings, write: setPrivacySettings });
