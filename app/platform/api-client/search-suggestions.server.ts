import { dataEnvelope } from "#api/contract/envelopes";
import { apiPaths } from "#api/contract/paths";
import { suggestions } from "#api/contract/search";
import type { Locale } from "~/platform/i18n/locales";
import type { ApiClient } from "./client.server";

const suggestionsAnswer = dataEnvelope(suggestions);

/** Recipes, ingredients, tags and categories for what is being typed (§7); all empty under 2 characters. */
export async function getSuggestions(api: ApiClient, q: string, locale: Locale) {
  return (await api.get(apiPaths.suggestions, suggestionsAnswer, { q, locale })).data;
}
