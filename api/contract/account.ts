import { z } from "zod";

/**
 * A member's own account beyond signing in (decision 042): the profile details others see, the
 * avatar's sizes and what the data export holds. Both halves read these.
 */

/** Only http and https addresses with a host and no credentials are shown as links on a profile. */
export function isWebLink(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What a link shows as its text: the host and path, without the scheme or a trailing slash. */
export function linkLabel(link: string): string {
  const url = new URL(link);
  return `${url.hostname.replace(/^www\./, "")}${url.pathname === "/" ? "" : url.pathname}`;
}

/** The widths (square, in pixels) every uploaded avatar is stored at; `avatar_url` names the largest. */
export const AVATAR_SIZES = [64, 128, 256] as const;
const uploadedAvatar = /^(\/api\/avatars\/[a-z0-9-]+)-256\.webp$/;

/** For an uploaded avatar, its smaller sizes as a srcset; null for any other picture. */
export function avatarSrcSet(avatarUrl: string): string | null {
  const match = uploadedAvatar.exec(avatarUrl);
  return match ? AVATAR_SIZES.map((size) => `${match[1]}-${size}.webp ${size}w`).join(", ") : null;
}

/**
 * The data export (GET /api/user/export): everything the site keeps about the member, as JSON.
 * Each later area (recipe lists, meal plans) adds its own key here and a reader in
 * api/account/account-export.ts's `exportSections`.
 */
export const accountExport = z.object({
  format: z.literal("sazon-account-export"),
  version: z.literal(1),
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    email: z.string(),
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
    bio: z.string(),
    location: z.string(),
    links: z.array(z.string()),
    avatar_url: z.string().nullable(),
    content_language_preference: z.string().nullable(),
    notification_preferences: z.record(z.string(), z.boolean()),
    privacy_settings: z.record(z.string(), z.boolean()),
    signed_in_with: z.array(z.string()),
  }),
  reviews: z.array(
    z.object({
      recipe: z.object({ slug: z.string(), title_es: z.string(), title_en: z.string() }),
      rating: z.number().int(),
      body: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  follows: z.object({
    following: z.array(z.object({ slug: z.string(), name: z.string(), since: z.string() })),
    followers: z.array(z.object({ slug: z.string(), name: z.string(), since: z.string() })),
  }),
  notifications: z.array(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()), read_at: z.string().nullable(), created_at: z.string() })),
  points: z.object({ total: z.number().int(), awards: z.array(z.object({ rule: z.string(), points: z.number().int(), at: z.string() })) }),
  badges: z.array(z.object({ badge: z.string(), earned_at: z.string() })),
  saved_recipes: z.array(z.object({ recipe: z.object({ slug: z.string(), title_es: z.string(), title_en: z.string() }), saved_at: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;
