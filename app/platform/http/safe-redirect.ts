/**
 * The one rule for following a return address (`redirectTo` and the like; docs/decisions/027): it
 * is ours only when a browser would stay on this site with it. So it is read the way browsers read
 * it — tab, CR and LF removed anywhere, C0 controls and spaces trimmed at both ends — then parsed as
 * a URL against this site; only a path on this site that does not itself read as "//host" is kept,
 * as its serialised (percent-encoded, ASCII) path, query and fragment. Anything else gives `fallback`.
 */
const REMOVED_BY_BROWSERS = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const TRIMMED_BY_BROWSERS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** Stands for this site while parsing: only whether the address stays on it matters, not its name. */
const THIS_SITE = "http://this-site.invalid";
/** Longer than any address the site writes; a longer one is not worth parsing. */
const MAX_LENGTH = 2_000;

export function safeRedirectPath(candidate: string | null | undefined, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length > MAX_LENGTH) return fallback;
  const address = candidate.replace(REMOVED_BY_BROWSERS, "").replace(TRIMMED_BY_BROWSERS, "");
  // Only paths: absolute addresses (even this site's) and relative ones ("x", "?a") are not return addresses we write.
  if (!address.startsWith("/") || CONTROL_CHARACTERS.test(address)) return fallback;
  let url: URL;
  try {
    url = new URL(address, THIS_SITE);
  } catch {
    return fallback;
  }
  // "//host", "/\host" and the like name another site; "/.//host" stays here but its path would read as "//host".
  if (url.origin !== THIS_SITE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
