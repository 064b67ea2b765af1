import { parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { xssCorpus } from "../../tests/support/xss-corpus";
import { ALLOWED_ATTRIBUTES, ALLOWED_CLASSES, ALLOWED_TAGS, LINK_REL, mentionHandlesIn, recipeSlugsIn, renderForumMarkdown } from "./safe-markdown";

const site = "https://sazon.example";
const cards = new Map([["tortilla-de-patatas", { slug: "tortilla-de-patatas", title: "Tortilla de patatas", imagePath: "/api/media/photos/abc/320.webp" }]]);

const members = new Set(["marta-gil"]);

interface Element {
  tagName: string;
  attrs: { name: string; value: string }[];
  childNodes?: Element[];
}

function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: Element[] = []) => {
    for (const node of nodes) {
      if (node.tagName) found.push(node);
      walk(node.childNodes);
    }
  };
  walk((parseFragment(html) as unknown as { childNodes: Element[] }).childNodes);
  return found;
}

/** Every element and attribute is on the allow-list; links are safe and marked; images are ours. */
function expectAllowed(html: string, source: string, headings = false) {
  for (const element of elementsOf(html)) {
    const context = `${element.tagName} from ${JSON.stringify(source)} → ${html}`;
    expect([...ALLOWED_TAGS, ...(headings ? ["h2", "h3", "h4"] : [])], context).toContain(element.tagName);
    if (headings && /^h\d$/.test(element.tagName)) expect(element.attrs, context).toEqual([]);
    for (const { name, value } of element.attrs) {
      expect(ALLOWED_ATTRIBUTES[element.tagName] ?? [], `${name} on ${context}`).toContain(name);
      if (name === "class") for (const token of value.split(/\s+/)) expect(ALLOWED_CLASSES[element.tagName], context).toContain(token);
      if (name === "href") expect(value, context).toMatch(/^(?:https?:\/\/|mailto:|#|\/(?![/\\]))/i);
      if (name === "src") expect(value, context).toMatch(/^\/api\/media\/[A-Za-z0-9/_.-]+$/);
    }
    if (element.tagName === "a") expect(element.attrs.find((attr) => attr.name === "rel")?.value, context).toBe(LINK_REL);
  }
}

describe("forum Markdown", () => {
  it("renders Markdown and keeps every output of the XSS corpus inside the allow-list", () => {
    for (const payload of xssCorpus) {
      // As a post, as a link text and address, and as an image: every place Markdown puts it.
      for (const source of [payload.text, `[${payload.text}](${payload.text})`, `![${payload.text}](${payload.text})`, `> ${payload.text}\n\n**${payload.text}**`]) {
        const html = renderForumMarkdown(source, { siteOrigin: site, cards, members });
        expectAllowed(html, source);
      }
      // An article's body (decision 103): headings too, the page's title staying its only h1.
      for (const source of [`# ${payload.text}`, `### ${payload.text}\n\n${payload.text}`])
        expectAllowed(renderForumMarkdown(source, { siteOrigin: site, cards, headings: true }), source, true);
    }
  });

  it("writes an article's headings one level down and a forum post's as text", () => {
    const source = "# Uno\n\n## Dos\n\n###### Seis";
    expect(renderForumMarkdown(source, { siteOrigin: site, headings: true })).toBe("<h2>Uno</h2>\n<h3>Dos</h3>\n<h4>Seis</h4>\n");
    expect(renderForumMarkdown(source, { siteOrigin: site })).not.toContain("<h");
  });

  it("turns a paragraph that is only a link to one of our recipes into a card, and keeps other links as links", () => {
    const source = `Mirad esta:\n\n${site}/receta/tortilla-de-patatas\n\nY [esta otra](/en/receta/no-existe) o https://example.com`;
    expect(recipeSlugsIn(source, site)).toEqual(["tortilla-de-patatas"]);
    const html = renderForumMarkdown(source, { siteOrigin: site, cards });
    expect(html).toContain('class="forum-recipe-card" data-recipe-card="tortilla-de-patatas" href="/receta/tortilla-de-patatas"');
    expect(html).toContain('<a href="/en/receta/no-existe" rel="nofollow ugc noopener">esta otra</a>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">');
    expectAllowed(html, source);
  });

  it("shows images only from our own media store and refuses data: and other hosts", () => {
    const html = renderForumMarkdown("![a](/api/media/photos/a/1.webp) ![b](https://evil.example/x.png) ![c](data:image/png;base64,AAAA)", { siteOrigin: site });
    expect(elementsOf(html).filter((element) => element.tagName === "img")).toHaveLength(1);
    expect(html).not.toContain('evil.example/x.png"');
  });

  it("links the @handle of a member whose profile is public, not in code or a link, and leaves an unknown handle as text", () => {
    const source = "Gracias @Marta-Gil y @nadie.\n\n`@marta-gil` [hola @marta-gil](https://example.com) correo@marta-gil\n\n```\n@marta-gil\n```\n\n> @marta-gil dijo";
    expect(mentionHandlesIn(source)).toEqual(["marta-gil", "nadie"]);
    const html = renderForumMarkdown(source, { siteOrigin: site, members });
    expect(html).toContain('<p>Gracias <a href="/users/marta-gil" class="forum-mention" rel="nofollow ugc noopener">@Marta-Gil</a> y @nadie.</p>');
    expect(html.match(/class="forum-mention"/g)).toHaveLength(2);
    expect(html).toContain('<blockquote>\n<p><a href="/users/marta-gil" class="forum-mention"');
    expect(html).toContain("<code>@marta-gil</code>");
    expect(html).toContain(">hola @marta-gil</a>");
    expectAllowed(html, source);
  });
});
