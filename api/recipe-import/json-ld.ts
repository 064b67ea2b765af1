/** A schema.org node as a page wrote it: any JSON object. */
export type SchemaNode = Record<string, unknown>;

const ldJsonType = /\btype\s*=\s*["']?application\/ld\+json/i;

/**
 * Each `<script>` element's attributes and body, found with indexOf so a hostile page (thousands of
 * unclosed `<script`) costs one pass, not one pass per opening.
 */
function* scriptBlocks(html: string): Generator<[attributes: string, body: string]> {
  const lower = html.toLowerCase();
  let at = 0;
  for (;;) {
    const open = lower.indexOf("<script", at);
    if (open === -1) return;
    const openEnd = lower.indexOf(">", open);
    if (openEnd === -1) return;
    const close = lower.indexOf("</script", openEnd);
    if (close === -1) return;
    yield [html.slice(open + 7, openEnd), html.slice(openEnd + 1, close)];
    at = close + 8;
  }
}

/** Whether a node's @type (a string or a list, bare or as a schema.org address) names `type`. */
export function hasType(node: SchemaNode, type: string): boolean {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types.some((value) => typeof value === "string" && value.replace(/^https?:\/\/schema\.org\/|^schema:/i, "") === type);
}

/** JSON-LD as pages really write it: wrapped in CDATA or comments, with raw line breaks inside strings. */
function parseLenient(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!\[CDATA\[|\]\]>$/g, "")
    .replace(/^<!--|-->$/g, "")
    .trim();
  try {
    return JSON.parse(body);
  } catch {
    try {
      // eslint-disable-next-line no-control-regex -- control characters inside strings are what breaks these pages' JSON.
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

/** Every Recipe node, wherever it sits: top level, a list, an @graph, or under mainEntity and the like. */
function collectRecipes(value: unknown, found: SchemaNode[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipes(item, found, depth + 1);
    return;
  }
  const node = value as SchemaNode;
  if (hasType(node, "Recipe")) {
    found.push(node);
    return;
  }
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "about", "hasPart", "itemListElement", "item"]) collectRecipes(node[key], found, depth + 1);
}

/**
 * The schema.org Recipe of a page's JSON-LD blocks, or undefined. A tokenizer-free read of
 * `<script type="application/ld+json">`: the blocks are JSON, so nothing of the HTML around them
 * needs understanding; a block that does not parse is skipped, not fatal.
 */
export function recipeFromJsonLd(html: string): SchemaNode | undefined {
  const recipes: SchemaNode[] = [];
  for (const [attributes, body] of scriptBlocks(html)) {
    if (ldJsonType.test(attributes)) collectRecipes(parseLenient(body), recipes);
  }
  // The fullest one when a page has several (a WPRM card and a theme's thin copy).
  return recipes.sort((a, b) => Object.keys(b).length - Object.keys(a).length)[0];
}
