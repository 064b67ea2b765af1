/**
 * Namespaces the browser does not load before hydrating: the long page texts, sent with their pages,
 * and cook mode's, fetched with its code on the first click (docs/decisions/050). vite.config.ts
 * leaves them out of each language's translations chunk too.
 */
export const pageOnlyNamespaces = ["pages", "cook-mode"];
