import { RATING_MAX } from "#api/contract/limits";

/** "Marta Gil" → "MG": the stand-in for a member without a picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** A rating as five stars, filled to the (whole) rating: 4 → "★★★★☆". Out-of-range values are clamped. */
export function starsText(rating: number): string {
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
  return "★".repeat(filled) + "☆".repeat(RATING_MAX - filled);
}

/**
 * The picture of a member to show, if any: the CSP allows images from this site only, so an avatar
 * hosted elsewhere (a social login's) would not load; those members get their initials.
 */
export function localAvatar(url: string | null | undefined): string | null {
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}
