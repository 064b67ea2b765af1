import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { ingredientProposal, ingredientProposalPage, type IngredientProposalInput } from "#api/contract/ingredient-proposals";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

const decided = dataEnvelope(ingredientProposal).extend({ message: z.string() });

/**
 * Ingredient proposals (decision 058). Each throws an ApiError: 409 when the name is in the
 * catalogue or already pending (the message names it), 403 for an unverified member or a member
 * at the admin's calls, 404 for a proposal already decided.
 */

export function proposeIngredient(api: ApiClient, input: IngredientProposalInput) {
  return api.post(apiPaths.ingredientProposals, decided, input);
}

export function getPendingProposals(api: ApiClient, query: { cursor?: string; per_page?: number } = {}) {
  return api.get(apiPaths.adminIngredientProposals, ingredientProposalPage, { ...query });
}

export function approveProposal(api: ApiClient, proposal: number, names: { name_es?: string; name_en?: string } = {}) {
  return api.post(apiPath(apiPaths.approveIngredientProposal, { proposal }), decided, names);
}

export function rejectProposal(api: ApiClient, proposal: number, reason?: string) {
  return api.post(apiPath(apiPaths.rejectIngredientProposal, { proposal }), decided, { reason });
}
