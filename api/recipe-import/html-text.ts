const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  deg: "°",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  aacute: "á",
  eacute: "é",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  ntilde: "ñ",
  Aacute: "Á",
  Eacute: "É",
  Iacute: "Í",
  Oacute: "Ó",
  Uacute: "Ú",
  Ntilde: "Ñ",
  uuml: "ü",
  iexcl: "¡",
  iquest: "¿",
  ordm: "º",
  ordf: "ª",
};

/** "Caf&eacute; &amp; t&#233;" → "Café & té". Unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return named[name] ?? whole;
  });
}

/**
 * Text a page gave as HTML or as plain text, as plain text on one line: tags dropped (a <br> or a
 * block's end is a space), entities decoded (twice encoded ones too, as WordPress writes them),
 * spaces collapsed. What comes out is text, never markup: the web escapes it when it shows it.
 */
/** Text without `<script>` and `<style>` elements, found with indexOf: one pass whatever the text. */
function withoutScripts(text: string): string {
  const lower = text.toLowerCase();
  const opening = /<(?:script|style)\b/g;
  let kept = "";
  let at = 0;
  for (;;) {
    opening.lastIndex = at;
    const found = opening.exec(lower);
    if (!found) return kept + text.slice(at);
    const start = found.index;
    const name = lower.startsWith("<script", start) ? "script" : "style";
    const end = lower.indexOf(`</${name}`, start);
    kept += `${text.slice(at, start)} `;
    if (end === -1) return kept;
    const close = lower.indexOf(">", end);
    at = close === -1 ? text.length : close + 1;
  }
}

export function plainText(value: string): string {
  // `<[^<>]*>`: a stray "<" stops the match at the next one, so text full of them is read once, not once per "<".
  const withoutTags = (text: string) => withoutScripts(text).replace(/<[^<>]*>/g, " ");
  return decodeEntities(withoutTags(decodeEntities(withoutTags(value))))
    .replace(/\s+/g, " ")
    .trim();
}
