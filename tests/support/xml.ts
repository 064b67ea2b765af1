/**
 * A small strict XML reader for tests (no XML library is installed): elements, attributes, text,
 * the declaration and comments. It throws on anything that is not well-formed.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);|&/gi, (match, entity: string | undefined) => {
    if (!entity) throw new Error("bare & in XML text");
    if (entity.startsWith("#x") || entity.startsWith("#X")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    const named = entities[entity];
    if (named === undefined) throw new Error(`unknown entity ${match}`);
    return named;
  });
}

export function parseXml(source: string): XmlElement {
  let position = 0;
  /** Sticky patterns only: a match must start where reading stands. */
  const skip = (pattern: RegExp) => {
    pattern.lastIndex = position;
    const match = pattern.exec(source);
    if (match) position = pattern.lastIndex;
    return match;
  };
  skip(/<\?xml[^?]*\?>/y);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (position < source.length) {
    if (skip(/<!--[\s\S]*?-->/y)) continue;
    const close = skip(/<\/([\w:.-]+)\s*>/y);
    if (close) {
      const open = stack.pop();
      if (!open || open.name !== close[1]) throw new Error(`</${close[1]}> does not close <${open?.name}> at ${position}`);
      continue;
    }
    const open = skip(/<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y);
    if (open) {
      const attributes: Record<string, string> = {};
      for (const [, name, , double, single] of open[2]!.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        if (name! in attributes) throw new Error(`duplicate attribute ${name}`);
        attributes[name!] = decode(double ?? single ?? "");
      }
      const element: XmlElement = { name: open[1]!, attributes, children: [], text: "" };
      if (stack.length > 0) stack.at(-1)!.children.push(element);
      else if (root) throw new Error("more than one root element");
      else root = element;
      if (!open[3]) stack.push(element);
      continue;
    }
    const text = skip(/[^<]+/y);
    if (text) {
      if (stack.length === 0) {
        if (text[0].trim()) throw new Error("text outside the root element");
      } else stack.at(-1)!.text += decode(text[0]);
      continue;
    }
    throw new Error(`not well-formed XML at ${position}: ${source.slice(position, position + 40)}`);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error("no root element");
  return root;
}

/** The direct children of an element with a given name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}
