import type { MetaDescriptor } from "@remix-run/node";
import { type RecipeImageData, memberPhotoSources } from "~/components/recipes/recipe-image";

/**
 * A page's main image (the largest thing in the first screen: Lighthouse's LCP element) preloaded
 * from the head, so it is fetched at once, first, instead of when the parser reaches it.
 * `sizes` is how wide the page draws it, the same `sizes` its `RecipeImage` is given.
 */
export function mainImagePreload(image: RecipeImageData | null | undefined, sizes: string): MetaDescriptor[] {
  if (!image) return [];
  // React 18 does not know fetchPriority: the lowercase attribute reaches the HTML as it is.
  const photo = memberPhotoSources(image);
  if (photo) {
    // A member's photo is a <picture> whose AVIF set comes first: the preload offers that set with the
    // same sizes, so the browser fetches the very file it will draw. A browser without AVIF skips the
    // preload (its `type`) and draws the WebP set as it reaches it, rather than fetching a file twice.
    return [{ tagName: "link", rel: "preload", as: "image", type: "image/avif", imageSrcSet: photo.srcset_avif, imageSizes: sizes, fetchpriority: "high" }];
  }
  return [{ tagName: "link", rel: "preload", as: "image", href: image.url, fetchpriority: "high" }];
}
