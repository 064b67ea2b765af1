/**
 * A member's own account beyond signing in (decision 042): the profile details others see, the
 * avatar's sizes. Both halves read these; the data export's shape is in ./account-export.ts.
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
