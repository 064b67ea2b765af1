import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Cookie } from "@remix-run/node";

/**
 * A cookie whose value is encrypted and authenticated (AES-256-GCM), not only signed: whoever holds
 * the cookie cannot read the API token or the member inside it, and cannot change them
 * (docs/decisions/030). The value is `v1.` and base64url(IV ‖ ciphertext ‖ tag); the version names
 * the scheme, so a later one can be read next to it. Keys are derived with HKDF from the secrets:
 * the first seals, every one opens, so a secret can be rotated without signing everyone out.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "sazon", "session-cookie/v1", 32));
}

/** Wraps a Remix cookie with no secrets of its own, which then carries only the sealed text. */
export function sealedCookie(inner: Cookie, secrets: readonly string[]): Cookie {
  if (secrets.length === 0) throw new Error("sealedCookie needs at least one secret");
  if (inner.isSigned) throw new Error("sealedCookie wraps an unsigned cookie: the seal authenticates the value");
  const keys = secrets.map(keyFor);
  // The cookie's name is authenticated too: a sealed value cannot be moved to another cookie.
  const associated = Buffer.from(`${VERSION}|${inner.name}`);

  function seal(value: unknown): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", keys[0]!, iv).setAAD(associated);
    const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(value), "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${sealed.toString("base64url")}`;
  }

  /** The value, or null for anything not sealed by one of our keys (an older signed-only cookie, a forgery). */
  function open(text: unknown): unknown {
    if (typeof text !== "string" || !text.startsWith(`${VERSION}.`)) return null;
    const sealed = Buffer.from(text.slice(VERSION.length + 1), "base64url");
    if (sealed.length < IV_BYTES + TAG_BYTES) return null;
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
    for (const key of keys) {
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv).setAAD(associated).setAuthTag(tag);
        return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"));
      } catch {
        // Not this key (or not ours at all): try the next.
      }
    }
    return null;
  }

  return {
    name: inner.name,
    isSigned: true,
    get expires() {
      return inner.expires;
    },
    parse: async (cookieHeader, options) => open(await inner.parse(cookieHeader, options)),
    // An empty value is how a session is destroyed: it stays empty.
    serialize: (value, options) => inner.serialize(value === "" ? "" : seal(value), options),
  };
}
