import { page, type PageNode } from "../../platform/routing/page-declaration";

/** Category pages (§9: 5400 s, 6 ad slots). */
const categoryPage = { access: "public", cache: 5400, index: "sitemap", ads: { slots: 6, auto: false }, analytics: "recipes" } as const;

/** The recipe list, the category tree, a category and a tag (§2 canonical addresses, with their trailing slashes). */
export const browseRoutes: PageNode[] = [
  page("recetas", "areas/browse/recipes.tsx", {
    id: "browse/recipes",
    indexRoute: true,
    ...categoryPage,
    trailingSlash: true,
    sitemapOrder: 2,
    nav: [{ menu: "primary", order: 1, labelKey: "nav.recipes" }],
  }),
  page("categorias", "areas/browse/categories.tsx", {
    id: "browse/categories",
    indexRoute: true,
    ...categoryPage,
    trailingSlash: true,
    sitemapOrder: 3,
    nav: [{ menu: "primary", order: 2, labelKey: "nav.categories" }],
  }),
  page("categoria/:slug", "areas/browse/category.tsx", { id: "browse/category", ...categoryPage }),
  page("tag/:slug", "areas/browse/tag.tsx", { id: "browse/tag", ...categoryPage }),
];
