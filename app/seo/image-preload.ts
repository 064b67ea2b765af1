import type { MetaDescriptor } from "@remix-run/node";

/**
 * A page's main image (the largest thing in the first screen: Lighthouse's LCP element) preloaded
 * from the head, so it is fetched alongside the stylesheet instead of when the parser reaches it.
 */
export function mainImagePreload(image: { url: string } | null | undefined): MetaDescriptor[] {
  // React 18 does not know fetchPriority: the lowercase attribute reaches the HTML as it is.
  return image ? [{ tagName: "link", rel: "preload", as: "image", href: image.url, fetchpriority: "high" }] : [];
}
