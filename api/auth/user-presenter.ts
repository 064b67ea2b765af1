import type { AuthUser, NotificationPreferences, PrivacySettings } from "../contract/auth";
import { notificationTypes, privacyKeys } from "../contract/auth";
import type { AuthenticatedUser } from "../permissions/authenticated-user";

export function presentUser(user: AuthenticatedUser): AuthUser {
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    google_id: user.googleId,
    facebook_id: user.facebookId,
    role: user.roles.includes("admin") ? "admin" : "user",
    roles: user.roles,
    plan: user.plan,
    content_language_preference: user.contentLanguagePreference,
    avatar_url: user.avatarUrl,
    bio: user.bio,
    location: user.location,
    links: user.links,
    created_at: user.createdAt.toISOString(),
  };
}

/** Every notification type is on unless switched off. */
export function presentNotificationPreferences(stored: Record<string, boolean>): NotificationPreferences {
  return Object.fromEntries(notificationTypes.map((type) => [type, stored[type] ?? true])) as NotificationPreferences;
}

/** Profiles are public and show activity by default; saved recipes stay private by default. */
export function presentPrivacySettings(stored: Record<string, boolean>): PrivacySettings {
  const defaults: PrivacySettings = { profile_public: true, show_activity: true, show_saved_recipes: false };
  return Object.fromEntries(privacyKeys.map((key) => [key, stored[key] ?? defaults[key]])) as PrivacySettings;
}
