import type { Photo } from "#api/contract/photos";

/**
 * A photo a member uploaded (decision 053), beside `RecipeImage` (which keeps drawing the demo's
 * single-file pictures as before): `<picture>` offers the AVIF sizes first and the WebP ones after,
 * `sizes` says how wide it shows so the browser picks the smallest file that fills it; width and
 * height (the largest size's) keep its box while it loads, over the tiny blurred placeholder.
 * `priority` is the page's main picture (fetched first, never lazily); the others load lazily unless `eager`.
 */
/** What drawing a member photo takes: its sizes, and its placeholder when the answer carries it (a recipe's picture does not). */
type MemberPhotoSources = Pick<Photo, "url" | "srcset_avif" | "srcset_webp" | "width" | "height"> & { placeholder?: string };

export function MemberPhoto({
  photo,
  sizes,
  alt = "",
  loading = "lazy",
  className,
}: {
  photo: MemberPhotoSources;
  /** How wide it shows, as `<img sizes>`: "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  alt?: string;
  loading?: "lazy" | "eager" | "priority";
  className: string;
}) {
  const placeholder = photo.placeholder ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" } : undefined;
  // React 18 does not know fetchPriority yet; the lowercase attribute reaches the HTML as it is.
  const fetching = loading === "priority" ? { fetchpriority: "high" } : { loading, decoding: "async" as const };
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcset_avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcset_webp} sizes={sizes} />
      <img src={photo.url} width={photo.width} height={photo.height} alt={alt} {...fetching} style={placeholder} className={className} />
    </picture>
  );
}
