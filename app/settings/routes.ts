import { prefix, route, type RouteConfigEntry } from "@remix-run/route-config";

/** The member's settings (§2), in the settings layout. */
export const settingsRoutes: RouteConfigEntry[] = prefix("settings", [
  route("", "settings/overview.tsx", { id: "settings/overview", index: true }),
  route("profile", "settings/profile.tsx", { id: "settings/profile" }),
  route("password", "settings/password.tsx", { id: "settings/password" }),
  route("content-language", "settings/content-language.tsx", { id: "settings/content-language" }),
  route("units", "settings/units.tsx", { id: "settings/units" }),
  route("privacy", "settings/privacy.tsx", { id: "settings/privacy" }),
  route("notifications", "settings/notifications.tsx", { id: "settings/notifications" }),
  route("account", "settings/account.tsx", { id: "settings/account" }),
  route("account/export", "settings/account-export.ts", { id: "settings/account-export" }),
]);
