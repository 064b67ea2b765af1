/**
 * Every path of the recipe API (§7), written once in OpenAPI's template syntax: the API declares its
 * routes with them (`createRoute({ path: apiPaths.category })`), the web's client fills them
 * (`apiPath(apiPaths.category, { slug })`).
 */
export const apiPaths = {
  // Status
  status: "/api/status",
  health: "/healthz",
  openApi: "/api/openapi.json",

  // Accounts
  csrfCookie: "/sanctum/csrf-cookie",
  register: "/api/register",
  login: "/api/auth/login",
  logout: "/api/auth/logout",
  resendVerification: "/api/auth/email/resend-verification",
  verifyEmail: "/api/auth/email/verify/{id}/{token}",
  forgotPassword: "/api/auth/forgot-password",
  resetPassword: "/api/auth/reset-password",
  socialProviders: "/api/auth/providers",
  socialRedirect: "/api/auth/{provider}/redirect",
  socialCallback: "/api/auth/{provider}/callback",
  socialExchange: "/api/auth/social/exchange",
  profile: "/api/user/profile",
  validateSocialAuth: "/api/user/validate-social-auth",
  password: "/api/user/password",
  contentLanguagePreference: "/api/user/content-language-preference",
  notificationPreferences: "/api/user/notification-preferences",
  privacySettings: "/api/user/privacy-settings",
  userAvatar: "/api/user/avatar",
  account: "/api/user/account",
  accountExport: "/api/user/export",
  avatar: "/api/avatars/{file}",

  // Recipes and the catalogue
  recipes: "/api/recipes",
  featuredRecipes: "/api/recipes/featured",
  availableIngredients: "/api/recipes/available-ingredients",
  recipe: "/api/recipes/{recipe}",
  relatedRecipes: "/api/recipes/{recipe}/related",
  sitemapRecipes: "/api/recipes/sitemap",
  categories: "/api/categories",
  filterableCategories: "/api/filterable-categories",
  category: "/api/categories/{slug}",
  categoryRecipes: "/api/categories/{slug}/recipes",
  tags: "/api/tags",
  tag: "/api/tags/{slug}",
  tagRecipes: "/api/tags/{slug}/recipes",
  media: "/api/media/{folder}/{file}",
  socialImage: "/api/media/social/{folder}/{file}",

  // Search
  search: "/api/recipes/search",
  filter: "/api/recipes/filter",
  facets: "/api/filtered-categories-with-counts",
  suggestions: "/api/recipes/suggestions",
  popularSearches: "/api/analytics/popular-searches",

  // Security reports and the admin area's calls (decisions/031)
  cspReports: "/api/csp-reports",
  adminCspReports: "/api/admin/csp-reports",
  hiddenPopularSearches: "/api/admin/popular-searches/hidden",
  hiddenPopularSearch: "/api/admin/popular-searches/hidden/{query}",

  // Community
  member: "/api/users/{slug}",
  memberRecipes: "/api/users/{slug}/recipes",
  memberReviews: "/api/users/{slug}/reviews",
  followers: "/api/users/{slug}/followers",
  following: "/api/users/{slug}/following",
  followStatus: "/api/users/{slug}/follow-status",
  follow: "/api/users/{slug}/follow",
  recipeReviews: "/api/recipes/{recipe}/reviews",
  review: "/api/reviews/{id}",
  feed: "/api/feed",
  gamificationStats: "/api/user/gamification-stats",
  activity: "/api/user/activity",

  // Notifications and the live channel
  notifications: "/api/notifications",
  unreadNotifications: "/api/notifications/unread-count",
  markNotificationsRead: "/api/notifications/mark-read",
  markAllNotificationsRead: "/api/notifications/mark-all-read",
  /** Also served without the /api prefix, where Laravel has it. */
  broadcastingAuth: "/api/broadcasting/auth",
  broadcastingUserAuth: "/api/broadcasting/user-auth",
} as const;

type ParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParameterNames<Rest> : never;

/** A path's placeholders and their values: `{ slug: "paella" }` for "/api/categories/{slug}". */
export type PathParameters<Path extends string> = Record<ParameterNames<Path>, string | number>;

/** The path with each {placeholder} replaced by its value, URL-encoded: "/api/categories/{slug}" → "/api/categories/paella". */
export function apiPath<Path extends string>(template: Path, parameters: PathParameters<Path>): string {
  const values = parameters as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
