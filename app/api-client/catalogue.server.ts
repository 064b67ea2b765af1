import { z } from "zod";
import { category, ingredient, tag } from "#api/contract/catalogue";
import { dataEnvelope } from "#api/contract/envelopes";
import type { ApiClient } from "./client.server";

export async function getCategories(api: ApiClient) {
  return (await api.get("/api/categories", dataEnvelope(z.array(category)))).data;
}

export async function getTags(api: ApiClient) {
  return (await api.get("/api/tags", dataEnvelope(z.array(tag)))).data;
}

export async function getAvailableIngredients(api: ApiClient) {
  return (await api.get("/api/recipes/available-ingredients", dataEnvelope(z.array(ingredient)))).data;
}
