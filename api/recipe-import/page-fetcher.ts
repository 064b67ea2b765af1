import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import zlib from "node:zlib";
import type { Readable } from "node:stream";
import { type AddressPolicy, publicAddressesOnly } from "./address-policy";

/** Why a page could not be read; each has a message for the member (api/locales, "recipe_imports"). */
export type PageFetchFailure = "address_not_allowed" | "unreachable" | "too_large" | "not_html" | "timeout";

export class PageFetchError extends Error {
  constructor(
    readonly reason: PageFetchFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

interface FetchedPage {
  /** Where the page was read from, after redirects. */
  url: string;
  html: string;
}

export interface PageFetcher {
  fetchPage(url: string): Promise<FetchedPage>;
}

export interface PageFetcherOptions {
  /** Which resolved addresses may be connected to; every server uses the default, public only. */
  policy?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Every address of a host name; the system resolver unless a test gives its own answers. */
  resolveHost?: (hostname: string, family: number) => Promise<dns.LookupAddress[]>;
}

const systemResolver = (hostname: string, family: number) => dns.promises.lookup(hostname, { all: true, family });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml)\b/i;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * Resolves a host name, refuses it unless every address it has is allowed, and hands the socket
 * the address it checked: the connection goes where the check looked, so a second answer from a
 * rebinding DNS server never reaches it.
 */
function checkedLookup(policy: AddressPolicy, resolveHost: NonNullable<PageFetcherOptions["resolveHost"]>) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    const family = typeof options.family === "number" ? options.family : 0;
    resolveHost(hostname, family).then(
      (addresses) => {
        const refused = addresses.find((entry) => !policy.allows(entry.address));
        if (refused || addresses.length === 0) {
          return callback(Object.assign(new PageFetchError("address_not_allowed", `${hostname} resolves to ${refused?.address ?? "nothing"}`), { code: "EADDRNOTALLOWED" }), "");
        }
        const chosen = addresses[0]!;
        if (options.all) return callback(null, [chosen]);
        return callback(null, chosen.address, chosen.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function charsetOf(contentType: string): string {
  const label = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return "utf-8";
  }
}

/**
 * Fetches a web page a member pasted, the way a server that must not be turned against its own
 * network does: http and https only, every address checked after DNS (redirects too), at most a
 * few redirects, one deadline for the whole chain, the body read as a stream and cut at a cap
 * (after decompression), HTML only.
 */
export function createPageFetcher({
  policy = publicAddressesOnly,
  timeoutMs = 15_000,
  maxBytes = 2 * 1024 * 1024,
  maxRedirects = 5,
  userAgent = "SazonRecipeImport/1.0",
  resolveHost = systemResolver,
}: PageFetcherOptions = {}): PageFetcher {
  const lookup = checkedLookup(policy, resolveHost);

  function requestOnce(url: URL, signal: AbortSignal): Promise<{ redirect: URL } | FetchedPage> {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new PageFetchError("address_not_allowed", `scheme ${url.protocol}`);
    if (url.username || url.password) throw new PageFetchError("address_not_allowed", "credentials in the address");
    const host = url.hostname.replace(/^\[|\]$/g, "");
    // An address written as digits never reaches the lookup: it is checked here.
    if (net.isIP(host) && !policy.allows(host)) throw new PageFetchError("address_not_allowed", host);
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: "GET",
          // A connection of its own each time: a pooled socket would skip the address check.
          agent: false,
          lookup: lookup as unknown as net.LookupFunction,
          signal,
          headers: { "User-Agent": userAgent, Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1", "Accept-Encoding": "gzip, deflate, br" },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (REDIRECTS.has(status) && location) {
            response.resume();
            try {
              resolve({ redirect: new URL(location, url) });
            } catch {
              reject(new PageFetchError("unreachable", `bad redirect ${location}`));
            }
            return;
          }
          if (status < 200 || status >= 300) {
            response.resume();
            return reject(new PageFetchError("unreachable", `status ${status}`));
          }
          const contentType = String(response.headers["content-type"] ?? "");
          if (!HTML_TYPES.test(contentType)) {
            response.resume();
            return reject(new PageFetchError("not_html", contentType || "no content type"));
          }
          if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
            response.destroy();
            return reject(new PageFetchError("too_large", `content-length ${response.headers["content-length"]}`));
          }
          // A connection cut mid-body (or the deadline) must end the wait even when a decompressor sits between.
          response.on("error", reject);
          response.on("close", () => {
            if (!response.complete) reject(new Error("connection closed before the page ended"));
          });
          const body = decoded(response);
          const chunks: Buffer[] = [];
          let size = 0;
          body.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              response.destroy();
              body.destroy();
              reject(new PageFetchError("too_large", `more than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          body.on("error", (error) => reject(error));
          body.on("end", () => resolve({ url: url.href, html: new TextDecoder(charsetOf(contentType)).decode(Buffer.concat(chunks)) }));
        },
      );
      request.on("error", reject);
      request.end();
    });
  }

  return {
    async fetchPage(address) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw new PageFetchError("unreachable", "not an address");
      }
      const controller = new AbortController();
      const deadline = setTimeout(() => controller.abort(), timeoutMs);
      try {
        for (let redirects = 0; ; redirects++) {
          const answer = await requestOnce(url, controller.signal);
          if (!("redirect" in answer)) return answer;
          if (redirects >= maxRedirects) throw new PageFetchError("unreachable", `more than ${maxRedirects} redirects`);
          url = answer.redirect;
        }
      } catch (error) {
        if (error instanceof PageFetchError) throw error;
        if (controller.signal.aborted) throw new PageFetchError("timeout", `no answer within ${timeoutMs} ms`);
        const cause = error as NodeJS.ErrnoException;
        if (cause.code === "EADDRNOTALLOWED" || (cause.cause as Error | undefined) instanceof PageFetchError) throw new PageFetchError("address_not_allowed", cause.message);
        throw new PageFetchError("unreachable", cause.code ?? cause.message);
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}
