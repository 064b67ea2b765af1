/**
 * Namespaces the browser does not load before hydrating: the long page texts, sent with their pages,
 * and cook mode's, fetched with its code on the first click (docs/decisions/050). vite.config.ts
 * leaves them out of each language's translations chunk too.
 */
export const pageOnlyNamespaces = ["pages", "cook-mode"];

/**
 * What a visitor's first view of home, a recipe, search and the recipe lists renders: one chunk per
 * language, preloaded by every page. The other namespaces (the member's areas, settings, sign-in)
 * are a second chunk, loaded before hydrating only by a page whose render used one of them, and
 * otherwise once the page has hydrated and the browser is idle (decision 082).
 */
export const firstViewNamespaces = ["common", "community", "recipe", "recipe-authoring", "home", "search", "browse", "articles"];
