import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { calendarFeed, mealPlan, type MealEntryCreateBody, mealPlanPage, recipeChoices } from "#api/contract/meal-plans";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** The meal planner's calls (docs/decisions/046); every answer parsed with the contract's schemas. */
const planAnswer = dataEnvelope(mealPlan);
const feedAnswer = dataEnvelope(calendarFeed);
const messageAnswer = z.object({ message: z.string() });

export function listMealPlans(api: ApiClient, page = 1) {
  return api.get(apiPaths.mealPlans, mealPlanPage, { page });
}

export async function getMealPlan(api: ApiClient, planId: number) {
  return (await api.get(apiPath(apiPaths.mealPlan, { plan: planId }), planAnswer)).data;
}

export async function createMealPlan(api: ApiClient, body: { name?: string; starts_on?: string; days?: number }) {
  return (await api.post(apiPaths.mealPlans, planAnswer, body)).data;
}

/** This week's plan, made when missing. */
export async function currentWeekPlan(api: ApiClient) {
  return (await api.post(apiPaths.currentWeekMealPlan, planAnswer)).data;
}

export async function updateMealPlan(api: ApiClient, planId: number, body: { name?: string; starts_on?: string; days?: number }) {
  return (await api.patch(apiPath(apiPaths.mealPlan, { plan: planId }), planAnswer, body)).data;
}

export function deleteMealPlan(api: ApiClient, planId: number) {
  return api.delete(apiPath(apiPaths.mealPlan, { plan: planId }), messageAnswer);
}

export async function addMealPlanEntry(api: ApiClient, planId: number, body: MealEntryCreateBody) {
  return (await api.post(apiPath(apiPaths.mealPlanEntries, { plan: planId }), planAnswer, body)).data;
}

export async function updateMealPlanEntry(api: ApiClient, planId: number, entryId: number, body: { day?: string; slot?: string; servings?: number; note?: string }) {
  return (await api.patch(apiPath(apiPaths.mealPlanEntry, { plan: planId, entry: entryId }), planAnswer, body)).data;
}

export async function deleteMealPlanEntry(api: ApiClient, planId: number, entryId: number) {
  return (await api.delete(apiPath(apiPaths.mealPlanEntry, { plan: planId, entry: entryId }), planAnswer)).data;
}

export async function copyLastWeek(api: ApiClient, planId: number) {
  return api.post(apiPath(apiPaths.copyLastWeek, { plan: planId }), planAnswer.extend({ message: z.string() }));
}

export async function getCalendarFeed(api: ApiClient) {
  return (await api.get(apiPaths.calendarFeedSettings, feedAnswer)).data;
}

export async function renewCalendarFeed(api: ApiClient) {
  return (await api.post(apiPaths.calendarFeedSettings, feedAnswer)).data;
}

export async function revokeCalendarFeed(api: ApiClient) {
  return (await api.delete(apiPaths.calendarFeedSettings, feedAnswer)).data;
}

export async function getRecipeChoices(api: ApiClient) {
  return (await api.get(apiPaths.mealPlanRecipeChoices, dataEnvelope(recipeChoices))).data;
}
