import { page, prefix, type PageNode } from "../../../platform/routing/page-declaration";

const settings = { access: "member", cache: "private", index: "noindex", ads: "none", analytics: "account" } as const;

/** The member's settings (§2), in the settings layout; its sections' navigation is app/areas/account/settings/sections.ts. */
export const settingsRoutes: PageNode[] = prefix("settings", [
  page("", "areas/account/settings/overview.tsx", { id: "settings/overview", indexRoute: true, ...settings, nav: [{ menu: "user-area", order: 8, labelKey: "nav.settings" }] }),
  page("profile", "areas/account/settings/profile.tsx", { id: "settings/profile", ...settings }),
  page("password", "areas/account/settings/password.tsx", { id: "settings/password", ...settings }),
  page("content-language", "areas/account/settings/content-language.tsx", { id: "settings/content-language", ...settings }),
  page("units", "areas/account/settings/units.tsx", { id: "settings/units", ...settings }),
  page("tastes", "areas/account/settings/tastes.tsx", { id: "settings/tastes", ...settings }),
  page("privacy", "areas/account/settings/privacy.tsx", { id: "settings/privacy", ...settings }),
  page("notifications", "areas/account/settings/notifications.tsx", { id: "settings/notifications", ...settings }),
  page("account", "areas/account/settings/account.tsx", { id: "settings/account", ...settings }),
  page("account/export", "areas/account/settings/account-export.ts", { id: "settings/account-export", ...settings }),
]);
