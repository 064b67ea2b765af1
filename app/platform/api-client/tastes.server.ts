import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPaths } from "#api/contract/paths";
import { recipeSummary } from "#api/contract/recipes";
import { memberTastes, type TastesBody } from "#api/contract/tastes";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse.
const tastesAnswer = dataEnvelope(memberTastes);
const savedTastes = dataEnvelope(memberTastes).extend({ message: z.string() });
const summariesAnswer = dataEnvelope(z.array(recipeSummary));

/** The member's tastes and what the onboarding offers (decision 071). */
export async function getTastes(api: ApiClient) {
  return (await api.get(apiPaths.tastes, tastesAnswer)).data;
}

/** Saves them; empty lists skip the onboarding. */
export function saveTastes(api: ApiClient, body: TastesBody) {
  return api.put(apiPaths.tastes, savedTastes, body);
}

/** The newest recipes for every one of the member's diets, without what they leave out. */
export async function getRecipesForTastes(api: ApiClient, limit = 4) {
  return (await api.get(apiPaths.tastesRecipes, summariesAnswer, { limit })).data;
}

/** The recipes most reviewed and cooked this week (the visitors' home strip). */
export async function getPopularThisWeek(api: ApiClient, limit = 4) {
  return (await api.get(apiPaths.popularThisWeek, summariesAnswer, { limit })).data;
}
