/** A list's address for everyone, under its member's profile (decision 045). Without the locale prefix. */
export function publicListPath(memberSlug: string, listSlug: string): string {
  return `/users/${memberSlug}/lists/${listSlug}`;
}
