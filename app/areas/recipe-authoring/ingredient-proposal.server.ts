import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "@remix-run/node";
import { z } from "zod";
import { INGREDIENT_LINE_MAX_LENGTH, INGREDIENT_NAME_MAX_LENGTH } from "#api/contract/limits";
import type { AuthoredRecipe } from "#api/contract/recipe-authoring";
import { foldText } from "#api/contract/text";
import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { proposeIngredient } from "~/platform/api-client/ingredient-proposals.server";
import { requirePublisher } from "~/platform/access/current-user.server";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { getTranslator } from "~/platform/i18n/i18next.server";

/** One button per ingredient the catalogue does not know, the first line naming it as its source. */
export function unmatchedIngredients(recipe: AuthoredRecipe) {
  const byName = new Map<string, { name: string; line: string }>();
  for (const line of recipe.ingredients) {
    if (line.unmatched_name && !byName.has(foldText(line.unmatched_name))) byName.set(foldText(line.unmatched_name), { name: line.unmatched_name, line: line.line });
  }
  return [...byName.values()];
}

const proposalFormSchema = z.object({
  name: z.string().trim().min(1).max(INGREDIENT_NAME_MAX_LENGTH),
  line: z.string().trim().max(INGREDIENT_LINE_MAX_LENGTH).optional(),
});

/**
 * The edit page's "Proponer «X» al catálogo": the name in the recipe's language, with its line.
 * Proposing reaches the admins, so a verified member only (decision 029). Answers the notice the
 * page shows; the recipe form keeps what it had.
 */
export async function proposeFromEditPage(request: Request, context: AppLoadContext, api: ApiClient, recipe: AuthoredRecipe, formData: FormData) {
  await requirePublisher(request, context, new URL(request.url).pathname);
  const submission = parseWithZod(formData, { schema: proposalFormSchema });
  if (submission.status !== "success") {
    const t = await getTranslator(request, "recipe-authoring");
    return data({ proposal: { tone: "error" as const, message: t("proposals.invalid") } }, { status: 422 });
  }
  const { name, line } = submission.value;
  try {
    const answer = await proposeIngredient(api, { [recipe.language === "es" ? "name_es" : "name_en"]: name, source_line: line });
    return data({ proposal: { tone: "success" as const, message: answer.message } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ proposal: { tone: "error" as const, message: result.error?.[""]?.[0] ?? error.message } }, { status });
  }
}
