import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { routeCacheHint } from "~/platform/http/cache-policy";
import { type DeflatedParts, deflateParts, gzipWithNonce } from "./gzip-with-nonce";
import { ifNoneMatchHits } from "~/platform/http/etag.server";
import { declaredPolicies, declareSitePages } from "~/platform/routing/page-table";
import { pageTree } from "~/page-tree";
import { EVERY_TAG } from "../api/contract/cache-tags";

/**
 * Rendered anonymous pages, kept while nothing they show has changed (docs/decisions/034). A page
 * is kept when the request carries no cookie but the theme, the language and the units (decision
 * 074; so no member, no per-visitor token), is a GET of a page cache-policy.ts makes public, and the answer is a 200
 * HTML document, or the data of a client-side navigation to one, that sets no cookie. Entries are
 * keyed by the exact address and those cookies and kept under the content version: every write
 * to what a page shows moves it, in whichever process, so the next view after a write is rendered
 * afresh. A short age is the backstop for what changes with no write.
 *
 * A member's own pages (declared `memberCache`) are kept too (decision 036), for that member only: keyed
 * by the address and the whole Cookie header (so only the same session, CSRF token and theme get
 * it), under the member version, which also moves on every write to notifications, active days and
 * sessions (a sign-out or a revoked token shows at once), for at most 10 s (relative times, the
 * streak's day), in this process only.
 */
// The server reads the app's sources apart from the build's copy of them: it declares the pages too.
declareSitePages(pageTree);

export interface PageCacheSources {
  /**
   * The content version now (and with the member pages' counter), the cache-tag log's stamp, and
   * when pages rendered under them must go even with no write.
   */
  contentVersion(): Promise<{ version: string; memberVersion: string; tagStamp: number; validUntil: number }>;
  /** Whether any of `tags` changed after the stamp a page was made at (decision 085). */
  tagsChangedSince(tags: readonly string[], stamp: number): boolean;
  /** Pages kept once for every process (Redis), looked up when this process has none. */
  shared?: { get(key: string): Promise<string | undefined>; set(key: string, value: string, ttlMs: number): void };
  /** Told of each view answered from the cache, which no loader saw, and of the visitor's address. */
  onServed?(pageUrl: URL, clientIp: string): void;
}

export interface PageCacheLimits {
  /** Bytes of page bodies kept by this process; the least recently served go first. */
  maxBytes: number;
  maxAgeMs: number;
}

const PAGE_CACHE_LIMITS: PageCacheLimits = { maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 };
/**
 * A member's own page, kept for them (declared `memberCache`, app/<area>/routes.ts): everything it
 * shows moves the member version: the dashboard and notifications (decision 036), their kitchen
 * (migration 0023), their recipes (recipe writes move the content version) and an admin's
 * ingredient-proposal queue (migration 0025; a role taken away moves the content version). A public
 * page as a member sees it (a recipe page, the feed: decision 096) too, with the tags of what it
 * read, for the writes that log a tag and move no version (a review's text).
 */
export function isMemberCachedPage(pathname: string): boolean {
  return declaredPolicies(pathname)?.memberCache === true;
}
/** Relative times ("hace 5 minutos") and the streak's day change with no write: a member's kept page goes soon. */
const MEMBER_PAGE_MAX_AGE_MS = 10_000;
const SESSION_COOKIE = /(?:^|;\s*)__session=[^;\s]/;
/** A bigger page is served but not kept: it would crowd out many others. */
const MAX_PAGE_BYTES = 1024 * 1024;
/** Cookies that change a page and are kept in its key; any other cookie (a session, a token) means "not from the cache". */
const PAGE_COOKIES = new Set(["theme", "locale", "units"]);
/**
 * Cookies no shared page reads, left out of the key: the web's CSRF token (decision 028 puts it
 * only in members' and private pages, which are never kept). As a guard, a page whose body holds
 * such a cookie's value is not kept.
 */
const UNREAD_COOKIES = new Set(["csrf"]);
/** Headers of the answer that belong to one response or to the connection, never to the kept page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie", "x-page-cache"]);
const KEPT_TYPES = /^text\/(?:html|x-script)\b/;

interface KeptPage {
  /**
   * What the page was made from: the tags of the API answers it read and the log's stamp then, or
   * (a public page that read an answer naming no tags) the content version. A member's page holds
   * both: the member version and the tags its answers named (decision 096).
   */
  tags?: string[];
  stamp: number;
  version: string;
  validUntil: number;
  status: number;
  headers: [string, string | string[]][];
  /**
   * The body's bytes cut where this response's CSP nonce stood: each answer joins them around its
   * own nonce, a copy that costs far less than encoding the page's text again.
   */
  parts: Buffer[];
  bytes: number;
}

/** The page an address shows: a data request (`/x.data`, `/_root.data`) is the data of page `/x`. */
function pageUrlOf(originalUrl: string): URL {
  const url = new URL(originalUrl, "http://page.invalid");
  if (url.pathname.endsWith(".data")) url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  return url;
}

/**
 * The cookies that key a page and the values of those it ignores, or undefined when the request
 * carries any other (it is not served from here).
 */
function pageCookies(header: string | undefined): { key: string; unread: string[] } | undefined {
  const kept: string[] = [];
  const unread: string[] = [];
  for (const pair of (header ?? "").split(";")) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const split = trimmed.indexOf("=");
    const name = trimmed.slice(0, Math.max(0, split)).trim();
    if (UNREAD_COOKIES.has(name)) {
      const value = trimmed.slice(split + 1).trim();
      if (value) unread.push(value);
    } else if (PAGE_COOKIES.has(name)) kept.push(trimmed);
    else return undefined;
  }
  return { key: kept.sort().join("; "), unread };
}

/** A least-recently-used map of pages bounded by their bytes. */
export function createPageStore(maxBytes: number) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };
  return {
    get(key: string, stands: (page: KeptPage) => boolean, now: number): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      remove(key);
      if (now >= page.validUntil || !stands(page)) return undefined;
      // Re-inserted: the map's order is the order of use.
      pages.set(key, page);
      bytes += page.bytes;
      return page;
    },
    set(key: string, page: KeptPage) {
      remove(key);
      if (page.bytes > maxBytes) return;
      pages.set(key, page);
      bytes += page.bytes;
      while (bytes > maxBytes) remove(pages.keys().next().value!);
    },
    size: () => ({ pages: pages.size, bytes }),
  };
}

/**
 * Each kept page compressed once, made on its first answer to a client that takes gzip; it goes
 * with its page. About a quarter of the page's bytes, not counted in the store's budget.
 */
const gzippedPages = new WeakMap<KeptPage, DeflatedParts>();

function send(method: string, ifNoneMatch: string | undefined, acceptsGzip: boolean, response: Response, page: KeptPage, nonce: string) {
  response.status(page.status);
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("X-Page-Cache", "hit");
  const etag = response.getHeader("etag");
  if (typeof etag === "string" && ifNoneMatchHits(ifNoneMatch ?? null, etag)) {
    response.removeHeader("Content-Type");
    response.status(304).end();
    return;
  }
  response.vary("Accept-Encoding");
  let body: Buffer[];
  if (acceptsGzip) {
    let deflated = gzippedPages.get(page);
    if (!deflated) gzippedPages.set(page, (deflated = deflateParts(page.parts)));
    body = [gzipWithNonce(deflated, nonce)];
    // Already encoded: the compression middleware lets it through.
    response.setHeader("Content-Encoding", "gzip");
  } else body = bodyWithNonce(page, nonce);
  response.setHeader(
    "Content-Length",
    body.reduce((sum, part) => sum + part.length, 0),
  );
  if (method === "HEAD") return void response.end();
  // Written as they are, in one go: joining a long page's parts first copied it whole for each answer (11 % of a kept page's CPU time).
  response.cork();
  for (const part of body) response.write(part);
  response.end();
}

/** The kept page's parts with this answer's nonce between them. */
function bodyWithNonce(page: KeptPage, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce, "utf8");
  return page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
}

/** `body` cut at every occurrence of `separator`. */
function splitBytes(body: Buffer, separator: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator, start, "utf8"); at !== -1; at = body.indexOf(separator, start, "utf8")) {
    parts.push(body.subarray(start, at));
    start = at + Buffer.byteLength(separator);
  }
  parts.push(body.subarray(start));
  return parts;
}

/** A kept page as Redis holds it: the parts as text, since JSON has no bytes. */
type SharedPage = Omit<KeptPage, "parts"> & { parts: string[] };

const toShared = (page: KeptPage): string => JSON.stringify({ ...page, parts: page.parts.map((part) => part.toString("utf8")) } satisfies SharedPage);

function fromShared(text: string): KeptPage {
  const page = JSON.parse(text) as SharedPage;
  return { ...page, parts: page.parts.map((part) => Buffer.from(part, "utf8")) };
}

type Chunk = string | Buffer | Uint8Array;

/** Express middleware, placed just before the Remix handler (after the CSP nonce is assigned). */
export function pageCache(sources: PageCacheSources, limits: PageCacheLimits = PAGE_CACHE_LIMITS): RequestHandler {
  const store = createPageStore(limits.maxBytes);
  /**
   * The pages being rendered now, by version and key. When a kept page goes (a write, its age), the
   * views arriving together would each render it; the first renders and the others wait for its
   * answer, so a popular page after a review costs one render, not one per waiting visitor.
   */
  const renders = new Map<string, Promise<KeptPage | undefined>>();
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const cookies = pageCookies(request.headers.cookie);
    const pageUrl = pageUrlOf(request.originalUrl);
    let key: string;
    let member = false;
    if (cookies !== undefined) {
      if (routeCacheHint(pageUrl.pathname) === "private") return next();
      key = `${request.originalUrl}\n${cookies.key}`;
    } else if (isMemberCachedPage(pageUrl.pathname) && SESSION_COOKIE.test(request.headers.cookie ?? "")) {
      member = true;
      key = `member\n${request.originalUrl}\n${createHash("sha256").update(request.headers.cookie!).digest("base64url")}`;
    } else return next();
    const nonce = response.locals.cspNonce as string;
    // Headers already set when the page cache is reached (security headers, the nonce's CSP) are the response's own.
    const before = new Set(response.getHeaderNames());

    void (async () => {
      let current: { version: string; tagStamp: number; validUntil: number };
      try {
        const versions = await sources.contentVersion();
        current = member
          ? { version: versions.memberVersion, tagStamp: versions.tagStamp, validUntil: Math.min(versions.validUntil, Date.now() + MEMBER_PAGE_MAX_AGE_MS) }
          : { version: versions.version, tagStamp: versions.tagStamp, validUntil: versions.validUntil };
      } catch {
        // The database is away: the page's own loaders say so (a 503 page).
        return next();
      }
      // A member's page stands by the member version and by its tags too: a review's new text logs its recipe's tag but moves no version (decision 096).
      const stands = (kept: KeptPage) =>
        member
          ? kept.version === current.version && !(kept.tags && sources.tagsChangedSince(kept.tags, kept.stamp))
          : kept.tags
            ? !sources.tagsChangedSince(kept.tags, kept.stamp)
            : kept.version === current.version;
      const now = Date.now();
      let page = store.get(key, stands, now);
      const sharedKey = createHash("sha256").update(key).digest("base64url");
      const renderKey = `${current.version}\n${key}`;
      let finishRender: ((kept: KeptPage | undefined) => void) | undefined;
      if (!page) {
        const rendering = renders.get(renderKey);
        if (rendering) {
          // Another request is rendering this very page: its answer is this one's too.
          page = await rendering;
          // That answer could not be kept (a 404, a failure): this view is rendered for itself.
          if (!page) {
            response.setHeader("X-Page-Cache", "miss");
            return next();
          }
        } else if (request.method === "GET" && nonce) {
          let settle!: (kept: KeptPage | undefined) => void;
          const render = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
          renders.set(renderKey, render);
          let finished = false;
          finishRender = (kept) => {
            if (finished) return;
            finished = true;
            if (renders.get(renderKey) === render) renders.delete(renderKey);
            settle(kept);
          };
          response.once("close", () => finishRender!(undefined));
        }
      }
      // A member's page stays in this process: it is theirs alone, and cheap to render once per process.
      if (!page && sources.shared && !member) {
        const found = await sources.shared.get(sharedKey);
        const candidate = found ? fromShared(found) : undefined;
        if (candidate && now < candidate.validUntil && stands(candidate)) store.set(key, (page = candidate));
      }
      if (page) {
        finishRender?.(page);
        send(request.method, request.headers["if-none-match"], request.acceptsEncodings("gzip", "identity") === "gzip", response, page, nonce);
        if (!member) sources.onServed?.(pageUrl, request.ip ?? request.socket.remoteAddress ?? "unknown");
        return;
      }
      response.setHeader("X-Page-Cache", "miss");
      // The loaders' API client adds the tags of the answers they read (app/platform/api-client/for-request.server.ts).
      const tags = new Set<string>();
      if (finishRender) {
        response.locals.cacheTags = tags;
        keepWhenDone(response, nonce, member, (body) => {
          if (!body) return finishRender!(undefined);
          const headers = response
            .getHeaderNames()
            .filter((name) => !before.has(name) && !PER_RESPONSE_HEADERS.has(name))
            .map((name): [string, string | string[]] => [name, headerText(response.getHeader(name))]);
          const kept: KeptPage = {
            tags: member ? [...tags].filter((tag) => tag !== EVERY_TAG) : tags.has(EVERY_TAG) ? undefined : [...tags],
            stamp: current.tagStamp,
            version: current.version,
            validUntil: Math.min(now + limits.maxAgeMs, current.validUntil),
            status: 200,
            headers,
            parts: splitBytes(body, nonce),
            bytes: body.length,
          };
          store.set(key, kept);
          finishRender!(kept);
          if (!member) sources.shared?.set(sharedKey, toShared(kept), kept.validUntil - Date.now());
        });
      }
      next();
    })().catch(next);
  };
}

function headerText(value: number | string | string[] | undefined): string | string[] {
  return Array.isArray(value) ? value : String(value ?? "");
}

/**
 * Collects the body the rest of the chain writes, and hands it to `keep` when the answer ends: the
 * body if it may be kept, undefined if not. A member's page says "private, no-store" to every other
 * cache; this one keeps it for them.
 */
function keepWhenDone(response: Response, nonce: string, member: boolean, keep: (body: Buffer | undefined) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  response.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  response.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    const mayKeep =
      response.statusCode === 200 &&
      size <= MAX_PAGE_BYTES &&
      !response.hasHeader("set-cookie") &&
      KEPT_TYPES.test(String(response.getHeader("content-type") ?? "")) &&
      // A document says itself whether it is public (cache-policy.ts through entry.server: no member, status 200).
      (member || !/^text\/html/.test(String(response.getHeader("content-type"))) || /^public\b/.test(String(response.getHeader("cache-control") ?? "")));
    keep(mayKeep && nonce ? Buffer.concat(chunks, size) : undefined);
    return end(...args);
  }) as Response["end"];
}
