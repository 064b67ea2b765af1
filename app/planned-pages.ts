import { type PageNode, planned } from "./platform/routing/page-declaration";

/**
 * §2's paths whose pages are not built yet, and its address families (`section/*`). They answer
 * 404 today, after the guard: a visitor is not sent to sign in from a public one. A coming area
 * replaces its entry by its `page()` declarations. Paths with no entry at all need a signed-in,
 * verified member (§2: "any path not in the public list needs login").
 */
const publicPaths = [
  "checkout",
  "chat",
  "ebooks",
  "ebooks/*",
  // Deeper addresses under the forums' pages: public 404s, not sign-in prompts.
  "forums/c/*",
  "forums/t/*",
  "plus/pricing",
  "subscribe/success",
  "subscribe/cancel",
  // Old and §2-named addresses the canonical rules redirect (docs/decisions/011, 013), and what lies below the sections.
  "recipes",
  "recipes/*",
  "receta",
  "receta/*",
  "recetas/*",
  "categorias/*",
  "categoria/*",
  "tag/*",
  "buscar/*",
  "users/*",
  "chefs",
];

/** §2's member prefixes: named so that no page relies on the default. */
const memberPaths = ["agregar/*", "user/*", "settings/*", "meal-planner/*", "recipe-lists/*", "my-account/*"];

export const plannedPages: PageNode[] = [
  ...publicPaths.map((path) => planned(path, { access: "public" })),
  planned("ai-chefs", { access: "public", trailingSlash: true }),
  // Profiles (§9: 180 s): the AI chefs', and old profile addresses the canonical rules redirect.
  ...["ai-chefs/*", "chef/*", "profile/*"].map((path) => planned(path, { access: "public", cache: 180 })),
  // Two variants with different product names (§2): /my-{product}/recommendations.
  planned(":product/recommendations", { access: "public" }, { product: "my-" }),
  ...memberPaths.map((path) => planned(path, { access: "member" })),
  planned("admin", { access: "admin", cache: "private", index: "noindex", trailingSlash: true, ads: "none", analytics: "admin" }),
  planned("admin/*", { access: "admin", cache: "private", index: "noindex", ads: "none", analytics: "admin" }),
];

/** Outside the locale layout: resource routes to come answer for themselves. */
export const plannedResources: PageNode[] = [planned("resources/*", { access: "unguarded" })];
