/**
 * The XSS corpus's page inspection (docs/decisions/032): which stored values a page does not show as
 * text, and which elements or attributes look like a payload's markup rather than our own. One set of
 * rules for two instruments: the server's HTML parsed with parse5 (the WHATWG algorithm browsers
 * use) and Chromium's live DOM, read with `snapshotDocument` in the page.
 */
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import ts from "typescript";

/** An element as the rules read it: its tag as the DOM names it, its attributes, and a form field's value. */
export interface InspectedElement {
  tag: string;
  attributes: Array<[name: string, value: string]>;
  children: InspectedNode[];
  /** An input's or textarea's value, as the browser has it. */
  value?: string;
  /** A template's content (not its children, in a browser's DOM): how many nodes it holds. */
  contentNodes?: number;
}
/** A text node is its text. */
type InspectedNode = InspectedElement | string;

export interface Inspection {
  missing: string[];
  injected: string[];
}

/** The page's address (links are resolved against it) and, when known, the nonce its CSP allows. */
export interface InspectedPage {
  url: string;
  nonce?: string;
}

const CANARY = "__xss";
const hiddenTextParents = new Set(["script", "style", "template", "noscript"]);
/** Elements none of our pages uses and most XSS tricks need. */
const foreignTags = new Set([
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "base",
  "marquee",
  "math",
  "keygen",
  "xmp",
  "listing",
  "plaintext",
  "noembed",
  "noframes",
  "template",
  "applet",
]);
/** Attributes whose value is shown as text, where a payload is expected. */
const textAttributes = new Set(["value", "content", "title", "alt", "aria-label", "placeholder"]);

const normal = (text: string) => text.replace(/\s+/g, " ").trim();

function attribute(element: InspectedElement, name: string): string | undefined {
  return element.attributes.find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The missing expected values and the injected markup of a page's tree. */
export function inspectTree(root: InspectedElement, expected: readonly string[], page: InspectedPage): Inspection {
  const texts: string[] = [];
  const values: string[] = [];
  const injected: string[] = [];
  const visit = (element: InspectedElement, hidden: boolean) => {
    const tag = element.tag.toLowerCase();
    if (element.value !== undefined) values.push(normal(element.value));
    injected.push(...injectedMarkup(element, page));
    const hidesText = hidden || hiddenTextParents.has(tag);
    for (const child of element.children) {
      if (typeof child !== "string") visit(child, hidesText);
      else if (!hidesText) texts.push(child);
    }
  };
  visit(root, false);
  const shown = normal(texts.join(""));
  // A one-line field drops line breaks from its value (the browser's value sanitisation).
  const missing = expected.filter((text) => !shown.includes(normal(text)) && !values.some((value) => value.includes(normal(text.replace(/[\r\n]/g, "")))));
  return { missing, injected };
}

function injectedMarkup(element: InspectedElement, page: InspectedPage): string[] {
  const tag = element.tag.toLowerCase();
  const describe = (what: string) => `<${tag}> ${what}`.slice(0, 200);
  const found: string[] = [];
  if (foreignTags.has(tag) && !isStreamingBoundary(element)) found.push(describe("element"));
  for (const [rawName, value] of element.attributes) {
    const name = rawName.toLowerCase();
    if (name.startsWith("on") || name === "srcdoc" || name === "formaction") found.push(describe(`${name}=${value}`));
    else if (value.toLowerCase().includes(CANARY) && !isExpectedCanaryAttribute(tag, name, value, element, page)) found.push(describe(`${name}=${value}`));
  }
  if (tag === "script" || tag === "style") {
    const problem = scriptProblem(element, tag, page);
    if (problem) found.push(describe(problem));
  }
  return found;
}

/**
 * React's mark of a boundary still streaming (`<!--$?--><template id="B:0"></template><!--/$-->`):
 * the server's HTML to a browser holds it until the inline script that follows swaps the boundary
 * in. Empty and inert; a payload's template has content, another id or none.
 */
function isStreamingBoundary(element: InspectedElement): boolean {
  const [only, ...others] = element.attributes;
  return element.tag.toLowerCase() === "template" && others.length === 0 && only?.[0] === "id" && /^B:\d+$/.test(only[1]) && !element.contentNodes;
}

/** Where a payload may show inside an attribute: a data-* or text attribute, or our own link to a page named after it. */
function isExpectedCanaryAttribute(tag: string, name: string, value: string, element: InspectedElement, page: InspectedPage): boolean {
  if (name.startsWith("data-")) return true;
  if (textAttributes.has(name)) return !(tag === "meta" && attribute(element, "http-equiv") !== undefined);
  if (name !== "href" || (tag !== "a" && tag !== "link")) return false;
  try {
    const url = new URL(value, page.url);
    return url.origin === new URL(page.url).origin && !url.pathname.includes(`/${CANARY}/`);
  } catch {
    return false;
  }
}

const textOf = (element: InspectedElement): string => element.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("");

/** Why a script or style holding the canary is not ours, or undefined when it is. */
function scriptProblem(element: InspectedElement, tag: string, page: InspectedPage): string | undefined {
  const text = textOf(element);
  if (!text.includes(CANARY)) return undefined;
  if (attribute(element, "type") === "application/ld+json") {
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return "JSON-LD that does not parse";
    }
  }
  const nonce = attribute(element, "nonce");
  // Our own scripts carry the response's nonce; an injected one cannot.
  if (tag !== "script" || !nonce || (page.nonce !== undefined && nonce !== page.nonce)) return text;
  return scriptDataProblem(text);
}

/**
 * Our script holds the canary only as data: inside string literals, never as a name the script
 * calls. A payload that left its string (`"});__xss(1);//`) is a name here, and would run under our
 * nonce, out of reach of the CSP: Chromium's canary sees that; the HTML alone needs this check.
 */
function scriptDataProblem(text: string): string | undefined {
  const source = ts.createSourceFile("inline.js", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const { parseDiagnostics } = source as unknown as { parseDiagnostics: ts.Diagnostic[] };
  if (parseDiagnostics.length) return `nonce script that does not parse: ${ts.flattenDiagnosticMessageText(parseDiagnostics[0]!.messageText, " ")}`;
  let name: string | undefined;
  const look = (node: ts.Node): void => {
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && node.text.includes(CANARY)) name ??= node.text;
    else ts.forEachChild(node, look);
  };
  look(source);
  return name === undefined ? undefined : `nonce script naming ${name} outside its strings`;
}

type Parse5Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Element;

/** Input types whose value loses its line breaks in the browser (value sanitisation). */
const oneLineInputTypes = new Set(["text", "search", "tel", "url", "email", "password"]);

const knownInputTypes = new Set([
  ...oneLineInputTypes,
  "hidden",
  "checkbox",
  "radio",
  "submit",
  "reset",
  "button",
  "image",
  "file",
  "number",
  "range",
  "color",
  "date",
  "datetime-local",
  "month",
  "week",
  "time",
]);

function fromParse5(element: DefaultTreeAdapterTypes.Element): InspectedElement {
  const children: InspectedNode[] = [];
  for (const child of element.childNodes as Parse5Node[]) {
    if (child.nodeName === "#text") children.push((child as DefaultTreeAdapterTypes.TextNode).value);
    else if ("tagName" in child) children.push(fromParse5(child));
  }
  // Qualified names, as the DOM's Attr.name: xlink:href, not href.
  const attributes = element.attrs.map(({ name, prefix, value }): [string, string] => [prefix ? `${prefix}:${name}` : name, value]);
  const inspected: InspectedElement = { tag: element.tagName, attributes, children };
  if (element.tagName === "template") inspected.contentNodes = (element as DefaultTreeAdapterTypes.Template).content.childNodes.length;
  if (element.tagName === "textarea") inspected.value = textOf(inspected);
  if (element.tagName === "input") {
    const value = attribute(inspected, "value") ?? "";
    const type = (attribute(inspected, "type") ?? "text").toLowerCase();
    inspected.value = oneLineInputTypes.has(type) || !knownInputTypes.has(type) ? value.replace(/[\r\n]/g, "") : value;
  }
  return inspected;
}

/** The tree a browser with script builds from the HTML. */
export function parseHtml(html: string): InspectedElement {
  const document = parse(html, { scriptingEnabled: true });
  const root = document.childNodes.find((node): node is DefaultTreeAdapterTypes.Element => "tagName" in node);
  if (!root) throw new Error("no document element");
  return fromParse5(root);
}

export function inspectHtml(html: string, expected: readonly string[], page: InspectedPage): Inspection {
  return inspectTree(parseHtml(html), expected, page);
}

/** The href of every link in the tree, in document order. */
export function linksOf(root: InspectedElement): string[] {
  const own = root.tag.toLowerCase() === "a" ? [attribute(root, "href")].filter((href): href is string => href !== undefined) : [];
  return [...own, ...root.children.flatMap((child) => (typeof child === "string" ? [] : linksOf(child)))];
}

/**
 * Runs in the page (`page.evaluate(snapshotDocument)`): the live DOM as the rules read it, with each
 * field's current value and each element's nonce (the browser hides the attribute once the CSP read it).
 */
export function snapshotDocument(): InspectedElement {
  const read = (element: Element): InspectedElement => {
    const attributes = [...element.attributes].filter(({ name }) => name !== "nonce").map((attribute): [string, string] => [attribute.name, attribute.value]);
    const nonce = (element as HTMLElement).nonce;
    if (nonce) attributes.push(["nonce", nonce]);
    const children: InspectedNode[] = [];
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) children.push((child as Text).data);
      else if (child.nodeType === Node.ELEMENT_NODE) children.push(read(child as Element));
    }
    const snapshot: InspectedElement = { tag: element.tagName, attributes, children };
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) snapshot.value = element.value;
    if (element instanceof HTMLTemplateElement) snapshot.contentNodes = element.content.childNodes.length;
    return snapshot;
  };
  return read(document.documentElement);
}
