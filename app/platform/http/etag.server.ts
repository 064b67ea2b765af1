import { createHash } from "node:crypto";

/**
 * A weak ETag of a page body (weak: compression may change the bytes, not the page). The CSP nonce
 * is blanked first: it changes on every response, and would otherwise change every ETag.
 */
export function pageEtag(body: string, nonce: string): string {
  const stable = nonce ? body.replaceAll(nonce, "") : body;
  return `W/"${createHash("sha256").update(stable).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): any listed tag, or "*". */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
