/**
 * The text rules both halves apply, written once: accent folding and slugs. Pure functions without
 * zod, safe and cheap in the browser (the slug parameter's schema is in slug-param.ts).
 */

/**
 * "Jamón" → "Jamon", "Ñoquis" → "Noquis": canonical decomposition, then every combining mark
 * dropped. Case is kept. Spacing accent characters typed on their own (´ ¨ ^ `) are not marks and
 * stay, as they do in the database's unaccent().
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Lower case without accents: "Jamón" and "jamon" compare equal, as they do in the database (unaccent). */
export function foldText(text: string): string {
  return foldAccents(text).toLowerCase();
}

/** "Paella Valenciana" or "Tortilla_de_Patatas" → "paella-valenciana", "tortilla-de-patatas". */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Characters no stored text may hold: NUL (PostgreSQL refuses it in text) and the other invisible
 * controls. Tab and line breaks are text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const forbiddenTextCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasForbiddenCharacters(text: string): boolean {
  return forbiddenTextCharacters.test(text);
}
