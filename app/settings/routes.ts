import { page, prefix, type PageNode } from "../routing/page-declaration";

const settings = { access: "member", cache: "private", index: "noindex", ads: "none", analytics: "account" } as const;

/** The member's settings (§2), in the settings layout; its sections' navigation is app/settings/sections.ts. */
export const settingsRoutes: PageNode[] = prefix("settings", [
  page("", "settings/overview.tsx", { id: "settings/overview", indexRoute: true, ...settings, nav: [{ menu: "user-area", order: 8, labelKey: "nav.settings" }] }),
  page("profile", "settings/profile.tsx", { id: "settings/profile", ...settings }),
  page("password", "settings/password.tsx", { id: "settings/password", ...settings }),
  page("content-language", "settings/content-language.tsx", { id: "settings/content-language", ...settings }),
  page("units", "settings/units.tsx", { id: "settings/units", ...settings }),
  page("privacy", "settings/privacy.tsx", { id: "settings/privacy", ...settings }),
  page("notifications", "settings/notifications.tsx", { id: "settings/notifications", ...settings }),
  page("account", "settings/account.tsx", { id: "settings/account", ...settings }),
  page("account/export", "settings/account-export.ts", { id: "settings/account-export", ...settings }),
]);
