import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { FORUM_RECIPE_CARDS_MAX } from "../contract/limits";

/**
 * Members' and editors' Markdown (forum posts, articles), rendered on the server when it is written (decision 084): markdown-it
 * with raw HTML off, then sanitize-html with an allow-list, so what the parser lets through is
 * checked again. Links get rel="nofollow ugc noopener"; only http(s), mailto and our own paths are
 * links; images only from our own media store (/api/media/…). A paragraph that is only a link to
 * one of our recipes becomes a recipe card. An `@handle` of a member whose profile is public links to
 * it (decision 092), outside code and links.
 */

/** An `@handle`: a member's slug (/users/{slug}) after a space or the start (decision 087). */
export const MENTION = /(^|[^\w@/.-])@([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)(?![\w-])/gi;

/** A recipe a card shows: looked up before rendering (recipeSlugsIn), by slug. */
export interface RecipeCard {
  slug: string;
  title: string;
  /** Our own media path, or null for a card with no picture. */
  imagePath: string | null;
}

/** Where our own pictures live: the only images a post may show. */
const OWN_MEDIA = /^\/api\/media\/[A-Za-z0-9/_.-]+$/;
/** A link to one of our recipes: /receta/{slug} or /en/receta/{slug}, on our own origin. */
const RECIPE_PATH = /^\/(?:en\/)?receta\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?(?:[?#].*)?$/;

export const ALLOWED_TAGS = ["p", "br", "strong", "em", "s", "del", "code", "pre", "blockquote", "ul", "ol", "li", "a", "img", "hr", "span"] as const;
export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "rel", "class", "data-recipe-card"],
  img: ["src", "alt", "title", "width", "height", "loading", "class"],
  ol: ["start"],
  span: ["class"],
};
export const ALLOWED_CLASSES: Record<string, readonly string[]> = {
  a: ["forum-recipe-card", "forum-mention"],
  img: ["forum-recipe-card-image"],
  span: ["forum-recipe-card-title", "forum-recipe-card-kicker"],
};
export const LINK_REL = "nofollow ugc noopener";

/** Our site's origin, so that an absolute link to it is read as our own path. */
function ownPath(href: string, siteOrigin: string): string | undefined {
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  try {
    const url = new URL(href);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

function recipeSlugOf(href: string, siteOrigin: string): string | undefined {
  const path = ownPath(href, siteOrigin);
  return path ? RECIPE_PATH.exec(path)?.[1] : undefined;
}

function isAllowedLink(href: string): boolean {
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  return /^(?:https?:\/\/|mailto:)/i.test(href);
}

function createParser() {
  // No raw HTML; bare addresses become links; a line break is a break, as members type.
  const md = new MarkdownIt("default", { html: false, linkify: true, breaks: true, typographer: false });
  md.disable(["table", "heading", "lheading"]);
  md.validateLink = (url) => isAllowedLink(url.trim());
  return md;
}
const parser = createParser();
/** Articles (decision 103) have sections: headings too, from h2 down (the page's h1 is the title). */
const articleParser = createParser();
articleParser.enable(["heading", "lheading"]);
type Token = ReturnType<typeof parser.parse>[number];
/** markdown-it's token class, for the card blocks put in place of a paragraph. */
const BlockToken = new parser.core.State("", parser, {}).Token;

/** What a render is told besides the source: the handles that link to a profile. */
type ParseEnv = { members?: ReadonlySet<string> };

/**
 * Each `@handle` in the text of a paragraph (not in a link, not in code: those are other tokens)
 * calls `found`; what it returns takes the handle's place.
 */
function eachMention(children: Token[], found: (handle: string, typed: string) => Token[] | undefined): Token[] {
  let insideLink = 0;
  return children.flatMap((token) => {
    if (token.type === "link_open") insideLink++;
    if (token.type === "link_close") insideLink--;
    if (token.type !== "text" || insideLink > 0) return [token];
    const parts: Token[] = [];
    let done = 0;
    for (const match of token.content.matchAll(MENTION)) {
      const at = match.index + match[1]!.length;
      const replaced = found(match[2]!.toLowerCase(), match[2]!);
      if (!replaced) continue;
      parts.push(textToken(token.content.slice(done, at)), ...replaced);
      done = at + 1 + match[2]!.length;
    }
    if (done === 0) return [token];
    return done < token.content.length ? [...parts, textToken(token.content.slice(done))] : parts;
  });
}

function textToken(content: string): Token {
  const token = new BlockToken("text", "", 0);
  token.content = content;
  return token;
}

function mentionLink(handle: string, typed: string): Token[] {
  const open = new BlockToken("link_open", "a", 1);
  open.attrs = [
    ["href", `/users/${handle}`],
    ["class", "forum-mention"],
  ];
  return [open, textToken(`@${typed}`), new BlockToken("link_close", "a", -1)];
}

// After linkify, so a handle inside an address it linked stays part of that link.
parser.core.ruler.push("mentions", (state) => {
  const members = (state.env as ParseEnv).members;
  if (!members?.size) return;
  for (const token of state.tokens) {
    if (token.type === "inline" && token.children) token.children = eachMention(token.children, (handle, typed) => (members.has(handle) ? mentionLink(handle, typed) : undefined));
  }
});

/** The handles a post's text names where they would link (not in code or links), each once, lowercased. */
export function mentionHandlesIn(source: string): string[] {
  const handles = new Set<string>();
  for (const token of parser.parse(source, {})) {
    if (!(token.type === "inline" && token.children)) continue;
    eachMention(token.children, (handle) => {
      handles.add(handle);
      return undefined;
    });
  }
  return [...handles];
}

/** The recipe slugs a post links to on paragraphs of their own (the ones that become cards), at most FORUM_RECIPE_CARDS_MAX. */
export function recipeSlugsIn(source: string, siteOrigin: string): string[] {
  const slugs = new Set<string>();
  for (const token of parser.parse(source, {})) {
    if (token.type !== "inline") continue;
    const href = soleLinkOf(token.children ?? []);
    const slug = href ? recipeSlugOf(href, siteOrigin) : undefined;
    if (slug) slugs.add(slug);
    if (slugs.size >= FORUM_RECIPE_CARDS_MAX) break;
  }
  return [...slugs];
}

/**
 * The recipe slugs every link of a post names, cards or links in a sentence, in order, each once, at
 * most `max`: the recipes a thread is about (decision 095).
 */
export function recipeLinksIn(source: string, siteOrigin: string, max: number): string[] {
  const slugs = new Set<string>();
  for (const token of parser.parse(source, {})) {
    for (const child of token.children ?? []) {
      const href = child.type === "link_open" ? child.attrGet("href") : null;
      const slug = typeof href === "string" ? recipeSlugOf(href, siteOrigin) : undefined;
      if (slug) slugs.add(slug);
      if (slugs.size >= max) return [...slugs];
    }
  }
  return [...slugs];
}

/** The address of a paragraph that holds only a link (and spaces), else undefined. */
function soleLinkOf(children: Token[]): string | undefined {
  const kept = children.filter((child) => !(child.type === "text" && child.content.trim() === "") && child.type !== "softbreak");
  const [open, ...rest] = kept;
  const close = rest.at(-1);
  if (open?.type !== "link_open" || close?.type !== "link_close" || rest.slice(0, -1).some((child) => child.type !== "text")) return undefined;
  const href = open.attrGet("href");
  return typeof href === "string" ? href : undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function cardHtml(card: RecipeCard, kicker: string): string {
  const image = card.imagePath && OWN_MEDIA.test(card.imagePath) ? `<img class="forum-recipe-card-image" src="${escapeHtml(card.imagePath)}" alt="" loading="lazy">` : "";
  return `<p><a class="forum-recipe-card" data-recipe-card="${escapeHtml(card.slug)}" href="/receta/${escapeHtml(card.slug)}">${image}<span class="forum-recipe-card-kicker">${escapeHtml(kicker)}</span><span class="forum-recipe-card-title">${escapeHtml(card.title)}</span></a></p>\n`;
}

export interface RenderOptions {
  siteOrigin: string;
  /** Recipes found for the post's recipe links, by slug; a link to an unknown one stays a link. */
  cards?: ReadonlyMap<string, RecipeCard>;
  /** The card's small heading ("Receta" / "Recipe"), in the post's language. */
  cardKicker?: string;
  /** The handles that link to a member's profile (linkableHandles); any other stays text. */
  members?: ReadonlySet<string>;
  /** Headings allowed (articles): `#` becomes h2, `##` h3, deeper h4. */
  headings?: boolean;
}

/** The post's HTML: safe to put in a page as it is. */
export function renderForumMarkdown(source: string, { siteOrigin, cards = new Map(), cardKicker = "Receta", members, headings = false }: RenderOptions): string {
  const env: ParseEnv = { members };
  const used = headings ? articleParser : parser;
  const tokens = used.parse(source, env);
  let cardsShown = 0;
  // A paragraph that is only a link to a known recipe becomes a card (paragraph_open, inline, paragraph_close → one block).
  for (let index = 0; index + 2 < tokens.length; index++) {
    const [open, inline, close] = [tokens[index]!, tokens[index + 1]!, tokens[index + 2]!];
    if (open.type !== "paragraph_open" || inline.type !== "inline" || close.type !== "paragraph_close" || cardsShown >= FORUM_RECIPE_CARDS_MAX) continue;
    const href = soleLinkOf(inline.children ?? []);
    const card = href ? cards.get(recipeSlugOf(href, siteOrigin) ?? "") : undefined;
    if (!card) continue;
    const block = new BlockToken("html_block", "", 0);
    block.content = cardHtml(card, cardKicker);
    block.block = true;
    tokens.splice(index, 3, block);
    cardsShown++;
  }
  return sanitizeForumHtml(used.renderer.render(tokens, used.options, {}), headings);
}

const HEADING_TAGS = ["h2", "h3", "h4"];
/** A heading one level below the page's title: h1 → h2, h2 → h3, anything deeper → h4. */
const demoted = (tagName: string) => `h${Math.min(Number(tagName.slice(1)) + 1, 4)}`;

/** The allow-list, applied to whatever the renderer wrote. */
function sanitizeForumHtml(html: string, headings: boolean): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS, ...(headings ? HEADING_TAGS : [])],
    allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedClasses: Object.fromEntries(Object.entries(ALLOWED_CLASSES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    exclusiveFilter: (frame) => frame.tag === "img" && !OWN_MEDIA.test(frame.attribs.src ?? ""),
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
      ...(headings ? Object.fromEntries(["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, (tagName: string) => ({ tagName: demoted(tagName), attribs: {} })])) : {}),
    },
  });
}

/** How many links and images a post's text makes (what a new member's limits count, decision 094); `@handles` are counted apart. */
export function linksAndImagesIn(source: string): { links: number; images: number } {
  let links = 0;
  let images = 0;
  for (const token of parser.parse(source, {})) {
    for (const child of token.children ?? []) {
      if (child.type === "link_open") links++;
      else if (child.type === "image") images++;
    }
  }
  return { links, images };
}
