import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A URL-safe random secret. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Secrets are stored as SHA-256 digests: a stolen table holds nothing usable. */
export function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
