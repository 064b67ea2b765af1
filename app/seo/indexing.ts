import { pathWithoutLocale } from "~/i18n/locales";

/**
 * Whether search engines should list a page (§2 page metadata; docs/decisions/013-canonical-urls.md),
 * by path without its locale prefix; first match wins.
 * - sitemap: listed in /sitemap.xml (app/seo/sitemap.ts) and indexed;
 * - noindex: never indexed (routeMeta adds robots noindex,follow): forms, a member's own pages;
 * - unlisted: indexable, found through links only (profiles, the plain search page, sign-up);
 * - redirect: never drawn, the loader always sends the visitor elsewhere.
 * A page may still add noindex for some views (a later page of reviews, a filtered list).
 */
export type IndexingDecision = "sitemap" | "noindex" | "unlisted" | "redirect";

const indexingRules: readonly (readonly [RegExp, IndexingDecision])[] = [
  [/^\/$/, "sitemap"],
  [/^\/(?:recetas|categorias)$/, "sitemap"],
  [/^\/(?:receta|categoria|tag)\/[^/]+$/, "sitemap"],
  [/^\/(?:faq|about|terms|privacy|cookies|contact)$/, "sitemap"],
  // What to buy for a recipe: the recipe's ingredients again, per servings and per member; the recipe is what to index (decision 054).
  [/^\/receta\/[^/]+\/marketplace$/, "noindex"],
  [/^\/(?:buscar|search)$/, "unlisted"],
  [/^\/buscar\/[^/]+$/, "redirect"],
  [/^\/users\/[^/]+(?:\/(?:followers|following))?$/, "unlisted"],
  // A public recipe list: indexable like the profile it belongs to, found through links (decision 045).
  [/^\/users\/[^/]+\/lists\/[^/]+$/, "unlisted"],
  [/^\/perfil(?:\/.*)?$/, "redirect"],
  [/^\/(?:auth\/)?sign-up$/, "unlisted"],
  // Sharing a recipe: what it involves, found through the site's links; the form itself and a remix's confirmation are never indexed (decision 056).
  [/^\/agregar$/, "unlisted"],
  [/^\/agregar\/[^/]+$|^\/receta\/[^/]+\/remix$/, "noindex"],
  [/^\/(?:sign-in|auth|feed|notifications|settings|user|admin|recipe-lists)(?:\/|$)/, "noindex"],
  [/^\/meal-planner(?:\/|$)/, "noindex"],
];

/** The decision a path is explicitly given, or undefined (app/route-coverage.test.ts requires one for every page). */
export function indexingDecision(pathname: string): IndexingDecision | undefined {
  const bare = pathWithoutLocale(pathname);
  const path = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return indexingRules.find(([pattern]) => pattern.test(path))?.[1];
}
