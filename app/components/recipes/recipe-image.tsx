import type { RecipeSummary } from "#api/contract/recipes";

type RecipeImageData = NonNullable<RecipeSummary["image"]>;

/**
 * A recipe's picture, always with its own width and height (so nothing shifts while it loads) and
 * no alternative text: it repeats the recipe's title, which is next to it. `priority` is the page's
 * main image (fetched first, never lazily); the others load lazily unless `eager`.
 */
export function RecipeImage({ image, loading = "lazy", className }: { image: RecipeImageData; loading?: "lazy" | "eager" | "priority"; className: string }) {
  if (loading === "priority") {
    // React 18 does not know fetchPriority yet; the lowercase attribute reaches the HTML as it is.
    return <img src={image.url} width={image.width} height={image.height} alt="" {...{ fetchpriority: "high" }} className={className} />;
  }
  return <img src={image.url} width={image.width} height={image.height} alt="" loading={loading} decoding="async" className={className} />;
}
