import { z } from "zod";
import { grantedRoles, plans } from "./permissions";

export const authUser = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  google_id: z.string().nullable(),
  facebook_id: z.string().nullable(),
  /** "admin" when the admin role is granted (the web half's first reading); `roles` holds them all. */
  role: z.enum(["user", "admin"]),
  /** The roles granted beyond "member", which every account is (decision 064). */
  roles: z.array(z.enum(grantedRoles)),
  plan: z.enum(plans),
  content_language_preference: z.enum(["es", "en"]).nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

/** §3 AuthResponse. */
export const authResponse = z.object({ token: z.string(), user: authUser });

export const messageResponse = z.object({ message: z.string() });

export const socialAuthValidation = z.object({
  validation: z.boolean(),
  is_valid_for_dashboard: z.boolean(),
  user_data: z.object({ user_id: z.number().int(), has_google_id: z.boolean() }),
});

export const contentLanguagePreference = z.object({ content_language_preference: z.enum(["es", "en"]).nullable() });

export const notificationTypes = [
  "new_follower",
  "recipe_review",
  "forum_reply",
  "forum_mention",
  "badge_earned",
  "shopping_list_shared",
  "recipe_published",
  "cooksnap_posted",
  "ingredient_proposal_decided",
  "challenge_voting_open",
  "challenge_results",
  "event_update",
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationPreferences = z.object(
  Object.fromEntries(notificationTypes.map((type) => [type, z.boolean()])) as Record<(typeof notificationTypes)[number], z.ZodBoolean>,
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const privacyKeys = ["profile_public", "show_activity", "show_saved_recipes"] as const;
export const privacySettings = z.object(Object.fromEntries(privacyKeys.map((key) => [key, z.boolean()])) as Record<(typeof privacyKeys)[number], z.ZodBoolean>);
export type PrivacySettings = z.infer<typeof privacySettings>;
