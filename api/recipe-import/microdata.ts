import { decodeEntities } from "./html-text";
import type { SchemaNode } from "./json-ld";

const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*'){0,4000})>/y;

interface Tag {
  whole: string;
  index: number;
  closing: boolean;
  name: string;
  attributes: string;
}

/**
 * The page's tags in order, comments and script/style bodies skipped. Linear on any input: every
 * search moves forward, and the tag pattern is anchored and bounded.
 */
function* tags(html: string): Generator<Tag> {
  const lower = html.toLowerCase();
  let at = 0;
  for (;;) {
    const open = html.indexOf("<", at);
    if (open === -1) return;
    if (html.startsWith("<!--", open)) {
      const end = html.indexOf("-->", open + 4);
      if (end === -1) return;
      at = end + 3;
      continue;
    }
    tagPattern.lastIndex = open;
    const match = tagPattern.exec(html);
    if (!match) {
      at = open + 1;
      continue;
    }
    const name = match[2]!.toLowerCase();
    at = open + match[0].length;
    if (!match[1] && (name === "script" || name === "style")) {
      const end = lower.indexOf(`</${name}`, at);
      if (end === -1) return;
      at = end;
      continue;
    }
    yield { whole: match[0], index: open, closing: Boolean(match[1]), name, attributes: match[3] ?? "" };
  }
}
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(attributePattern)) attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  return attributes;
}

/** Where a property's value is, for elements whose value is not their text (§ microdata "itemprop value"). */
function attributeValue(tag: string, attributes: Record<string, string>): string | undefined {
  if ("content" in attributes) return attributes.content;
  if (tag === "meta") return "";
  if (["img", "audio", "video", "source", "embed", "iframe"].includes(tag)) return attributes.src;
  if (["a", "link", "area"].includes(tag)) return attributes.href;
  if (tag === "time" && "datetime" in attributes) return attributes.datetime;
  if (tag === "data" || tag === "meter") return attributes.value;
  return undefined;
}

interface OpenProperty {
  names: string[];
  tag: string;
  depth: number;
  textStart: number;
}

/**
 * The properties of the page's first schema.org Recipe written as microdata (itemscope,
 * itemtype, itemprop), as a node shaped like JSON-LD's so one reader serves both. A small,
 * tolerant tag walk, not an HTML parser: unclosed elements are closed by their parent's end, and
 * a property that is itself an item (a HowToStep) gives its text.
 */
export function recipeFromMicrodata(html: string): SchemaNode | undefined {
  const recipe: Record<string, unknown[]> = {};
  const stack: string[] = [];
  const open: OpenProperty[] = [];
  let recipeDepth = -1;
  let innerItemDepth = -1;
  const add = (names: string[], value: string) => {
    for (const name of names) (recipe[name] ??= []).push(value);
  };

  for (const { whole, index, closing, name: tag, attributes: rawAttributes } of tags(html)) {
    if (closing) {
      const at = stack.lastIndexOf(tag);
      if (at === -1) continue;
      while (stack.length > at) {
        const depth = stack.length;
        stack.pop();
        for (let at = open.length - 1; at >= 0; at--) {
          const property = open[at]!;
          if (property.depth !== depth) continue;
          add(property.names, html.slice(property.textStart, index));
          open.splice(at, 1);
        }
        if (depth === innerItemDepth) innerItemDepth = -1;
        if (depth === recipeDepth) return finish(recipe);
      }
      continue;
    }
    const attributes = attributesOf(rawAttributes);
    const selfClosing = voidElements.has(tag) || whole.endsWith("/>");
    const depth = stack.length + 1;
    if (recipeDepth === -1) {
      if ("itemscope" in attributes && /schema\.org\/Recipe\b/i.test(attributes.itemtype ?? "")) recipeDepth = depth;
      if (!selfClosing) stack.push(tag);
      continue;
    }
    const names = innerItemDepth === -1 && attributes.itemprop ? attributes.itemprop.split(/\s+/).filter(Boolean) : [];
    if (names.length) {
      const value = "itemscope" in attributes ? undefined : attributeValue(tag, attributes);
      if (value !== undefined) add(names, value);
      else if (!selfClosing) open.push({ names, tag, depth, textStart: index + whole.length });
    }
    if ("itemscope" in attributes && innerItemDepth === -1) innerItemDepth = depth;
    if (!selfClosing) stack.push(tag);
  }
  return recipeDepth === -1 ? undefined : finish(recipe);
}

function finish(properties: Record<string, unknown[]>): SchemaNode {
  const node: SchemaNode = { "@type": "Recipe" };
  const lists = new Set(["recipeIngredient", "ingredients", "recipeInstructions", "image", "recipeYield"]);
  for (const [name, values] of Object.entries(properties)) node[name] = lists.has(name) ? values : values[0];
  return node;
}
