import { slugify } from "#api/contract/text";
import { isSlashedSection } from "~/platform/routing/page-table";
import { withKnownParameterNames, withoutTrackingParameters } from "./canonical-query";

/**
 * §2's canonical URL rules as one pure function: the address a page request was made with → "ok",
 * or the canonical address to 301 to. Every rule and every collision between rules is in
 * docs/decisions/013-canonical-urls.md.
 */
export type CanonicalDecision = { action: "ok" } | { action: "redirect"; location: string };

/** Sections whose second segment is a slug, slugified (§2); `users` holds the member profiles (decision 020). */
const slugSections = new Set(["receta", "chef", "categoria", "user", "users"]);
/** Legacy first segments: the section they moved to, and where the bare section goes. */
const legacySections: Readonly<Record<string, { detail: string; bare: string[] }>> = {
  recipe: { detail: "receta", bare: ["recetas"] },
  recipes: { detail: "receta", bare: ["recetas"] },
  receta: { detail: "receta", bare: ["recetas"] },
  "chef-profile": { detail: "chef", bare: ["chef"] },
  search: { detail: "buscar", bare: ["search"] },
  category: { detail: "categoria", bare: ["categorias"] },
  categoria: { detail: "categoria", bare: ["categorias"] },
  // §2 maps /profile/ to /perfil/; a member's profile itself lives at /users/{slug} (decision 020),
  // so /profile/{slug} and /perfil/{slug} go there in one hop; bare /perfil/ is the reader's own profile.
  profile: { detail: "users", bare: ["perfil"] },
  perfil: { detail: "users", bare: ["perfil"] },
};
/** Old query forms: ?id=… on a recipe section, ?s=… on the home page or the search page, aliases anywhere. */
const recipeKeyParameters = ["id", "slug", "receta", "recipe"];
const searchTextParameters = ["s", "search", "query", "busqueda"];

const notPagePrefixes = ["/api/", "/healthz", "/assets/", "/resources/", "/__manifest", "/@", "/node_modules/"];
const pageExtensions = /\.(?:html?|php)$/;

/** Requests the canonical rules never touch: the API, files, Remix's data and manifest requests. */
export function isPagePath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  if (lower === "/api" || notPagePrefixes.some((prefix) => lower.startsWith(prefix))) return false;
  if (lower.endsWith(".data")) return false;
  const last = lower.replace(/\/+$/, "").split("/").pop() ?? "";
  return !/\.[a-z0-9]+$/.test(last) || pageExtensions.test(last);
}

export function canonicalUrl(pathname: string, search = ""): CanonicalDecision {
  if (!isPagePath(pathname)) return { action: "ok" };
  let query = new URLSearchParams(search);
  let queryRewritten = false;
  let segments = pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decodeSegment(segment).toLowerCase());

  let english = false;
  if (segments[0] === "es") segments = segments.slice(1);
  else if (segments[0] === "en") {
    english = true;
    segments = segments.slice(1);
  }

  const last = segments.at(-1);
  if (last !== undefined && pageExtensions.test(last)) {
    const page = last.replace(pageExtensions, "");
    segments = page === "index" ? segments.slice(0, -1) : [...segments.slice(0, -1), page];
  }

  const [first, second] = segments;
  if (first === undefined || (first === "buscar" && segments.length === 1)) {
    // The home page has no query of its own, so even ?q= there is an old search link.
    const candidates = first === undefined ? ["q", ...searchTextParameters] : query.has("q") ? [] : searchTextParameters;
    const searchText = candidates.find((name) => query.get(name)?.trim());
    if (searchText) {
      const text = query.get(searchText)!;
      query = renameParameter(query, searchText, "q", text);
      segments = ["buscar"];
      queryRewritten = true;
    }
  } else if (legacySections[first]) {
    const legacy = legacySections[first];
    const recipeKey = legacy.detail === "receta" && second === undefined ? recipeKeyParameters.find((name) => slugify(query.get(name) ?? "")) : undefined;
    if (recipeKey) {
      segments = ["receta", query.get(recipeKey)!];
      query = renameParameter(query, recipeKey);
      queryRewritten = true;
    } else {
      segments = second === undefined ? legacy.bare : [legacy.detail, ...segments.slice(1)];
    }
  }

  const named = withKnownParameterNames(query);
  if (named.renamed) {
    query = named.params;
    queryRewritten = true;
  }

  if (segments.length >= 2 && slugSections.has(segments[0]!)) {
    const slug = slugify(segments[1]!);
    if (slug) segments[1] = slug;
  }

  const rest = segments.length === 0 ? "" : `/${segments.map(encodePathSegment).join("/")}${segments.length === 1 && isSlashedSection(segments[0]!) ? "/" : ""}`;
  const canonicalPath = english ? `/en${rest}` : rest || "/";
  const asRequested = pathname
    .split("/")
    .map((segment) => encodePathSegment(decodeSegment(segment)))
    .join("/");
  if (canonicalPath === asRequested && !queryRewritten) return { action: "ok" };

  const carried = withoutTrackingParameters(query).toString();
  return { action: "redirect", location: carried ? `${canonicalPath}?${carried}` : canonicalPath };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Percent-encodes what a path segment must not hold raw (a "/", "?", "\" or non-ASCII), keeping RFC 3986's sub-delimiters, ":" and "@". */
function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(?:21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi, (escape) => decodeURIComponent(escape));
}

/** A copy of the query without `from`, and with `to`=`value` first when given. */
function renameParameter(query: URLSearchParams, from: string, to?: string, value?: string): URLSearchParams {
  const renamed = new URLSearchParams(to && value !== undefined ? [[to, value]] : []);
  for (const [name, item] of query) if (name !== from) renamed.append(name, item);
  return renamed;
}
