import { redirect } from "@remix-run/node";
import { slugParam } from "#api/contract/slug-param";
import { slugify } from "#api/contract/text";
import { notFound } from "./responses.server";

/**
 * The slug of a /{section}/{slug} address. §2's canonical rule slugifies the slug segment
 * (server.ts does so for documents; this covers client-side navigations and data requests): a
 * fixable slug is sent to `canonicalAddress(slug)` with a 301, one that slugifies into nothing is
 * not a page (404). Without `canonicalAddress`, any malformed slug is a 404.
 */
export function requireSlug(request: Request, raw: string | undefined, canonicalAddress?: (slug: string) => string): string {
  const parsed = slugParam.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (canonicalAddress) {
    const canonical = slugify(raw ?? "");
    if (slugParam.safeParse(canonical).success) throw redirect(canonicalAddress(canonical), 301);
  }
  throw notFound(request, "invalid-param");
}
