import type { RecipeSummary } from "#api/contract/recipes";
import { MemberPhoto } from "./member-photo";

export type RecipeImageData = NonNullable<RecipeSummary["image"]>;

/** A member's photo comes in sizes (AVIF and WebP sets); the demo's pictures are single files. */
export function memberPhotoSources(image: RecipeImageData) {
  const { srcset_avif, srcset_webp } = image;
  return srcset_avif && srcset_webp ? { ...image, srcset_avif, srcset_webp } : null;
}

/**
 * A recipe's picture, always with its own width and height (so nothing shifts while it loads) and
 * no alternative text: it repeats the recipe's title, which is next to it. `priority` is the page's
 * main image (fetched first, never lazily); the others load lazily unless `eager`. A member's photo
 * (it has srcsets) is drawn by `MemberPhoto`, which lets the browser pick the size `sizes` needs.
 */
export function RecipeImage({
  image,
  loading = "lazy",
  sizes = "100vw",
  className,
}: {
  image: RecipeImageData;
  loading?: "lazy" | "eager" | "priority";
  /** How wide it shows, for a member's photo: "(min-width: 1024px) 22rem, 100vw". */
  sizes?: string;
  className: string;
}) {
  const photo = memberPhotoSources(image);
  if (photo) return <MemberPhoto photo={photo} sizes={sizes} loading={loading} className={className} />;
  if (loading === "priority") {
    // React 18 does not know fetchPriority yet; the lowercase attribute reaches the HTML as it is.
    return <img src={image.url} width={image.width} height={image.height} alt="" {...{ fetchpriority: "high" }} className={className} />;
  }
  return <img src={image.url} width={image.width} height={image.height} alt="" loading={loading} decoding="async" className={className} />;
}
