import { MAX_PAGE, SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { difficultySpellings, parseFlagWord } from "#api/contract/search-words";
import { foldAccents } from "#api/contract/text";

/**
 * §2's query rules, shared by the server's canonical redirects (canonical-url.ts) and the
 * pages' canonical link, og:url and robots tag (docs/decisions/013-canonical-urls.md).
 */

const trackingNames = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "yclid",
  "ref",
  "ref_src",
  "igshid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "srsltid",
  "s_cid",
  "epik",
  "rb_clickid",
  "oly_anon_id",
  "oly_enc_id",
  "vero_id",
  "wickedid",
]);

/** utm_* and the click identifiers of ad and mail platforms: they say where a visitor came from, never what the page shows. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || trackingNames.has(lower);
}

/** §2: a page reached with campaign parameters is marked noindex,follow. */
export function hasCampaignParameters(search: string | URLSearchParams): boolean {
  return [...toParams(search).keys()].some(isTrackingParameter);
}

/** The query a redirect carries on: everything but tracking parameters, in the order given. */
export function withoutTrackingParameters(search: string | URLSearchParams): URLSearchParams {
  return new URLSearchParams([...toParams(search)].filter(([name]) => !isTrackingParameter(name)));
}

/** The known parameters (§2). */
const knownParameters = ["q", "query", "search", "page", "category", "difficulty", "time", "chef", "tag", "sort", "filters", "lang"] as const;
type KnownParameter = (typeof knownParameters)[number];
/** §2 "sorted": by name, as the list pages write their links too (app/areas/browse/list-query.ts). */
const canonicalOrder = [...knownParameters].sort();

/**
 * Other spellings of a known parameter (Spanish names, older links); the known name wins when both
 * are given. Names a page reads itself (the search page's categories, include_tags…) are not aliases.
 */
const parameterAliases: Readonly<Record<string, KnownParameter>> = {
  s: "q",
  busqueda: "q",
  buscar: "q",
  pagina: "page",
  categoria: "category",
  cat: "category",
  dificultad: "difficulty",
  tiempo: "time",
  autor: "chef",
  author: "chef",
  etiqueta: "tag",
  orden: "sort",
  ordenar: "sort",
  order: "sort",
  sort_by: "sort",
  filtros: "filters",
  filter: "filters",
  idioma: "lang",
  locale: "lang",
  hl: "lang",
};

/**
 * An old link's aliases under their known names, in place (for the server's redirect, so the page
 * reads what its canonical link says); an alias next to its known name is dropped.
 */
export function withKnownParameterNames(search: string | URLSearchParams): { params: URLSearchParams; renamed: boolean } {
  const given = [...toParams(search)];
  const present = new Set(given.map(([name]) => name));
  let renamed = false;
  const params = new URLSearchParams();
  for (const [name, value] of given) {
    const known = parameterAliases[name.toLowerCase()];
    if (!known) {
      params.append(name, value);
      continue;
    }
    renamed = true;
    if (!present.has(known)) params.append(known, value);
  }
  return { params, renamed };
}

/** Parameters that may be repeated (?tag=a&tag=b); the others keep their first value. */
const repeatable = new Set<KnownParameter>(["category", "difficulty", "chef", "tag", "filters"]);
const freeText = new Set<KnownParameter>(["q", "query", "search"]);

const sortWords: Readonly<Record<string, string>> = {
  recientes: "date",
  reciente: "date",
  fecha: "date",
  nuevas: "date",
  nuevos: "date",
  "mas-recientes": "date",
  populares: "popularity",
  popular: "popularity",
  popularidad: "popularity",
  "mas-populares": "popularity",
  valoracion: "rating",
  valoraciones: "rating",
  "mejor-valoradas": "rating",
  puntuacion: "rating",
  alfabetico: "alphabetical",
  alfabetica: "alphabetical",
  nombre: "alphabetical",
  tiempo: "time",
  duracion: "time",
  dificultad: "difficulty",
};

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === "string" ? new URLSearchParams(search) : search;
}

/** One value in its canonical spelling, or undefined when it carries nothing. */
export function normaliseParameterValue(name: KnownParameter, raw: string): string | undefined {
  const trimmed = raw.trim().replace(/\s+/g, " ");
  if (!trimmed) return undefined;
  if (freeText.has(name)) return trimmed.slice(0, SEARCH_TEXT_MAX_LENGTH);
  const word = foldAccents(trimmed.toLowerCase());
  if (name === "page") {
    if (!/^\d+$/.test(word)) return undefined;
    const page = Math.min(Number(word), MAX_PAGE);
    return page > 1 ? String(page) : undefined;
  }
  if (name === "lang") return word === "es" || word === "en" ? word : undefined;
  // Minutes are numbers: "time=1" is one minute, not "true".
  if (name !== "time") {
    const flag = parseFlagWord(word);
    if (flag !== undefined) return String(flag);
  }
  if (name === "sort") return sortWords[word.replace(/[\s_]+/g, "-")] ?? word;
  // §3's accepted difficulty spellings, the same the API and the search page read, onto the API's three values.
  if (name === "difficulty") return difficultySpellings[word] ?? word;
  return word;
}

/**
 * §2: tracking and unknown parameters dropped, aliases renamed, values normalised, known ones kept
 * sorted by name. Returns "" or "?…".
 */
export function canonicalSearch(search: string | URLSearchParams): string {
  const values = new Map<KnownParameter, string[]>();
  const params = [...toParams(search)];
  // Known names first, so a known name beats its alias whatever the order in the address.
  const ordered = [...params.filter(([name]) => isKnown(name)), ...params.filter(([name]) => !isKnown(name))];
  for (const [rawName, rawValue] of ordered) {
    const name = canonicalName(rawName);
    if (!name) continue;
    const value = normaliseParameterValue(name, rawValue);
    if (value === undefined) continue;
    const list = values.get(name) ?? [];
    if (list.length > 0 && !repeatable.has(name)) continue;
    if (!list.includes(value)) list.push(value);
    values.set(name, list);
  }
  const canonical = new URLSearchParams();
  for (const name of canonicalOrder) for (const value of values.get(name) ?? []) canonical.append(name, value);
  const text = canonical.toString();
  return text ? `?${text}` : "";
}

function isKnown(name: string): boolean {
  return (knownParameters as readonly string[]).includes(name.toLowerCase());
}

function canonicalName(name: string): KnownParameter | undefined {
  const lower = name.toLowerCase();
  return isKnown(lower) ? (lower as KnownParameter) : parameterAliases[lower];
}

/**
 * The page's canonical address (link rel=canonical, og:url, hreflang): the path as served (the
 * server has already redirected it to its canonical form) with the canonical query.
 */
export function canonicalPageUrl(siteUrl: string, pathname: string, search: string): string {
  return `${siteUrl}${pathname}${canonicalSearch(search)}`;
}
