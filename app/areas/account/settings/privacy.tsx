import { routeMeta } from "~/platform/seo/route-meta";

export { action, loader } from "./privacy.server";
export { ToggleSettingsPage as default } from "./toggle-settings-form";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;
