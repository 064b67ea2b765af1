import { useRouteLoaderData } from "@remix-run/react";
import type { RecipeDetail } from "#api/contract/recipes";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import type { TrailStep } from "~/areas/recipes/recipe-trail";
import type { SiteMeta } from "~/platform/seo/route-meta";
import { recipeStructuredData } from "~/areas/recipes/recipe-schema-org";
import { breadcrumbStructuredData, serializeJsonLd } from "~/platform/seo/structured-data";

/**
 * The page's Recipe and BreadcrumbList, rendered like the site-wide blocks in root.tsx. JSON-LD is
 * data, never executed, so the script-src nonce does not apply to it.
 */
export function RecipeStructuredData({ recipe, trail }: { recipe: RecipeDetail; trail: TrailStep[] }) {
  const siteUrl = useRouteLoaderData<{ site?: SiteMeta }>("root")?.site?.siteUrl ?? "";
  const to = useLocalizedPath();
  const absolute = (path: string) => `${siteUrl}${path}`;
  const blocks = [
    recipeStructuredData({ recipe, url: absolute(to(`/receta/${recipe.slug}`)), siteUrl, authorUrl: absolute(to(`/users/${recipe.user.slug}`)) }),
    breadcrumbStructuredData(trail.map((step) => ({ name: step.name, url: absolute(step.path) }))),
  ];
  return (
    <>
      {blocks.map((block) => (
        <script key={String(block["@type"])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  );
}
