import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { messageResponse } from "../contract/auth";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { MAX_PAGE, MAX_PER_PAGE, MEAL_PLAN_DEFAULT_DAYS, MEAL_PLAN_MAX_ENTRIES, MEAL_PLANS_PER_PAGE } from "../contract/limits";
import {
  mealEntryCreateBody,
  mealEntryUpdateBody,
  mealPlan,
  mealPlanCopyBody,
  mealPlanCreateBody,
  mealPlanPage,
  mealPlanUpdateBody,
  type MealSlot,
  recipeChoices,
  recipeKeyFromAddress,
} from "../contract/meal-plans";
import { apiPaths } from "../contract/paths";
import { addDays, daysBetween, isEarlier, mondayOf, todayIn } from "../contract/plan-days";
import { requireUser } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { boundedInteger } from "../http/search-params";
import { pickText } from "../i18n/bilingual";
import { translate } from "../i18n/messages";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { readPlannerSettings } from "./kitchen-settings";
import {
  addEntry,
  copyEntries,
  countEntries,
  countEntriesOutside,
  createPlan,
  deleteEntry,
  deletePlan,
  findEntry,
  findOwnPlan,
  findPlanBefore,
  findPlanStartingOn,
  findTwin,
  leftoversOf,
  listPlans,
  listRecipeChoices,
  loadEntries,
  type PlanRow,
  updateEntry,
  updatePlan,
} from "./meal-plan-queries";
import { presentPlan, presentPlanSummary } from "./meal-plan-presenter";
import { defaultPlanName, isDefaultPlanName } from "./plan-name";

const RECIPE_CHOICES_LIMIT = 50;
const notFound = notFoundAs("No such plan or entry (another member's plan is not found either)");
const planParam = z.object({ plan: recordId });
const entryParam = z.object({ plan: recordId, entry: recordId });
const planAnswer = dataEnvelope(mealPlan).extend({ message: z.string().optional() });
const refused = json(errorBody.extend({ errors: z.record(z.string(), z.array(z.string())).optional() }), "The change does not fit the plan");

/** A plan field error in Laravel's 422 shape, so forms show it beside the field. */
function unfit(c: Context<ApiBindings>, field: string, key: Parameters<typeof translate>[1], vars: Record<string, string | number> = {}) {
  const message = translate(c.var.locale, key, vars);
  return c.json({ message, errors: { [field]: [message] } }, 422);
}

async function ownPlan(c: Context<ApiBindings>, planId: number) {
  const user = requireUser(c);
  const plan = await findOwnPlan(c.var.db, user.id, planId);
  if (!plan) throw new ApiError(404, "meal_plans.plan_not_found");
  return { user, plan };
}

async function planAnswerOf(c: Context<ApiBindings>, plan: PlanRow) {
  const { timeZone } = await readPlannerSettings(c.var.db, plan.userId);
  const rows = await loadEntries(c.var.db, [plan.id]);
  return presentPlan(plan, rows, c.var.locale, todayIn(timeZone), c.var.env.MEDIA_BASE_URL);
}

const listRoute = createRoute({
  method: "get",
  path: apiPaths.mealPlans,
  summary: "The member's meal plans: the one holding today first, then those to come, then past ones",
  request: { query: z.object({ page: boundedInteger(1, MAX_PAGE).default(1), per_page: boundedInteger(1, MAX_PER_PAGE).default(MEAL_PLANS_PER_PAGE) }) },
  responses: { 200: json(mealPlanPage, "Plans"), 401: unauthorized, 422: invalid() },
});

const createPlanRoute = createRoute({
  method: "post",
  path: apiPaths.mealPlans,
  summary: "Makes a plan: by default this week, Monday to Sunday in the member's time zone (1 to 31 days)",
  request: { body: jsonBody(mealPlanCreateBody) },
  responses: { 201: json(planAnswer, "Created"), 401: unauthorized, 422: invalid() },
});

const currentWeekRoute = createRoute({
  method: "post",
  path: apiPaths.currentWeekMealPlan,
  summary: "The member's plan for this week (starting this Monday), made when missing: 201 when made, 200 when it existed",
  responses: { 200: json(planAnswer, "Found"), 201: json(planAnswer, "Created"), 401: unauthorized },
});

const readPlanRoute = createRoute({
  method: "get",
  path: apiPaths.mealPlan,
  summary: "One of the member's plans with its entries",
  request: { params: planParam },
  responses: { 200: json(planAnswer, "Plan"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const updatePlanRoute = createRoute({
  method: "patch",
  path: apiPaths.mealPlan,
  summary: "Renames a plan or changes its dates (refused while entries would fall outside them)",
  request: { params: planParam, body: jsonBody(mealPlanUpdateBody) },
  responses: { 200: json(planAnswer, "Saved"), 401: unauthorized, 404: notFound, 422: refused },
});

const deletePlanRoute = createRoute({
  method: "delete",
  path: apiPaths.mealPlan,
  summary: "Deletes a plan and its entries",
  request: { params: planParam },
  responses: { 200: json(messageResponse, "Deleted"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const addEntryRoute = createRoute({
  method: "post",
  path: apiPaths.mealPlanEntries,
  summary: "Adds a recipe (id, slug or address; servings default to the recipe's), a note, or leftovers of an earlier cook of the plan",
  request: { params: planParam, body: jsonBody(mealEntryCreateBody) },
  responses: { 201: json(planAnswer, "Added"), 401: unauthorized, 404: notFound, 422: refused },
});

const updateEntryRoute = createRoute({
  method: "patch",
  path: apiPaths.mealPlanEntry,
  summary: "Moves an entry (day, slot, position) or changes its servings or a note's text",
  request: { params: entryParam, body: jsonBody(mealEntryUpdateBody) },
  responses: { 200: json(planAnswer, "Saved"), 401: unauthorized, 404: notFound, 422: refused },
});

const deleteEntryRoute = createRoute({
  method: "delete",
  path: apiPaths.mealPlanEntry,
  summary: "Removes an entry, and the leftovers that came from it",
  request: { params: entryParam },
  responses: { 200: json(planAnswer, "Removed"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const copyLastWeekRoute = createRoute({
  method: "post",
  path: apiPaths.copyLastWeek,
  summary: "Copies the entries of the member's previous plan into this one, 7 days later (those that land outside it stay behind)",
  request: { params: planParam },
  responses: { 200: json(planAnswer, "Copied"), 401: unauthorized, 404: notFound, 422: refused },
});

const copyPlanRoute = createRoute({
  method: "post",
  path: apiPaths.mealPlanCopies,
  summary: "Copies a plan into a new one of the same length starting on another day",
  request: { params: planParam, body: jsonBody(mealPlanCopyBody) },
  responses: { 201: json(planAnswer, "Created"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const recipeChoicesRoute = createRoute({
  method: "get",
  path: apiPaths.mealPlanRecipeChoices,
  summary: "Recipes the add form offers: the member's saved recipes and those already in their plans (50 of each at most)",
  responses: { 200: json(dataEnvelope(recipeChoices), "Choices"), 401: unauthorized },
});

/** Checks a day and slot against the plan and a leftovers entry against its cook. */
function checkPlacement(
  c: Context<ApiBindings>,
  plan: PlanRow,
  placement: { day: string; slot: MealSlot },
  cook: { day: string; slot: MealSlot } | undefined,
  eaters: { day: string; slot: MealSlot }[],
) {
  if (placement.day < plan.startsOn || placement.day > plan.endsOn) return unfit(c, "day", "meal_plans.day_outside_plan", { starts_on: plan.startsOn, ends_on: plan.endsOn });
  if (cook && !isEarlier(cook.day, cook.slot, placement.day, placement.slot)) return unfit(c, "day", "meal_plans.leftovers_must_follow");
  if (eaters.some((eater) => !isEarlier(placement.day, placement.slot, eater.day, eater.slot))) return unfit(c, "day", "meal_plans.leftovers_must_follow");
  return undefined;
}

export const mealPlansRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const { page, per_page: perPage } = c.req.valid("query");
    const { timeZone } = await readPlannerSettings(c.var.db, user.id);
    const today = todayIn(timeZone);
    const { rows, total } = await listPlans(c.var.db, user.id, today, page, perPage);
    return c.json(
      {
        data: rows.map((row) => presentPlanSummary(row.plan, row.entries, today, c.var.locale)),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total, today, time_zone: timeZone },
      },
      200,
    );
  })
  .openapi(createPlanRoute, async (c) => {
    const user = requireUser(c);
    await throttle(c, "meal-plan-create", String(user.id), 60, 60);
    const body = c.req.valid("json");
    const { timeZone } = await readPlannerSettings(c.var.db, user.id);
    const startsOn = body.starts_on ?? mondayOf(todayIn(timeZone));
    const endsOn = addDays(startsOn, (body.days ?? MEAL_PLAN_DEFAULT_DAYS) - 1);
    const plan = await createPlan(c.var.db, user.id, { name: body.name ?? defaultPlanName(c.var.locale, startsOn), startsOn, endsOn });
    return c.json({ data: await planAnswerOf(c, plan), message: translate(c.var.locale, "meal_plans.plan_created") }, 201);
  })
  .openapi(currentWeekRoute, async (c) => {
    const user = requireUser(c);
    const { timeZone } = await readPlannerSettings(c.var.db, user.id);
    const startsOn = mondayOf(todayIn(timeZone));
    const existing = await findPlanStartingOn(c.var.db, user.id, startsOn);
    if (existing) return c.json({ data: await planAnswerOf(c, existing) }, 200);
    await throttle(c, "meal-plan-create", String(user.id), 60, 60);
    const plan = await createPlan(c.var.db, user.id, { name: defaultPlanName(c.var.locale, startsOn), startsOn, endsOn: addDays(startsOn, MEAL_PLAN_DEFAULT_DAYS - 1) });
    return c.json({ data: await planAnswerOf(c, plan), message: translate(c.var.locale, "meal_plans.plan_created") }, 201);
  })
  .openapi(readPlanRoute, async (c) => {
    const { plan } = await ownPlan(c, c.req.valid("param").plan);
    return c.json({ data: await planAnswerOf(c, plan) }, 200);
  })
  .openapi(updatePlanRoute, async (c) => {
    const { plan } = await ownPlan(c, c.req.valid("param").plan);
    const body = c.req.valid("json");
    const startsOn = body.starts_on ?? plan.startsOn;
    const endsOn = addDays(startsOn, (body.days ?? daysBetween(plan.startsOn, plan.endsOn) + 1) - 1);
    const outside = await countEntriesOutside(c.var.db, plan.id, startsOn, endsOn);
    if (outside > 0) return unfit(c, body.starts_on ? "starts_on" : "days", "meal_plans.range_drops_entries", { count: outside });
    // A default name follows the new start day; a chosen one stays.
    const name = body.name ?? (isDefaultPlanName(plan.name, plan.startsOn) ? defaultPlanName(c.var.locale, startsOn) : plan.name);
    const saved = await updatePlan(c.var.db, plan.id, { name, startsOn, endsOn });
    return c.json({ data: await planAnswerOf(c, saved), message: translate(c.var.locale, "meal_plans.plan_saved") }, 200);
  })
  .openapi(deletePlanRoute, async (c) => {
    const { plan } = await ownPlan(c, c.req.valid("param").plan);
    await deletePlan(c.var.db, plan.id);
    return c.json({ message: translate(c.var.locale, "meal_plans.plan_deleted") }, 200);
  })
  .openapi(addEntryRoute, async (c) => {
    const { user, plan } = await ownPlan(c, c.req.valid("param").plan);
    await throttle(c, "meal-plan-write", String(user.id), 300, 60);
    const body = c.req.valid("json");
    if ((await countEntries(c.var.db, plan.id)) >= MEAL_PLAN_MAX_ENTRIES) return unfit(c, "day", "meal_plans.too_many_entries", { max: MEAL_PLAN_MAX_ENTRIES });
    const placement = { day: body.day, slot: body.slot };
    if (body.type === "recipe") {
      const found = await findRecipeSummary(c.var.db, recipeKeyFromAddress(body.recipe));
      if (!found) return unfit(c, "recipe", "meal_plans.recipe_not_found");
      const wrong = checkPlacement(c, plan, placement, undefined, []);
      if (wrong) return wrong;
      if (await findTwin(c.var.db, plan.id, { ...placement, recipeId: found.recipe.id, leftoversOfEntryId: null })) return unfit(c, "recipe", "meal_plans.already_in_meal");
      await addEntry(c.var.db, plan.id, { ...placement, recipeId: found.recipe.id, servings: body.servings ?? found.recipe.servings });
    } else if (body.type === "note") {
      const wrong = checkPlacement(c, plan, placement, undefined, []);
      if (wrong) return wrong;
      await addEntry(c.var.db, plan.id, { ...placement, note: body.note });
    } else {
      const cook = await findEntry(c.var.db, plan.id, body.leftovers_of);
      if (!cook || cook.recipeId === null || cook.leftoversOfEntryId !== null) return unfit(c, "leftovers_of", "meal_plans.leftovers_need_cook");
      const wrong = checkPlacement(c, plan, placement, cook, []);
      if (wrong) return wrong;
      if (await findTwin(c.var.db, plan.id, { ...placement, recipeId: cook.recipeId, leftoversOfEntryId: cook.id })) return unfit(c, "leftovers_of", "meal_plans.already_in_meal");
      await addEntry(c.var.db, plan.id, { ...placement, recipeId: cook.recipeId, servings: body.servings ?? null, leftoversOfEntryId: cook.id });
    }
    return c.json({ data: await planAnswerOf(c, plan), message: translate(c.var.locale, "meal_plans.entry_added") }, 201);
  })
  .openapi(updateEntryRoute, async (c) => {
    const { plan } = await ownPlan(c, c.req.valid("param").plan);
    const entry = await findEntry(c.var.db, plan.id, c.req.valid("param").entry);
    if (!entry) throw new ApiError(404, "meal_plans.entry_not_found");
    const body = c.req.valid("json");
    const isNote = entry.recipeId === null && entry.leftoversOfEntryId === null;
    if (body.note !== undefined && !isNote) return unfit(c, "note", "meal_plans.note_only_for_notes");
    const placement = { day: body.day ?? entry.day, slot: body.slot ?? entry.slot };
    const cook = entry.leftoversOfEntryId === null ? undefined : await findEntry(c.var.db, plan.id, entry.leftoversOfEntryId);
    const wrong = checkPlacement(c, plan, placement, cook, await leftoversOf(c.var.db, entry.id));
    if (wrong) return wrong;
    if (await findTwin(c.var.db, plan.id, { ...placement, recipeId: entry.recipeId, leftoversOfEntryId: entry.leftoversOfEntryId }, entry.id)) {
      return unfit(c, "day", "meal_plans.already_in_meal");
    }
    await updateEntry(c.var.db, entry, { day: body.day, slot: body.slot, position: body.position, servings: isNote ? undefined : body.servings, note: body.note });
    return c.json({ data: await planAnswerOf(c, plan), message: translate(c.var.locale, "meal_plans.entry_saved") }, 200);
  })
  .openapi(deleteEntryRoute, async (c) => {
    const { plan } = await ownPlan(c, c.req.valid("param").plan);
    const entry = await findEntry(c.var.db, plan.id, c.req.valid("param").entry);
    if (!entry) throw new ApiError(404, "meal_plans.entry_not_found");
    await deleteEntry(c.var.db, entry);
    return c.json({ data: await planAnswerOf(c, plan), message: translate(c.var.locale, "meal_plans.entry_deleted") }, 200);
  })
  .openapi(copyLastWeekRoute, async (c) => {
    const { user, plan } = await ownPlan(c, c.req.valid("param").plan);
    const previous = await findPlanBefore(c.var.db, user.id, plan);
    if (!previous) return unfit(c, "plan", "meal_plans.no_earlier_plan");
    const { added, alreadyThere } = await c.var.db.transaction((tx) => copyEntries(tx, previous, plan, 7));
    if (added === 0) return unfit(c, "plan", alreadyThere > 0 ? "meal_plans.already_copied" : "meal_plans.nothing_copied");
    return c.json({ data: await planAnswerOf(c, plan), message: translate(c.var.locale, "meal_plans.copied", { count: added }) }, 200);
  })
  .openapi(copyPlanRoute, async (c) => {
    const { user, plan } = await ownPlan(c, c.req.valid("param").plan);
    await throttle(c, "meal-plan-create", String(user.id), 60, 60);
    const body = c.req.valid("json");
    const endsOn = addDays(body.starts_on, daysBetween(plan.startsOn, plan.endsOn));
    const copy = await c.var.db.transaction(async (tx) => {
      const created = await createPlan(tx, user.id, { name: body.name ?? defaultPlanName(c.var.locale, body.starts_on), startsOn: body.starts_on, endsOn });
      await copyEntries(tx, plan, created, daysBetween(plan.startsOn, body.starts_on));
      return created;
    });
    return c.json({ data: await planAnswerOf(c, copy), message: translate(c.var.locale, "meal_plans.plan_created") }, 201);
  })
  .openapi(recipeChoicesRoute, async (c) => {
    const user = requireUser(c);
    const { saved, planned } = await listRecipeChoices(c.var.db, user.id, RECIPE_CHOICES_LIMIT);
    const present = (row: { id: number; slug: string; titleEs: string; titleEn: string }) => ({
      id: row.id,
      slug: row.slug,
      title: pickText(c.var.locale, row.titleEs, row.titleEn),
    });
    return c.json({ data: { saved: saved.map(present), planned: planned.map(present) } }, 200);
  });
