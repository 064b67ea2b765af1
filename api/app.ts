import { OpenAPIHono } from "@hono/zod-openapi";
import { accountRouter } from "./account/account.routes";
import { adminRouter } from "./admin/admin.routes";
import { bearerAuthentication } from "./access/auth-middleware";
import { clientAddress } from "./http/client-address";
import { csrfProtection } from "./security/csrf-protection";
import { authRouter } from "./auth/auth.routes";
import { createBroadcastingRouter } from "./broadcasting/broadcasting.routes";
import { emailVerificationRouter } from "./auth/email-verification.routes";
import { passwordResetRouter } from "./auth/password-reset.routes";
import { socialRouter } from "./auth/social.routes";
import { catalogueRouter } from "./catalogue/catalogue.routes";
import type { ApiEnv } from "./config/env";
import { apiPaths } from "./contract/paths";
import type { OpenedDatabase } from "./db/client";
import type { ApiBindings } from "./http/bindings";
import { onApiError, onApiNotFound } from "./http/errors";
import { privateAnswersForCallers } from "./http/private-answers";
import { assertRequirementsDeclared } from "./http/route-requirements";
import { validationHook } from "./http/validation";
import { negotiateLocale } from "./i18n/messages";
import { gamificationRouter } from "./gamification/gamification.routes";
import { activityRouter } from "./activity/activity.routes";
import { mediaRouter } from "./media/media.routes";
import { calendarFeedRouter } from "./meal-plans/calendar-feed.routes";
import { mealPlansRouter } from "./meal-plans/meal-plans.routes";
import { notificationsRouter } from "./notifications/notifications.routes";
import { recipesRouter } from "./recipes/recipes.routes";
import { recipeImportsRouter } from "./recipe-import/recipe-imports.routes";
import { sitemapRouter } from "./recipes/sitemap.routes";
import { forumSitemapRouter } from "./forums/forum-sitemap.routes";
import { articlesRouter } from "./articles/articles.routes";
import { challengesRouter } from "./challenges/challenges.routes";
import { eventsRouter } from "./events/events.routes";
import { contentFlagsRouter } from "./moderation/content-flags.routes";
import { moderationQueueRouter } from "./moderation/moderation-queue.routes";
import { searchRouter } from "./search/search.routes";
import { shoppingListChannelRule } from "./shopping-list/list-channel";
import { shoppingListRouter } from "./shopping-list/shopping-list.routes";
import { recipeShoppingListRouter } from "./shopping-list/recipe-shopping-list.routes";
import { communityRouter } from "./community/community.routes";
import { savedRecipesRouter } from "./saved-recipes/saved-recipes.routes";
import { recipeListsRouter } from "./recipe-lists/recipe-lists.routes";
import { recipeAuthoringRouter } from "./recipe-authoring/recipe-authoring.routes";
import { ingredientProposalsRouter } from "./ingredient-proposals/ingredient-proposals.routes";
import { pantryRouter } from "./pantry/pantry.routes";
import { photosRouter } from "./photos/photos.routes";
import { cooksnapsRouter } from "./cooksnaps/cooksnaps.routes";
import { forumModerationRouter } from "./forums/forum-moderation.routes";
import { forumsRouter } from "./forums/forums.routes";
import { forumEditsRouter } from "./forums/forum-edits.routes";
import { forumQuestionsRouter } from "./forums/forum-questions.routes";
import { shoppingListSharingRouter } from "./shopping-list-sharing/sharing.routes";
import { shoppingListInvitationsRouter } from "./shopping-list-sharing/invitations.routes";
import type { ApiServices } from "./services";
import { cspReportsRouter } from "./security/csp-reports.routes";
import { statusRouter } from "./status/status.routes";
import { tastesRouter } from "./tastes/tastes.routes";
import { popularRouter } from "./popular/popular.routes";

export interface ApiDependencies {
  database: OpenedDatabase;
  env: ApiEnv;
  services: ApiServices;
}

/** The recipe API as a fetch handler: `app.fetch(request)` works in-process and behind any HTTP server. */
export function createApiApp({ database, env, services }: ApiDependencies) {
  const app = new OpenAPIHono<ApiBindings>({ defaultHook: validationHook });

  app.use("*", async (c, next) => {
    c.set("db", database.db);
    c.set("databaseKind", database.kind);
    c.set("env", env);
    c.set("services", services);
    const locale = negotiateLocale(c.req.query("locale"), c.req.header("accept-language"));
    c.set("locale", locale);
    // Before the answer is made, so they are part of it: set afterwards, each would make Hono copy the answer.
    c.header("Content-Language", locale);
    c.header("Vary", "Accept-Language", { append: true });
    await next();
  });

  app.use("*", privateAnswersForCallers, clientAddress, csrfProtection, bearerAuthentication);

  app.route("/", statusRouter);
  app.route("/", authRouter);
  // Who may hear a private channel besides a member's own: each area that names channels gives its rule.
  app.route("/", createBroadcastingRouter([shoppingListChannelRule]));
  app.route("/", emailVerificationRouter);
  app.route("/", passwordResetRouter);
  app.route("/", socialRouter);
  app.route("/", accountRouter);
  app.route("/", tastesRouter);
  app.route("/", popularRouter);
  app.route("/", searchRouter);
  app.route("/", sitemapRouter);
  app.route("/", forumSitemapRouter);
  app.route("/", articlesRouter);
  app.route("/", challengesRouter);
  app.route("/", eventsRouter);
  app.route("/", recipesRouter);
  app.route("/", recipeAuthoringRouter);
  app.route("/", recipeImportsRouter);
  app.route("/", ingredientProposalsRouter);
  app.route("/", catalogueRouter);
  app.route("/", mediaRouter);
  app.route("/", photosRouter);
  app.route("/", communityRouter);
  app.route("/", cooksnapsRouter);
  app.route("/", forumsRouter);
  app.route("/", forumEditsRouter);
  app.route("/", forumModerationRouter);
  app.route("/", moderationQueueRouter);
  app.route("/", contentFlagsRouter);
  app.route("/", forumQuestionsRouter);
  app.route("/", savedRecipesRouter);
  app.route("/", recipeListsRouter);
  app.route("/", pantryRouter);
  app.route("/", shoppingListSharingRouter);
  app.route("/", shoppingListInvitationsRouter);
  app.route("/", notificationsRouter);
  app.route("/", shoppingListRouter);
  app.route("/", recipeShoppingListRouter);
  app.route("/", gamificationRouter);
  app.route("/", activityRouter);
  app.route("/", mealPlansRouter);
  app.route("/", calendarFeedRouter);
  app.route("/", cspReportsRouter);
  app.route("/", adminRouter);

  app.doc31(apiPaths.openApi, {
    openapi: "3.1.0",
    info: { title: `${env.SITE_NAME} recipe API`, version: "1.0.0" },
  });

  // Every endpoint says who may call it (decision 064): a route without a declared requirement does not start.
  assertRequirementsDeclared(app.routes);

  app.onError(onApiError);
  app.notFound(onApiNotFound);
  return app;
}
