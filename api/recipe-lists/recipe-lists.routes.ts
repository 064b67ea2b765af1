import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { messageResponse } from "../contract/auth";
import { dataEnvelope } from "../contract/envelopes";
import { MEMBER_SLUG_MAX_LENGTH, RECIPE_LISTS_PER_MEMBER, RECIPES_PER_RECIPE_LIST, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import {
  addRecipeToListBody,
  createRecipeListBody,
  moveRecipeInListBody,
  recipeListCard,
  recipeListDetail,
  recipeListMembership,
  reorderRecipeListsBody,
  updateRecipeListBody,
} from "../contract/recipe-lists";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { findMemberBySlug } from "../community/profiles";
import { visibilityOf } from "../community/profile-visibility";
import { addressKey } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { tagAnswer } from "../http/cache-tags";
import { CATALOGUE_TAG, RECIPE_SET_TAG, listTag, memberActivityTag, memberTag } from "../contract/cache-tags";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { type MessageKey, translate } from "../i18n/messages";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { presentListCard, presentListDetail } from "./recipe-list-presenter";
import {
  addRecipe,
  createList,
  deleteList,
  findOwnList,
  findOwner,
  findRecipeInList,
  listExtras,
  listMemberListsHolding,
  listMemberLists,
  listRecipes,
  moveRecipe,
  type RecipeList,
  removeRecipe,
  reorderLists,
  updateList,
} from "./recipe-list-queries";

const notFound = notFoundAs("No such list, member or recipe (another member's private list included)");
const listParam = z.object({ list: addressKey(SLUG_MAX_LENGTH) });
const listRecipeParam = listParam.extend({ recipe: addressKey(SLUG_MAX_LENGTH) });
const recipeParam = z.object({ recipe: addressKey(SLUG_MAX_LENGTH) });
const memberParam = z.object({ slug: addressKey(MEMBER_SLUG_MAX_LENGTH) });
const memberListParam = memberParam.extend({ list: addressKey(SLUG_MAX_LENGTH) });

const cards = dataEnvelope(z.array(recipeListCard));
const detail = dataEnvelope(recipeListDetail);
const saved = dataEnvelope(recipeListCard).extend({ message: z.string() });
const publishing = forbidden("A public list needs a verified e-mail (decision 029)");

/** The caller's own list by its slug: anyone else's, private or public, is not found here. */
async function ownListOr404(c: Context<ApiBindings>, slug: string) {
  const user = requireUser(c);
  const list = await findOwnList(c.var.db, user.id, slug);
  if (!list) throw new ApiError(404, "recipe_lists.not_found");
  return { user, list };
}

async function cardsOf(c: Context<ApiBindings>, ownerId: number, lists: RecipeList[]) {
  const [owner, extras] = await Promise.all([
    findOwner(c.var.db, ownerId),
    listExtras(
      c.var.db,
      lists.map((list) => list.id),
    ),
  ]);
  return lists.map((list) => presentListCard(list, owner, extras.get(list.id)!, c.var.locale, c.var.env.MEDIA_BASE_URL));
}

async function cardOf(c: Context<ApiBindings>, list: RecipeList) {
  return (await cardsOf(c, list.userId, [list]))[0]!;
}

async function detailOf(c: Context<ApiBindings>, list: RecipeList) {
  const [owner, recipes] = await Promise.all([findOwner(c.var.db, list.userId), listRecipes(c.var.db, list.id)]);
  return presentListDetail(list, owner, recipes, c.var.locale, c.var.env.MEDIA_BASE_URL);
}

const message = (c: Context<ApiBindings>, key: MessageKey) => translate(c.var.locale, key);

/** A member whose profile the caller may see: their public lists live under it. */
async function visibleMemberOr404(c: Context<ApiBindings>, slug: string) {
  const member = await findMemberBySlug(c.var.db, slug);
  if (!member || !visibilityOf(member, c.var.user?.id).profile) throw new ApiError(404, "community.user_not_found");
  return member;
}

const myListsRoute = createRoute({
  method: "get",
  path: apiPaths.recipeLists,
  summary: "The caller's recipe lists in their order, with recipe counts and a few cover pictures",
  responses: { 200: json(cards, "Lists"), 401: unauthorized },
});

const createListRoute = createRoute({
  method: "post",
  path: apiPaths.recipeLists,
  summary: "Creates a list (private unless is_public); its slug is the name's, made unique among the caller's lists",
  request: { body: jsonBody(createRecipeListBody) },
  responses: { 201: json(saved, "Created"), 401: unauthorized, 403: publishing, 422: invalid("Invalid data, or the most lists a member may keep") },
});

const reorderListsRoute = createRoute({
  method: "put",
  path: apiPaths.recipeListsOrder,
  summary: "Puts the caller's lists in a new order: every slug once",
  request: { body: jsonBody(reorderRecipeListsBody) },
  responses: { 200: json(cards, "Lists in the new order"), 401: unauthorized, 422: invalid() },
});

const showOwnListRoute = createRoute({
  method: "get",
  path: apiPaths.recipeList,
  summary: "One of the caller's lists with its recipes in order",
  request: { params: listParam },
  responses: { 200: json(detail, "List"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const updateListRoute = createRoute({
  method: "patch",
  path: apiPaths.recipeList,
  summary: "Renames, describes or changes the visibility of one of the caller's lists (the slug stays)",
  request: { params: listParam, body: jsonBody(updateRecipeListBody) },
  responses: { 200: json(saved, "Saved"), 401: unauthorized, 403: publishing, 404: notFound, 422: invalid() },
});

const deleteListRoute = createRoute({
  method: "delete",
  path: apiPaths.recipeList,
  summary: "Deletes one of the caller's lists (the recipes stay where they are)",
  request: { params: listParam },
  responses: { 200: json(messageResponse, "Deleted"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const addRecipeRoute = createRoute({
  method: "post",
  path: apiPaths.recipeListRecipes,
  summary: "Adds a published recipe at the end or at a position (1 is first); a recipe already there is not added twice",
  request: { params: listParam, body: jsonBody(addRecipeToListBody) },
  responses: { 200: json(saved, "Already in the list"), 201: json(saved, "Added"), 401: unauthorized, 404: notFound, 422: invalid("Invalid data, or the list is full") },
});

const moveRecipeRoute = createRoute({
  method: "put",
  path: apiPaths.recipeListRecipe,
  summary: "Moves a recipe to a position in the list (1 is first; past the end is last)",
  request: { params: listRecipeParam, body: jsonBody(moveRecipeInListBody) },
  responses: { 200: json(saved, "Moved"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const removeRecipeRoute = createRoute({
  method: "delete",
  path: apiPaths.recipeListRecipe,
  summary: "Takes a recipe out of the list",
  request: { params: listRecipeParam },
  responses: { 200: json(saved, "Removed"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const listsWithRecipeRoute = createRoute({
  method: "get",
  path: apiPaths.recipeListsWithRecipe,
  summary: "The caller's lists, each saying whether it holds this recipe (the recipe page's picker)",
  request: { params: recipeParam },
  responses: { 200: json(dataEnvelope(z.array(recipeListMembership)), "Lists"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const memberListsRoute = createRoute({
  method: "get",
  path: apiPaths.memberRecipeLists,
  summary: "A member's public lists, in their order",
  request: { params: memberParam },
  responses: { 200: json(cards, "Public lists"), 404: notFound, 422: invalid() },
});

const memberListRoute = createRoute({
  method: "get",
  path: apiPaths.memberRecipeList,
  summary: "A member's list: anyone may read a public one, only its owner a private one (404 for everyone else)",
  request: { params: memberListParam },
  responses: { 200: json(detail, "List"), 404: notFound, 422: invalid() },
});

export const recipeListsRouter = createRouter()
  .openapi(myListsRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: await cardsOf(c, user.id, await listMemberLists(c.var.db, user.id, { all: true })) }, 200);
  })
  .openapi(createListRoute, async (c) => {
    const body = c.req.valid("json");
    // A public list shows the member's words to everyone: like any publication, it needs a verified e-mail.
    const user = body.is_public ? requireVerifiedMember(c) : requireUser(c);
    await throttle(c, "recipe-list", String(user.id), 60, 60);
    const list = await createList(
      c.var.db,
      user.id,
      { name: body.name, description: body.description, isPublic: body.is_public },
      { max: RECIPE_LISTS_PER_MEMBER, fallbackSlug: "lista" },
    );
    if (!list) return c.json(refusal(c, "name", "recipe_lists.too_many_lists", RECIPE_LISTS_PER_MEMBER), 422);
    return c.json({ data: await cardOf(c, list), message: message(c, "recipe_lists.created") }, 201);
  })
  .openapi(reorderListsRoute, async (c) => {
    const user = requireUser(c);
    if (!(await reorderLists(c.var.db, user.id, c.req.valid("json").slugs))) {
      return c.json(refusal(c, "slugs", "recipe_lists.order_mismatch"), 422);
    }
    return c.json({ data: await cardsOf(c, user.id, await listMemberLists(c.var.db, user.id, { all: true })) }, 200);
  })
  .openapi(showOwnListRoute, async (c) => {
    const { list } = await ownListOr404(c, c.req.valid("param").list);
    return c.json({ data: await detailOf(c, list) }, 200);
  })
  .openapi(updateListRoute, async (c) => {
    const { list } = await ownListOr404(c, c.req.valid("param").list);
    const body = c.req.valid("json");
    if (body.is_public ?? list.isPublic) requireVerifiedMember(c);
    const updated = await updateList(c.var.db, list.id, { name: body.name, description: body.description, isPublic: body.is_public });
    return c.json({ data: await cardOf(c, updated), message: message(c, "recipe_lists.saved") }, 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const { list } = await ownListOr404(c, c.req.valid("param").list);
    await deleteList(c.var.db, list);
    return c.json({ message: message(c, "recipe_lists.deleted") }, 200);
  })
  .openapi(addRecipeRoute, async (c) => {
    const { list } = await ownListOr404(c, c.req.valid("param").list);
    const body = c.req.valid("json");
    const found = await findRecipeSummary(c.var.db, String(body.recipe));
    if (!found) throw new ApiError(404, "recipe_lists.recipe_not_found");
    const outcome = await addRecipe(c.var.db, list.id, found.recipe.id, body.position, RECIPES_PER_RECIPE_LIST);
    if (outcome === "full") return c.json(refusal(c, "recipe", "recipe_lists.list_full", RECIPES_PER_RECIPE_LIST), 422);
    const answer = { data: await cardOf(c, list), message: message(c, outcome === "added" ? "recipe_lists.recipe_added" : "recipe_lists.recipe_present") };
    return outcome === "added" ? c.json(answer, 201) : c.json(answer, 200);
  })
  .openapi(moveRecipeRoute, async (c) => {
    const params = c.req.valid("param");
    const { list } = await ownListOr404(c, params.list);
    const recipeId = await findRecipeInList(c.var.db, list.id, params.recipe);
    if (recipeId === undefined || !(await moveRecipe(c.var.db, list.id, recipeId, c.req.valid("json").position))) throw new ApiError(404, "recipe_lists.recipe_not_in_list");
    return c.json({ data: await cardOf(c, list), message: message(c, "recipe_lists.recipe_moved") }, 200);
  })
  .openapi(removeRecipeRoute, async (c) => {
    const params = c.req.valid("param");
    const { list } = await ownListOr404(c, params.list);
    const recipeId = await findRecipeInList(c.var.db, list.id, params.recipe);
    if (recipeId === undefined || !(await removeRecipe(c.var.db, list.id, recipeId))) throw new ApiError(404, "recipe_lists.recipe_not_in_list");
    return c.json({ data: await cardOf(c, list), message: message(c, "recipe_lists.recipe_removed") }, 200);
  })
  .openapi(listsWithRecipeRoute, async (c) => {
    const user = requireUser(c);
    const found = await findRecipeSummary(c.var.db, c.req.valid("param").recipe);
    if (!found) throw new ApiError(404, "recipe_lists.recipe_not_found");
    const lists = await listMemberListsHolding(c.var.db, user.id, found.recipe.id);
    return c.json({ data: lists.map((list) => ({ slug: list.slug, name: list.name, is_public: list.isPublic, contains: list.holds })) }, 200);
  })
  .openapi(memberListsRoute, async (c) => {
    const member = await visibleMemberOr404(c, c.req.valid("param").slug);
    const data = await cardsOf(c, member.id, await listMemberLists(c.var.db, member.id, { all: false }));
    // Covers are recipes' pictures: a picture changed moves the set of recipes (migration 0033).
    tagAnswer(c, [memberActivityTag(member.id), RECIPE_SET_TAG, ...data.map((list) => listTag(list.id))]);
    return c.json({ data }, 200);
  })
  .openapi(memberListRoute, async (c) => {
    const params = c.req.valid("param");
    const member = await visibleMemberOr404(c, params.slug);
    const list = await findOwnList(c.var.db, member.id, params.list);
    // Another member's private list answers exactly like one that does not exist.
    if (!list || (!list.isPublic && c.var.user?.id !== member.id)) throw new ApiError(404, "recipe_lists.not_found");
    tagAnswer(c, [memberTag(member.id), memberActivityTag(member.id), listTag(list.id), RECIPE_SET_TAG, CATALOGUE_TAG]);
    return c.json({ data: await detailOf(c, list) }, 200);
  });

/** §5's 422 for a limit reached, on the field the member would change. */
function refusal(c: Context<ApiBindings>, field: string, key: MessageKey, max?: number) {
  const text = translate(c.var.locale, key, max === undefined ? {} : { max });
  return { message: text, errors: { [field]: [text] } };
}
