import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { messageResponse } from "../contract/auth";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { RECIPE_RESTORE_DAYS, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { authoredRecipe, authoredRecipeBody, type AuthoredRecipeFields, authoredRecipeUpdateBody, myRecipesPage, myRecipesStatusFilter } from "../contract/recipe-authoring";
import { addressKey } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { type MessageKey, translate } from "../i18n/messages";
import { findRecipeSummary, loadRecipeParts } from "../recipes/recipe-queries";
import { findAuthor, listMyRecipes, presentAuthoredRecipe, presentCard } from "./authored-recipes";
import { isUnchangedRemix } from "./unchanged-remix";
import { chooseRecipePicture, chooseStepPictures, currentStepPictures } from "./featured-photo";
import {
  createDraft,
  deleteRecipe,
  findRecipeForAuthoring,
  isPublicNow,
  prepareRecipe,
  publishRecipe,
  type RecipeRow,
  remixRecipe,
  restoreRecipe,
  unpublishRecipe,
  updateRecipe,
} from "./recipe-writing";

/** Drafts, edits and remixes a member may make in a minute: a form saved now and then, not a script. */
const WRITES_PER_MINUTE = 30;

const recipeParam = z.object({ recipe: addressKey(SLUG_MAX_LENGTH) });
const notFound = notFoundAs("No such recipe, or another member's recipe nobody else may see (a draft, a deleted one)");
const notYours = forbidden("Another member's published recipe (an editor or an admin may change any: update:recipe:any), or an e-mail not verified (decision 029)");
const saved = dataEnvelope(authoredRecipe).extend({ message: z.string() });

const message = (c: Context<ApiBindings>, key: MessageKey) => translate(c.var.locale, key, { days: RECIPE_RESTORE_DAYS });

/** §5's 422 on the fields the member would change. */
function refusal(errors: Record<string, string>) {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]]));
  return { message: Object.values(errors)[0]!, errors: fields };
}

/**
 * The recipe a member may change: their own, or any with "update:recipe:any" (an editor, an admin). Someone else's recipe that
 * everyone can see is forbidden to them (403); one nobody else may see (a draft, a deleted one)
 * answers as if it did not exist (404).
 */
async function changeableOr404(c: Context<ApiBindings>, user: AuthenticatedUser, key: string, options: { deleted?: boolean } = {}): Promise<RecipeRow> {
  const recipe = await findRecipeForAuthoring(c.var.db, key, options);
  if (!recipe) throw new ApiError(404, "recipe_authoring.not_found");
  if (!can(user, "update:recipe", { ownerId: recipe.authorId })) {
    if (isPublicNow(recipe)) throw new ApiError(403, "auth.forbidden");
    throw new ApiError(404, "recipe_authoring.not_found");
  }
  return recipe;
}

/**
 * Reads the form's lines, catalogue slugs and main photo; a 422 answer when a slug names nothing or
 * the photo is not the author's (nor, for an admin's edit, the admin's). `recipe` is the one being
 * changed; none for a new draft.
 */
async function prepare(c: Context<ApiBindings>, user: AuthenticatedUser, fields: AuthoredRecipeFields, language: "es" | "en", recipe?: RecipeRow) {
  const owners = { ownerIds: [recipe?.authorId ?? user.id, user.id], mediaBaseUrl: c.var.env.MEDIA_BASE_URL };
  const [{ prepared, unknownCategories, unknownTags }, picture, stepPictures] = await Promise.all([
    prepareRecipe(c.var.db, fields, language),
    chooseRecipePicture(c.var.db, fields.featured_image_url, { current: recipe?.featuredImageUrl ?? null, ...owners }),
    (recipe ? currentStepPictures(c.var.db, recipe.id) : Promise.resolve([])).then((current) => chooseStepPictures(c.var.db, fields.step_sections, { current, ...owners })),
  ]);
  fields.step_sections.forEach((section, sectionIndex) => section.steps.forEach((step, stepIndex) => void (step.image_url = stepPictures.urls[sectionIndex]![stepIndex]!)));
  const errors: Record<string, string> = {};
  if (unknownCategories.length) errors.categories = translate(c.var.locale, "recipe_authoring.unknown_categories", { slugs: unknownCategories.join(", ") });
  if (unknownTags.length) errors.tags = translate(c.var.locale, "recipe_authoring.unknown_tags", { slugs: unknownTags.join(", ") });
  if ("refused" in picture) errors.featured_image_url = translate(c.var.locale, "recipe_authoring.photo_not_yours");
  for (const [section, step] of stepPictures.refused) errors[`step_sections.${section}.steps.${step}.image_url`] = translate(c.var.locale, "recipe_authoring.photo_not_yours");
  if ("set" in picture) prepared.picture = picture.set;
  return { prepared, refused: Object.keys(errors).length ? refusal(errors) : undefined };
}

const answer = async (c: Context<ApiBindings>, recipe: RecipeRow, key: MessageKey) => ({
  data: await presentAuthoredRecipe(c.var.db, recipe, c.var.env.MEDIA_BASE_URL),
  message: message(c, key),
});

const reread = async (c: Context<ApiBindings>, id: number) => (await findRecipeForAuthoring(c.var.db, String(id), { deleted: true }))!;

const createRoute_ = createRoute({
  method: "post",
  path: apiPaths.recipes,
  summary: "Creates a draft of the caller's; its slug is its title's, made unique",
  description:
    "Texts are in `language` (default: the member's content language, else the request's); `translation` holds the other language's, all optional. Ingredient lines are stored as written and read by the parser (decision 051). Nothing is public until published.",
  request: { body: jsonBody(authoredRecipeBody) },
  responses: {
    201: json(saved, "The draft"),
    401: unauthorized,
    403: notYours,
    422: invalid("Invalid data, unknown category or tag slugs, or a main photo that is not the member's"),
    429: tooManyAttempts,
  },
});

const editableRoute = createRoute({
  method: "get",
  path: apiPaths.editableRecipe,
  summary: "The recipe as its author (or an editor or admin) edits it: both languages, lines as written, steps in their sections",
  request: { params: recipeParam },
  responses: { 200: json(dataEnvelope(authoredRecipe), "The recipe"), 401: unauthorized, 403: notYours, 404: notFound, 422: invalid() },
});

const conflict = json(errorBody, "Someone saved the recipe since `revision`: nothing was changed (decision 076)");

const updateRoute = createRoute({
  method: "put",
  path: apiPaths.recipe,
  summary: "Replaces the recipe (the same body as creating one, and the revision it was based on); a new title after publication keeps the old slug as a redirect",
  description: "A save based on an older `revision` than the recipe's is refused with 409 and changes nothing: no edit silently overwrites another (decision 076).",
  request: { params: recipeParam, body: jsonBody(authoredRecipeUpdateBody) },
  responses: { 200: json(saved, "Saved"), 401: unauthorized, 403: notYours, 404: notFound, 409: conflict, 422: invalid(), 429: tooManyAttempts },
});

const keepEditRoute = createRoute({
  method: "post",
  path: apiPaths.keepRecipeEdit,
  summary: "Keeps an edit of the recipe (one refused by a conflict) as a new draft of the recipe's author, beside the recipe",
  request: { params: recipeParam, body: jsonBody(authoredRecipeBody) },
  responses: { 201: json(saved, "The edit, a new draft"), 401: unauthorized, 403: notYours, 404: notFound, 422: invalid(), 429: tooManyAttempts },
});

const publishRoute = createRoute({
  method: "post",
  path: apiPaths.publishRecipe,
  summary: "Publishes a draft now: search, sitemap, feeds and pages at once; followers notified and points earned once per recipe",
  request: { params: recipeParam },
  responses: { 200: json(saved, "Published (or already was)"), 401: unauthorized, 403: notYours, 404: notFound, 422: invalid("No lines or steps yet; an unchanged remix") },
});

const unpublishRoute = createRoute({
  method: "post",
  path: apiPaths.unpublishRecipe,
  summary: "Takes a recipe back to the drafts: out of every public read",
  request: { params: recipeParam },
  responses: { 200: json(saved, "A draft again"), 401: unauthorized, 403: notYours, 404: notFound, 422: invalid() },
});

const deleteRoute = createRoute({
  method: "delete",
  path: apiPaths.recipe,
  summary: `Deletes a recipe: gone from every public read, restorable by its author for ${RECIPE_RESTORE_DAYS} days`,
  request: { params: recipeParam },
  responses: { 200: json(messageResponse, "Deleted"), 401: unauthorized, 403: notYours, 404: notFound, 422: invalid() },
});

const restoreRoute = createRoute({
  method: "post",
  path: apiPaths.restoreRecipe,
  summary: `Restores a recipe deleted less than ${RECIPE_RESTORE_DAYS} days ago, as it was (published or draft)`,
  request: { params: recipeParam },
  responses: { 200: json(saved, "Restored"), 401: unauthorized, 403: notYours, 404: notFound, 422: invalid() },
});

const remixRoute = createRoute({
  method: "post",
  path: apiPaths.remixRecipe,
  summary: "Copies a published recipe into a new draft of the caller's that remembers its original",
  request: { params: recipeParam },
  responses: { 201: json(saved, "The remix, a draft"), 401: unauthorized, 403: forbidden("E-mail not verified"), 404: notFound, 422: invalid(), 429: tooManyAttempts },
});

const myRecipesRoute = createRoute({
  method: "get",
  path: apiPaths.myRecipes,
  summary: `The caller's drafts, published and scheduled recipes, and those deleted less than ${RECIPE_RESTORE_DAYS} days ago; last changed first, by cursor`,
  request: { query: cursorQuery.extend({ status: myRecipesStatusFilter.optional() }) },
  responses: { 200: json(myRecipesPage, "A page of recipes"), 401: unauthorized, 422: invalid() },
});

export const recipeAuthoringRouter = createRouter()
  .openapi(createRoute_, async (c) => {
    const user = requireVerifiedMember(c);
    await throttle(c, "recipe-write", String(user.id), WRITES_PER_MINUTE, 60);
    const body = c.req.valid("json");
    const language = body.language ?? user.contentLanguagePreference ?? c.var.locale;
    const { prepared, refused } = await prepare(c, user, body, language);
    if (refused) return c.json(refused, 422);
    const recipe = await createDraft(c.var.db, user.id, prepared);
    return c.json(await answer(c, recipe, "recipe_authoring.created"), 201);
  })
  .openapi(editableRoute, async (c) => {
    const user = requireUser(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe);
    return c.json({ data: await presentAuthoredRecipe(c.var.db, recipe, c.var.env.MEDIA_BASE_URL) }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe);
    await throttle(c, "recipe-write", String(user.id), WRITES_PER_MINUTE, 60);
    const { revision, ...body } = c.req.valid("json");
    const { prepared, refused } = await prepare(c, user, body, body.language ?? recipe.language ?? c.var.locale, recipe);
    if (refused) return c.json(refused, 422);
    const updated = await updateRecipe(c.var.db, recipe, prepared, revision);
    if (updated === "conflict") return c.json({ message: message(c, "recipe_authoring.conflict") }, 409);
    return c.json(await answer(c, updated, "recipe_authoring.saved"), 200);
  })
  .openapi(keepEditRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe);
    await throttle(c, "recipe-write", String(user.id), WRITES_PER_MINUTE, 60);
    const body = c.req.valid("json");
    const { prepared, refused } = await prepare(c, user, body, body.language ?? recipe.language ?? c.var.locale, recipe);
    if (refused) return c.json(refused, 422);
    const kept = await createDraft(c.var.db, recipe.authorId, prepared, { remixedFromId: recipe.remixedFromId });
    return c.json(await answer(c, kept, "recipe_authoring.kept"), 201);
  })
  .openapi(publishRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe);
    const parts = await loadRecipeParts(c.var.db, recipe.id);
    const missing: Record<string, string> = {};
    if (parts.lines.length === 0) missing.ingredients = translate(c.var.locale, "recipe_authoring.needs_ingredients");
    if (parts.steps.length === 0) missing.step_sections = translate(c.var.locale, "recipe_authoring.needs_steps");
    if (Object.keys(missing).length) return c.json(refusal(missing), 422);
    if (await isUnchangedRemix(c.var.db, recipe, c.var.env.MEDIA_BASE_URL)) throw new ApiError(422, "recipe_authoring.remix_unchanged");
    // An admin publishing someone's draft: followers are told about its author.
    const author = recipe.authorId === user.id ? user : await findAuthor(c.var.db, recipe.authorId);
    if (await publishRecipe(c.var.db, recipe.id, { id: author.id, name: author.name, slug: author.slug })) c.var.services.outbox.nudge(c.var.db);
    return c.json(await answer(c, await reread(c, recipe.id), "recipe_authoring.published"), 200);
  })
  .openapi(unpublishRoute, async (c) => {
    const user = requireUser(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe);
    await unpublishRecipe(c.var.db, recipe.id);
    return c.json(await answer(c, await reread(c, recipe.id), "recipe_authoring.unpublished"), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe);
    await deleteRecipe(c.var.db, recipe.id);
    return c.json({ message: message(c, "recipe_authoring.deleted") }, 200);
  })
  .openapi(restoreRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const recipe = await changeableOr404(c, user, c.req.valid("param").recipe, { deleted: true });
    if (recipe.deletedAt && !(await restoreRecipe(c.var.db, recipe.id))) throw new ApiError(404, "recipe_authoring.not_restorable", { days: RECIPE_RESTORE_DAYS });
    return c.json(await answer(c, await reread(c, recipe.id), "recipe_authoring.restored"), 200);
  })
  .openapi(remixRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const found = await findRecipeSummary(c.var.db, c.req.valid("param").recipe);
    if (!found) throw new ApiError(404, "recipe_authoring.not_found");
    await throttle(c, "recipe-write", String(user.id), WRITES_PER_MINUTE, 60);
    const remix = await remixRecipe(c.var.db, found.recipe, user.id);
    return c.json(await answer(c, remix, "recipe_authoring.remixed"), 201);
  })
  .openapi(myRecipesRoute, async (c) => {
    const user = requireUser(c);
    const { per_page: perPage, cursor, status } = c.req.valid("query");
    const page = await listMyRecipes(c.var.db, user.id, { perPage, cursor, status });
    return c.json({ data: page.rows.map((recipe) => presentCard(recipe, c.var.env.MEDIA_BASE_URL)), meta: { per_page: perPage, next_cursor: page.nextCursor } }, 200);
  });
