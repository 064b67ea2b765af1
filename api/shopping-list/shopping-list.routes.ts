import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireUser } from "../access/auth-middleware";
import { dataEnvelope } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { addMealPlanBody, addRecipeBody, addRecipeListBody, manualLineBody, shoppingAddResult, shoppingList, updateLineBody } from "../contract/shopping-list";
import { SHOPPING_LIST_CHANGED_EVENT, type ShoppingListChange, shoppingListChannel } from "../contract/shopping-list-live";
import { recordId } from "../http/address-params";
import type { ApiBindings } from "../http/bindings";
import { createRouter } from "../http/bindings";
import { invalid, json, jsonBody, notFound, unauthorized } from "../http/openapi-responses";
import { requireShoppingListAccess } from "./list-access";
import { addRecipesToList } from "./list-generation";
import { ownShoppingListId, readShoppingList } from "./list-reading";
import { addManualLine, clearLines, deleteLine, touchList, updateLine } from "./line-changes";
import { mealPlanToShop, recipeListToShop, recipeToShop } from "./recipe-sources";

const listParam = z.object({ list: recordId });
const lineParam = z.object({ list: recordId, line: recordId });
const listAnswer = json(dataEnvelope(shoppingList), "The list after the change, as the caller reads it");
const addAnswer = json(z.object({ data: shoppingList, meta: shoppingAddResult }), "The list after the addition, and what the addition did");
const noList = notFound("No such list, or the caller is neither its owner nor a member it is shared with");

const ownRoute = createRoute({
  method: "get",
  path: apiPaths.ownShoppingList,
  summary: "The member's own shopping list (made on first use), lines by aisle in their order",
  responses: { 200: json(dataEnvelope(shoppingList), "The list"), 401: unauthorized },
});

const showRoute = createRoute({
  method: "get",
  path: apiPaths.shoppingList,
  summary: "A shopping list the member owns or that is shared with them",
  request: { params: listParam },
  responses: { 200: json(dataEnvelope(shoppingList), "The list"), 401: unauthorized, 404: noList, 422: invalid() },
});

const addRecipeRoute = createRoute({
  method: "post",
  path: apiPaths.shoppingListRecipes,
  summary: "Adds a published recipe's ingredients at the servings chosen (merging, less the pantry); adding it again adds it again",
  request: { params: listParam, body: jsonBody(addRecipeBody) },
  responses: { 200: addAnswer, 401: unauthorized, 404: notFound("No such list or recipe"), 422: invalid() },
});

const addRecipeListRoute = createRoute({
  method: "post",
  path: apiPaths.shoppingListRecipeLists,
  summary: "Adds every recipe of one of the member's recipe lists, each at its own servings",
  request: { params: listParam, body: jsonBody(addRecipeListBody) },
  responses: { 200: addAnswer, 401: unauthorized, 404: notFound("No such list, or not the member's recipe list"), 422: invalid() },
});

const addMealPlanRoute = createRoute({
  method: "post",
  path: apiPaths.shoppingListMealPlans,
  summary: "Adds every recipe entry of one of the member's meal plans at its planned servings (leftovers and notes add nothing)",
  request: { params: listParam, body: jsonBody(addMealPlanBody) },
  responses: { 200: addAnswer, 401: unauthorized, 404: notFound("No such list, or not the member's plan"), 422: invalid() },
});

const addLineRoute = createRoute({
  method: "post",
  path: apiPaths.shoppingListLines,
  summary: "Adds a line as written (“papel de cocina”)",
  request: { params: listParam, body: jsonBody(manualLineBody) },
  responses: { 201: listAnswer, 401: unauthorized, 404: noList, 422: invalid() },
});

const updateLineRoute = createRoute({
  method: "patch",
  path: apiPaths.shoppingListLine,
  summary: "Ticks or unticks a line, or changes its text (it then stays as written)",
  request: { params: lineParam, body: jsonBody(updateLineBody) },
  responses: { 200: listAnswer, 401: unauthorized, 404: notFound("No such list or line"), 422: invalid() },
});

const deleteLineRoute = createRoute({
  method: "delete",
  path: apiPaths.shoppingListLine,
  summary: "Deletes a line",
  request: { params: lineParam },
  responses: { 200: listAnswer, 401: unauthorized, 404: notFound("No such list or line"), 422: invalid() },
});

const clearCheckedRoute = createRoute({
  method: "delete",
  path: apiPaths.shoppingListCheckedLines,
  summary: "Clears the ticked lines (what was bought)",
  request: { params: listParam },
  responses: { 200: listAnswer, 401: unauthorized, 404: noList, 422: invalid() },
});

const clearAllRoute = createRoute({
  method: "delete",
  path: apiPaths.shoppingListLines,
  summary: "Clears every line of the list",
  request: { params: listParam },
  responses: { 200: listAnswer, 401: unauthorized, 404: noList, 422: invalid() },
});

/**
 * After every change to a list's lines: the list's clock moves and its live channel hears of it
 * (not awaited: the broadcaster never rejects, and a slow one must not hold the answer). A client
 * that sends its socket id (X-Socket-ID, as Laravel Echo does) is not told of its own change.
 */
async function announceChange(c: Context<ApiBindings>, listId: number, userId: number) {
  await touchList(c.var.db, listId);
  const change: ShoppingListChange = { list_id: listId, by_user_id: userId, at: new Date().toISOString() };
  const socketId = c.req.header("X-Socket-ID");
  void c.var.services.broadcaster.publish(shoppingListChannel(listId), SHOPPING_LIST_CHANGED_EVENT, change, socketId ? { exceptSocketId: socketId } : undefined);
}

async function listFor(c: Context<ApiBindings>, listId: number) {
  const user = requireUser(c);
  const access = await requireShoppingListAccess(c.var.db, listId, user.id);
  return { user, access };
}

export const shoppingListRouter = createRouter()
  .openapi(ownRoute, async (c) => {
    const user = requireUser(c);
    const access = await requireShoppingListAccess(c.var.db, await ownShoppingListId(c.var.db, user.id, c.var.locale), user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 200);
  })
  .openapi(showRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 200);
  })
  .openapi(addRecipeRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    const body = c.req.valid("json");
    const meta = await addRecipesToList(c.var.db, access.list.id, user.id, [await recipeToShop(c.var.db, body.recipe, body.servings)], c.var.locale);
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale), meta }, 200);
  })
  .openapi(addRecipeListRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    const meta = await addRecipesToList(c.var.db, access.list.id, user.id, await recipeListToShop(c.var.db, user.id, c.req.valid("json").recipe_list), c.var.locale);
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale), meta }, 200);
  })
  .openapi(addMealPlanRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    const meta = await addRecipesToList(c.var.db, access.list.id, user.id, await mealPlanToShop(c.var.db, user.id, c.req.valid("json").meal_plan), c.var.locale);
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale), meta }, 200);
  })
  .openapi(addLineRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    await addManualLine(c.var.db, access.list.id, c.req.valid("json").text);
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 201);
  })
  .openapi(updateLineRoute, async (c) => {
    const { list, line } = c.req.valid("param");
    const { user, access } = await listFor(c, list);
    await updateLine(c.var.db, access.list.id, line, user.id, c.req.valid("json"));
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 200);
  })
  .openapi(deleteLineRoute, async (c) => {
    const { list, line } = c.req.valid("param");
    const { user, access } = await listFor(c, list);
    await deleteLine(c.var.db, access.list.id, line);
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 200);
  })
  .openapi(clearCheckedRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    await clearLines(c.var.db, access.list.id, { onlyChecked: true });
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 200);
  })
  .openapi(clearAllRoute, async (c) => {
    const { user, access } = await listFor(c, c.req.valid("param").list);
    await clearLines(c.var.db, access.list.id, { onlyChecked: false });
    await announceChange(c, access.list.id, user.id);
    return c.json({ data: await readShoppingList(c.var.db, access, user.id, c.var.locale) }, 200);
  });
