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
  tastes: "/api/user/tastes",
  tastesRecipes: "/api/user/tastes/recipes",
  privacySettings: "/api/user/privacy-settings",
  userAvatar: "/api/user/avatar",
  account: "/api/user/account",
  accountExport: "/api/user/export",
  avatar: "/api/avatars/{file}",

  // Recipes and the catalogue
  recipes: "/api/recipes",
  featuredRecipes: "/api/recipes/featured",
  popularThisWeek: "/api/popular-recipes",
  availableIngredients: "/api/recipes/available-ingredients",
  recipe: "/api/recipes/{recipe}",
  relatedRecipes: "/api/recipes/{recipe}/related",
  sitemapRecipes: "/api/recipes/sitemap",
  sitemapForumThreads: "/api/forums/sitemap",
  sitemapArticles: "/api/articles/sitemap",
  sitemapEvents: "/api/events/sitemap",
  categories: "/api/categories",
  filterableCategories: "/api/filterable-categories",
  category: "/api/categories/{slug}",
  categoryRecipes: "/api/categories/{slug}/recipes",
  tags: "/api/tags",
  tag: "/api/tags/{slug}",
  tagRecipes: "/api/tags/{slug}/recipes",
  media: "/api/media/{folder}/{file}",
  socialImage: "/api/media/social/{folder}/{file}",
  recipeImports: "/api/recipe-imports",
  // Writing recipes (decision 052): POST recipes makes a draft; the author (or an admin) edits one by id or slug.
  editableRecipe: "/api/recipes/{recipe}/edit",
  publishRecipe: "/api/recipes/{recipe}/publish",
  unpublishRecipe: "/api/recipes/{recipe}/unpublish",
  restoreRecipe: "/api/recipes/{recipe}/restore",
  remixRecipe: "/api/recipes/{recipe}/remix",
  keepRecipeEdit: "/api/recipes/{recipe}/kept-edits",
  myRecipes: "/api/user/recipes",
  photos: "/api/photos",
  photo: "/api/photos/{photo}",
  photoFile: "/api/media/photos/{photo}/{file}",

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
  // Ingredient proposals (decision 058): members propose, admins decide.
  ingredientProposals: "/api/ingredient-proposals",
  adminIngredientProposals: "/api/admin/ingredient-proposals",
  approveIngredientProposal: "/api/admin/ingredient-proposals/{proposal}/approve",
  rejectIngredientProposal: "/api/admin/ingredient-proposals/{proposal}/reject",
  // The site's moderation queue (decision 094): held forum posts.
  moderationQueue: "/api/admin/moderation",
  moderationHeldPost: "/api/admin/moderation/held-posts/{kind}/{post}",
  moderationFlaggedPost: "/api/admin/moderation/flagged-posts/{kind}/{post}",
  // A moderator hides or restores a forum post from its thread (decision 097).
  moderationPostVisibility: "/api/admin/moderation/posts/{kind}/{post}/visibility",

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
  reviewFlags: "/api/reviews/{id}/flags",
  feed: "/api/feed",
  // Cooksnaps (decision 055)
  recipeCooksnaps: "/api/recipes/{recipe}/cooksnaps",
  memberCooksnaps: "/api/users/{slug}/cooksnaps",
  cooksnap: "/api/cooksnaps/{id}",
  cooksnapFlags: "/api/cooksnaps/{id}/flags",
  followedCooksnaps: "/api/feed/cooksnaps",
  // Challenges (issue 34, decision 109): read by anyone; members enter and vote, hosts and admins set them.
  challenges: "/api/challenges",
  challenge: "/api/challenges/{challenge}",
  challengeMine: "/api/challenges/{challenge}/mine",
  challengeEntries: "/api/challenges/{challenge}/entries",
  challengeVotes: "/api/challenges/{challenge}/entries/{entry}/votes",
  // Forums (issue 33; decisions 083, 084)
  // Articles (issue 34, decision 103): read by anyone; editors and admins write them.
  articles: "/api/articles",
  articleSearch: "/api/articles/search",
  article: "/api/articles/{article}",
  // Events (issue 34, decision 106): read by anyone; members sign up; hosts and admins organise.
  events: "/api/events",
  managedEvents: "/api/events/manage",
  event: "/api/events/{event}",
  eventCalendar: "/api/events/{event}/ics",
  eventRsvp: "/api/events/{event}/rsvp",
  eventCancel: "/api/events/{event}/cancel",
  eventAttendees: "/api/events/{event}/attendees",

  forumCategories: "/api/forums/categories",
  forumCategoryThreads: "/api/forums/categories/{category}/threads",
  forumBusiestThreads: "/api/forums/busiest",
  forumThreads: "/api/forums/threads",
  forumThread: "/api/forums/threads/{thread}",
  forumThreadReplies: "/api/forums/threads/{thread}/replies",
  forumThreadWatch: "/api/forums/threads/{thread}/watch",
  forumThreadSolution: "/api/forums/threads/{thread}/solution",
  forumThreadModeration: "/api/forums/threads/{thread}/moderation",
  forumReply: "/api/forums/replies/{reply}",
  forumThreadHistory: "/api/forums/threads/{thread}/history",
  forumReplyHistory: "/api/forums/replies/{reply}/history",
  forumThreadReaction: "/api/forums/threads/{thread}/reactions/{reaction}",
  forumReplyReaction: "/api/forums/replies/{reply}/reactions/{reaction}",
  forumPreview: "/api/forums/preview",
  forumThreadFlags: "/api/forums/threads/{thread}/flags",
  forumReplyFlags: "/api/forums/replies/{reply}/flags",
  forumRecipeThreads: "/api/forums/recipes/{recipe}/threads",
  forumSearch: "/api/forums/search",
  forumIngredientThreads: "/api/forums/ingredients/{ingredient}/threads",
  gamificationStats: "/api/user/gamification-stats",
  activity: "/api/user/activity",

  // My kitchen
  savedRecipes: "/api/user/saved-recipes",
  saveRecipe: "/api/recipes/{recipe}/save",
  // Recipe lists (decision 045): the caller's own by their slug; a member's public ones under the member.
  recipeLists: "/api/recipe-lists",
  recipeListsOrder: "/api/recipe-lists/order",
  recipeList: "/api/recipe-lists/{list}",
  recipeListRecipes: "/api/recipe-lists/{list}/recipes",
  recipeListRecipe: "/api/recipe-lists/{list}/recipes/{recipe}",
  recipeListsWithRecipe: "/api/recipes/{recipe}/recipe-lists",
  memberRecipeLists: "/api/users/{slug}/recipe-lists",
  memberRecipeList: "/api/users/{slug}/recipe-lists/{list}",
  // Meal planner and its calendar feeds (docs/decisions/046)
  mealPlans: "/api/meal-plans",
  currentWeekMealPlan: "/api/meal-plans/current-week",
  mealPlan: "/api/meal-plans/{plan}",
  mealPlanEntries: "/api/meal-plans/{plan}/entries",
  mealPlanEntry: "/api/meal-plans/{plan}/entries/{entry}",
  copyLastWeek: "/api/meal-plans/{plan}/copy-last-week",
  mealPlanCopies: "/api/meal-plans/{plan}/copies",
  mealPlanRecipeChoices: "/api/meal-planner/recipe-choices",
  calendarFeedSettings: "/api/user/calendar-feed",
  calendarFeed: "/api/calendar/{token}",
  planCalendarFeed: "/api/calendar/{token}/plans/{plan}",
  // My kitchen: the pantry (decision 048)
  ingredientSearch: "/api/ingredients/search",
  pantry: "/api/user/pantry",
  pantryItems: "/api/user/pantry/items",
  pantryItem: "/api/user/pantry/items/{ingredient}",
  pantrySettings: "/api/user/pantry/settings",
  pantryRecipes: "/api/user/pantry/recipes",
  // The member's units and staples (decisions 047, 054)
  kitchenSettings: "/api/user/kitchen-settings",

  // My kitchen: the shopping list (the member's own; any list they may use by id)
  ownShoppingList: "/api/user/shopping-list",
  shoppingList: "/api/shopping-lists/{list}",
  shoppingListRecipes: "/api/shopping-lists/{list}/recipes",
  shoppingListRecipeLists: "/api/shopping-lists/{list}/recipe-lists",
  shoppingListMealPlans: "/api/shopping-lists/{list}/meal-plans",
  shoppingListLines: "/api/shopping-lists/{list}/lines",
  shoppingListLine: "/api/shopping-lists/{list}/lines/{line}",
  shoppingListCheckedLines: "/api/shopping-lists/{list}/checked-lines",
  // What to buy for one recipe, less the caller's pantry (decision 054)
  recipeShoppingList: "/api/recipes/{recipe}/shopping-list",
  // Sharing a shopping list (decision 048)
  usableShoppingLists: "/api/user/shopping-lists",
  shoppingListPeople: "/api/shopping-lists/{list}/members",
  shoppingListPerson: "/api/shopping-lists/{list}/members/{member}",
  // Invitations the member answers (decision 077).
  shoppingListInvitations: "/api/user/shopping-list-invitations",
  acceptShoppingListInvitation: "/api/user/shopping-list-invitations/{list}/accept",
  declineShoppingListInvitation: "/api/user/shopping-list-invitations/{list}/decline",

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
