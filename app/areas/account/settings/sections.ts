/**
 * The member's settings sections (§2), in the order the settings navigation and the overview show
 * them. Each has its `nav.{key}` and `sections.{key}.*` texts in the `settings` namespace.
 */
export const settingsSections = [
  { key: "profile", path: "/settings/profile" },
  { key: "password", path: "/settings/password" },
  { key: "contentLanguage", path: "/settings/content-language" },
  { key: "units", path: "/settings/units" },
  { key: "tastes", path: "/settings/tastes" },
  { key: "privacy", path: "/settings/privacy" },
  { key: "notifications", path: "/settings/notifications" },
  { key: "account", path: "/settings/account" },
] as const;

type SettingsSectionKey = (typeof settingsSections)[number]["key"];

/** A section's path without its locale prefix. */
export function settingsPath(key: SettingsSectionKey): string {
  return settingsSections.find((section) => section.key === key)!.path;
}
